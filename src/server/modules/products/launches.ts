import type { Kysely } from 'kysely'
import type { Product } from '@common/schemas/product'
import type { Database } from '../../db/schema'
import { hasUnreleasedStatus } from './product-filters'
import { toProduct } from './product-rows'

/*
 * Drops at their second (decision 0043). A scheduled product goes live by one conditional update, `status =
 * 'scheduled' and live_at <= now`, which only one of the instances running it at the same moment wins, row by row;
 * the winner writes the launch's mails in the same transaction, so each is written once. The early access window
 * opens the same way, on `early_access_mailed_at is null`. Who runs them and when: flows/launches.ts.
 */

/**
 * The mails of a launch, written in its transaction (the stock-alerts module's, given by the flows): `launched`
 * to the product's notify list once it is on sale, `earlyAccessOpened` to those on it before its window opened.
 */
export type LaunchMails = {
  launched: (trx: Kysely<Database>, product: Product, earlyAccessFrom: string | undefined) => Promise<void>
  earlyAccessOpened: (trx: Kysely<Database>, product: Product, opensAt: string) => Promise<void>
}

/** When a scheduled product's early access opens: `earlyAccessMinutes` before its launch. */
export function earlyAccessOpensAt(
  product: Pick<Product, 'liveAt' | 'earlyAccessMinutes'>,
): string | undefined {
  if (!product.liveAt || product.earlyAccessMinutes <= 0) return undefined
  return new Date(new Date(product.liveAt).getTime() - product.earlyAccessMinutes * 60_000).toISOString()
}

/**
 * Puts on sale the scheduled products whose launch time has come (of `ids`, when given), inside `db`'s
 * transaction or one of its own, and writes their mails; the products this call launched, none when another
 * instance's update won.
 */
export async function launchDueProducts(
  db: Kysely<Database>,
  now: Date,
  mails: LaunchMails,
  ids?: readonly string[],
): Promise<Product[]> {
  const launch = async (trx: Kysely<Database>) => {
    let update = trx
      .updateTable('products')
      .set({ status: 'live', updated_at: now.toISOString() })
      .where((eb) => eb.and(hasUnreleasedStatus('scheduled')))
      .where('live_at', '<=', now.toISOString())
    if (ids) update = update.where('id', 'in', [...ids])
    const rows = await update.returningAll().execute()
    const launched = rows.map(toProduct)
    for (const [index, product] of launched.entries()) {
      const earlyAccessFrom = rows[index]!.early_access_mailed_at ? earlyAccessOpensAt(product) : undefined
      await mails.launched(trx, product, earlyAccessFrom)
    }
    return launched
  }
  return db.isTransaction ? launch(db) : db.transaction().execute(launch)
}

/**
 * Opens the early access windows that have come (scheduled products whose `liveAt − earlyAccessMinutes` is past),
 * each by its own conditional update, with its mails in its transaction; how many this call opened.
 */
export async function openDueEarlyAccess(
  db: Kysely<Database>,
  now: Date,
  mails: LaunchMails,
): Promise<number> {
  let opened = 0
  for (const candidate of await waitingDrops(db)) {
    const opensAt = earlyAccessOpensAt(candidate)
    if (!opensAt || candidate.earlyAccessMailedAt || opensAt > now.toISOString()) continue
    opened += await db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('products')
        .set({ early_access_mailed_at: now.toISOString() })
        .where('id', '=', candidate.id)
        .where('status', '=', 'scheduled')
        .where('early_access_mailed_at', 'is', null)
        .returningAll()
        .executeTakeFirst()
      if (!row) return 0
      await mails.earlyAccessOpened(trx, toProduct(row), opensAt)
      return 1
    })
  }
  return opened
}

type WaitingDrop = {
  id: string
  liveAt: string
  earlyAccessMinutes: number
  earlyAccessMailedAt: string | null
}

/** The scheduled products, next launch first: few, read through products_unreleased_idx. */
async function waitingDrops(db: Kysely<Database>): Promise<WaitingDrop[]> {
  const rows = await db
    .selectFrom('products')
    .select(['id', 'live_at', 'early_access_minutes', 'early_access_mailed_at'])
    .where((eb) => eb.and(hasUnreleasedStatus('scheduled')))
    .where('live_at', 'is not', null)
    .orderBy('live_at')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    liveAt: row.live_at!,
    earlyAccessMinutes: row.early_access_minutes ?? 0,
    earlyAccessMailedAt: row.early_access_mailed_at ?? null,
  }))
}

/** The next moment a launch or an early access window comes, or undefined when none is scheduled. */
export async function nextLaunchMoment(db: Kysely<Database>): Promise<Date | undefined> {
  let next: string | undefined
  for (const drop of await waitingDrops(db)) {
    const opensAt = drop.earlyAccessMailedAt ? undefined : earlyAccessOpensAt(drop)
    for (const moment of [drop.liveAt, opensAt]) if (moment && (!next || moment < next)) next = moment
  }
  return next === undefined ? undefined : new Date(next)
}
