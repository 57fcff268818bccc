import type { Kysely } from 'kysely'
import { paiseToRupees, rupeesToPaise } from '@common/money'
import {
  DISCOUNT_MESSAGES,
  type CreateDiscountInput,
  type Discount,
  type UpdateDiscountInput,
} from '@common/schemas/discount'
import { newId } from '../../db/ids'
import type { Database, DiscountsTable } from '../../db/schema'
import { readToChange } from '../../db/database-traits'
import { BadRequestError, ConflictError, NotFoundError } from '../../errors'
import { type AuditActor, changedFields, recordAudit } from '../audit'
import { evaluateDiscount, type DiscountVerdict, type PricedLine } from './discount-rules'

type DiscountRow = DiscountsTable

function toDiscount(row: DiscountRow): Discount {
  return {
    _id: row.id,
    code: row.code,
    description: row.description,
    type: row.type,
    value: row.type === 'percentage' ? row.value : paiseToRupees(row.value),
    minOrderValue: row.min_order_paise === null ? null : paiseToRupees(row.min_order_paise),
    maxDiscount: row.max_discount_paise === null ? null : paiseToRupees(row.max_discount_paise),
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    usageLimit: row.usage_limit,
    perCustomerLimit: row.per_customer_limit,
    categories: JSON.parse(row.categories) as string[],
    productIds: JSON.parse(row.product_ids) as string[],
    isActive: row.is_active === 1,
    timesUsed: Number(row.times_used),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

/** What the activity log says of a code: what an admin sets, without its use count and times. */
function auditedFields(row: DiscountRow): Record<string, unknown> {
  const discount = toDiscount(row)
  return {
    code: discount.code,
    description: discount.description,
    type: discount.type,
    value: discount.value,
    minOrderValue: discount.minOrderValue,
    maxDiscount: discount.maxDiscount,
    startsAt: discount.startsAt,
    endsAt: discount.endsAt,
    usageLimit: discount.usageLimit,
    perCustomerLimit: discount.perCustomerLimit,
    categories: discount.categories,
    productIds: discount.productIds,
    isActive: discount.isActive,
  }
}

const CODE_TAKEN_MESSAGE = 'A discount with this code already exists'

/** The columns an input sets; money from rupees to paise, a percentage kept as it is. */
function columnsOf(input: UpdateDiscountInput) {
  const paiseOrNull = (rupees: number | null) => (rupees === null ? null : rupeesToPaise(rupees))
  return {
    ...(input.code !== undefined && { code: input.code }),
    ...(input.description !== undefined && { description: input.description }),
    ...(input.type !== undefined && { type: input.type }),
    ...(input.value !== undefined && {
      value: input.type === 'percentage' ? input.value : rupeesToPaise(input.value),
    }),
    ...(input.minOrderValue !== undefined && { min_order_paise: paiseOrNull(input.minOrderValue) }),
    ...(input.maxDiscount !== undefined && { max_discount_paise: paiseOrNull(input.maxDiscount) }),
    ...(input.startsAt !== undefined && { starts_at: input.startsAt }),
    ...(input.endsAt !== undefined && { ends_at: input.endsAt }),
    ...(input.usageLimit !== undefined && { usage_limit: input.usageLimit }),
    ...(input.perCustomerLimit !== undefined && { per_customer_limit: input.perCustomerLimit }),
    ...(input.categories !== undefined && { categories: JSON.stringify(input.categories) }),
    ...(input.productIds !== undefined && { product_ids: JSON.stringify(input.productIds) }),
    ...(input.isActive !== undefined && { is_active: input.isActive ? (1 as const) : (0 as const) }),
  }
}

export async function listDiscounts(db: Kysely<Database>): Promise<Discount[]> {
  const rows = await db
    .selectFrom('discounts')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute()
  return rows.map(toDiscount)
}

/** Read to be changed: PostgreSQL locks the row, so the "before" the activity log keeps is what is replaced. */
async function findDiscountRowToChange(trx: Kysely<Database>, id: string): Promise<DiscountRow> {
  const query = trx.selectFrom('discounts').selectAll().where('id', '=', id)
  const row = await readToChange(trx, query).executeTakeFirst()
  if (!row) throw new NotFoundError('Discount not found')
  return row
}

export async function createDiscount(
  db: Kysely<Database>,
  actor: AuditActor,
  input: CreateDiscountInput,
  now = new Date(),
): Promise<Discount> {
  const row: DiscountRow = {
    id: newId(),
    code: input.code,
    description: input.description,
    type: input.type,
    value: 0,
    min_order_paise: null,
    max_discount_paise: null,
    starts_at: null,
    ends_at: null,
    usage_limit: null,
    per_customer_limit: null,
    categories: '[]',
    product_ids: '[]',
    is_active: 1,
    times_used: 0,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
    ...columnsOf(input),
  }
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('discounts')
      .values(row)
      .onConflict((conflict) => conflict.column('code').doNothing())
      .returning('id')
      .executeTakeFirst()
    if (!inserted) throw new ConflictError(CODE_TAKEN_MESSAGE)
    await recordAudit(trx, actor, {
      action: 'discount.create',
      entity: 'discount',
      entityId: row.id,
      after: auditedFields(row),
    })
    return toDiscount(row)
  })
}

/** Changes what the input names. A new end must still follow the start, whichever of the two changed. */
export async function updateDiscount(
  db: Kysely<Database>,
  actor: AuditActor,
  id: string,
  input: UpdateDiscountInput,
  now = new Date(),
): Promise<Discount> {
  return db.transaction().execute(async (trx) => {
    const current = await findDiscountRowToChange(trx, id)
    const next = { ...current, ...columnsOf(input), updated_at: now.toISOString() }
    if (next.starts_at && next.ends_at && next.ends_at <= next.starts_at)
      throw new BadRequestError('The end must be after the start')
    if (input.code !== undefined && input.code !== current.code) {
      const taken = await trx
        .selectFrom('discounts')
        .select('id')
        .where('code', '=', input.code)
        .executeTakeFirst()
      if (taken) throw new ConflictError(CODE_TAKEN_MESSAGE)
    }
    try {
      await trx
        .updateTable('discounts')
        .set({ ...columnsOf(input), updated_at: next.updated_at })
        .where('id', '=', id)
        .execute()
    } catch (error) {
      // Another admin took the code between the check and the write (the transaction is rolled back).
      if (/unique|duplicate/i.test(String((error as Error).message)))
        throw new ConflictError(CODE_TAKEN_MESSAGE)
      throw error
    }
    const changed = changedFields(auditedFields(current), auditedFields(next))
    if (changed)
      await recordAudit(trx, actor, {
        action: 'discount.update',
        entity: 'discount',
        entityId: id,
        ...changed,
      })
    return toDiscount(next)
  })
}

/** Placed orders keep the code and the amount they got; only the code's own record goes. */
export async function deleteDiscount(db: Kysely<Database>, actor: AuditActor, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom('discounts').where('id', '=', id).returningAll().executeTakeFirst()
    if (!deleted) throw new NotFoundError('Discount not found')
    await recordAudit(trx, actor, {
      action: 'discount.delete',
      entity: 'discount',
      entityId: id,
      before: auditedFields(deleted),
    })
  })
}

async function usesByCustomer(db: Kysely<Database>, discountId: string, userId: string): Promise<number> {
  const uses = await db
    .selectFrom('discount_redemptions')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('discount_id', '=', discountId)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow()
  return Number(uses.count)
}

/** What a code would take off this cart for this customer now, without using it. */
export async function previewDiscount(
  db: Kysely<Database>,
  code: string,
  userId: string,
  lines: readonly PricedLine[],
  now: Date,
): Promise<DiscountVerdict> {
  const rule = await db.selectFrom('discounts').selectAll().where('code', '=', code).executeTakeFirst()
  if (!rule) return { ok: false, message: DISCOUNT_MESSAGES.unknown }
  return evaluateDiscount(rule, { lines, usesByCustomer: await usesByCustomer(db, rule.id, userId), now })
}

/**
 * Uses a code for an order, in the order's transaction, and returns the discount in paise with the products it covers
 * (their lines carry the discount, decision 0025); a code that does not apply is a 400 with its reason. The use is
 * counted by one conditional UPDATE of the code's row, so of buyers racing for the last use exactly one gets it. That
 * UPDATE also holds the row's lock until the order commits (on SQLite the whole write lock), so the customer's earlier
 * uses are counted after it: two tabs of one customer cannot both pass a per-customer limit.
 */
export async function redeemDiscount(
  trx: Kysely<Database>,
  redemption: { code: string; userId: string; orderId: string; lines: readonly PricedLine[]; now: Date },
): Promise<{ discountPaise: number; coveredProductIds: string[] }> {
  const rule = await trx
    .selectFrom('discounts')
    .selectAll()
    .where('code', '=', redemption.code)
    .executeTakeFirst()
  if (!rule) throw new BadRequestError(DISCOUNT_MESSAGES.unknown)
  const counted = await trx
    .updateTable('discounts')
    .set((eb) => ({ times_used: eb('times_used', '+', 1) }))
    .where('id', '=', rule.id)
    .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('times_used', '<', eb.ref('usage_limit'))]))
    .executeTakeFirst()
  if (Number(counted.numUpdatedRows) === 0) throw new BadRequestError(DISCOUNT_MESSAGES.usedUp)
  const verdict = evaluateDiscount(
    // The use just counted is this order's own.
    { ...rule, times_used: 0, usage_limit: null },
    {
      lines: redemption.lines,
      usesByCustomer: await usesByCustomer(trx, rule.id, redemption.userId),
      now: redemption.now,
    },
  )
  if (!verdict.ok) throw new BadRequestError(verdict.message)
  await trx
    .insertInto('discount_redemptions')
    .values({
      id: newId(),
      discount_id: rule.id,
      order_id: redemption.orderId,
      user_id: redemption.userId,
      created_at: redemption.now.toISOString(),
    })
    .execute()
  return { discountPaise: verdict.discountPaise, coveredProductIds: verdict.coveredProductIds }
}

/**
 * An order taken out of "cancelled" by the admin counts its code's use again, even past the code's limit: the
 * order is as it was before the cancel. A code deleted meanwhile has nothing to count.
 */
export async function restoreDiscountUse(
  trx: Kysely<Database>,
  use: { code: string; orderId: string; userId: string },
): Promise<void> {
  const rule = await trx.selectFrom('discounts').select('id').where('code', '=', use.code).executeTakeFirst()
  if (!rule) return
  const inserted = await trx
    .insertInto('discount_redemptions')
    .values({
      id: newId(),
      discount_id: rule.id,
      order_id: use.orderId,
      user_id: use.userId,
      created_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.column('order_id').doNothing())
    .returning('id')
    .executeTakeFirst()
  if (inserted)
    await trx
      .updateTable('discounts')
      .set((eb) => ({ times_used: eb('times_used', '+', 1) }))
      .where('id', '=', rule.id)
      .execute()
}

/** A cancelled order gives its use of a code back, so the customer (and the code's total) may use it again. */
export async function releaseDiscountUse(trx: Kysely<Database>, orderId: string): Promise<void> {
  const use = await trx
    .selectFrom('discount_redemptions')
    .select(['id', 'discount_id'])
    .where('order_id', '=', orderId)
    .executeTakeFirst()
  if (!use) return
  await trx.deleteFrom('discount_redemptions').where('id', '=', use.id).execute()
  await trx
    .updateTable('discounts')
    .set((eb) => ({ times_used: eb('times_used', '-', 1) }))
    .where('id', '=', use.discount_id)
    .where('times_used', '>', 0)
    .execute()
}
