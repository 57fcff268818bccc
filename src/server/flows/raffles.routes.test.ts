import { createHash, createHmac } from 'node:crypto'
import { beforeAll, expect, it } from 'vitest'
import {
  type AdminRaffleEntriesResponse,
  type AdminRafflesResponse,
  RAFFLE_DUPLICATE_MESSAGES,
  RAFFLE_NOT_OPEN_MESSAGE,
  type Raffle,
} from '@common/schemas/raffle'
import { verifyRaffle } from '../../../scripts/verify-raffle.mjs'
import { DEFAULT_SHOP_STATE } from '../config'
import { connectDatabase } from '../db/connection'
import { newId, nowIso } from '../db/ids'
import type { Database } from '../db/schema'
import { hashPassword } from '../modules/auth'
import { startRefreshSession } from '../modules/auth/refresh-sessions'
import { keptShippingRates } from '../modules/delivery'
import { createInvoiceNumbering } from '../modules/orders'
import { sampleAddress } from '../test/fixtures'
import {
  describeEachShop,
  expireHolds,
  HOLD_MS,
  HOLD_MINUTES,
  payOrder,
  product,
  SHOP_GSTIN,
  type Shop,
  stockOf,
} from '../test/lifecycle-shop'
import { outboxMails } from '../test/outbox-mails'
import { bearer, signUpAdmin, uniqueEmail, type SignedUpUser } from '../test/test-app'
import type { Kysely } from 'kysely'
import { type RaffleDrawContext, runRaffles } from './raffle-draw'

const MINUTE = 60_000
let shoppers = 0

type Shopper = {
  id: string
  name: string
  email: string
  token: string
  addressId: string
  addressLine1: string
  phone: string
}

/**
 * A shopper with a saved address and a signed-in token, written straight to the database (no password to hash:
 * two hundred of them sign in at once in one test). Each has an address and phone of their own unless told.
 */
type AddressFields = Partial<Omit<typeof sampleAddress, 'addressLine2'> & { addressLine2: string | null }>

async function shopper(shop: Shop, address: AddressFields = {}): Promise<Shopper> {
  const db = shop.database.db
  shoppers += 1
  const n = shoppers
  const id = newId()
  const addressId = newId()
  const email = uniqueEmail('raffle')
  const name = `Raffle Shopper ${n}`
  const now = nowIso()
  await db
    .insertInto('users')
    .values({
      id,
      name,
      email,
      password_hash: 'not-a-password-hash',
      role: 'user',
      is_active: 1,
      profile_picture: null,
      created_at: now,
      updated_at: now,
      totp_secret: null,
      totp_pending_secret: null,
      totp_enabled_at: null,
      totp_last_step: null,
    })
    .execute()
  const fields = {
    ...sampleAddress,
    addressLine1: `${n} Raffle Lane`,
    addressLine2: null,
    phone: `9${String(n).padStart(9, '0')}`,
    ...address,
  }
  await db
    .insertInto('addresses')
    .values({
      id: addressId,
      user_id: id,
      full_name: fields.fullName,
      email: fields.email,
      phone: fields.phone,
      country: fields.country,
      address_line1: fields.addressLine1,
      address_line2: fields.addressLine2,
      city: fields.city,
      state: fields.state,
      postal_code: fields.postalCode,
      is_default: 1,
      created_at: now,
      updated_at: now,
    })
    .execute()
  const { sessionId } = await startRefreshSession(db, id)
  const token = await shop.app.accessTokens.sign({ userId: id, sessionId })
  return { id, name, email, token, addressId, addressLine1: fields.addressLine1, phone: fields.phone }
}

/** The draw's context over a database: the app's own, or another connection (another instance). */
function drawContext(shop: Shop, db: Kysely<Database> = shop.database.db): RaffleDrawContext {
  return {
    lifecycle: { ...shop.lifecycle, db },
    seller: { gstin: SHOP_GSTIN, state: DEFAULT_SHOP_STATE },
    holdMinutes: HOLD_MINUTES,
    invoices: createInvoiceNumbering(db, shop.app.log),
    mail: () => shop.app.backgroundMailContext(),
    shippingRates: keptShippingRates(shop.app.changes),
  }
}

describeEachShop('raffles', (shop) => {
  let admin: SignedUpUser
  beforeAll(async () => {
    admin = await signUpAdmin(shop)
  })

  const inMinutes = (minutes: number) => new Date(shop.clock.now().getTime() + minutes * MINUTE).toISOString()

  const createRequest = (productId: string, body: object, token = admin.token) =>
    shop.app.inject({
      method: 'POST',
      url: `/api/products/${productId}/raffles`,
      headers: bearer(token),
      payload: body,
    })

  /** A raffle opening in a minute and closing ten minutes later. */
  async function createRaffle(productId: string, units: number): Promise<Raffle> {
    const response = await createRequest(productId, { opensAt: inMinutes(1), closesAt: inMinutes(11), units })
    expect(response.statusCode, response.body).toBe(201)
    return response.json()
  }

  const enter = (raffleId: string, who: Pick<Shopper, 'token' | 'addressId'>) =>
    shop.app.inject({
      method: 'POST',
      url: `/api/raffles/${raffleId}/entries`,
      headers: bearer(who.token),
      payload: { addressId: who.addressId },
    })

  async function entered(raffleId: string, who: Shopper): Promise<string> {
    const response = await enter(raffleId, who)
    expect(response.statusCode, response.body).toBe(201)
    return response.json().entryId
  }

  async function publicRaffle(raffleId: string, token?: string): Promise<Raffle> {
    const response = await shop.app.inject({
      method: 'GET',
      url: `/api/raffles/${raffleId}`,
      headers: token ? bearer(token) : {},
    })
    expect(response.statusCode, response.body).toBe(200)
    return response.json()
  }

  async function adminEntries(raffleId: string): Promise<AdminRaffleEntriesResponse> {
    const response = await shop.app.inject({
      method: 'GET',
      url: `/api/raffles/${raffleId}/entries`,
      headers: bearer(admin.token),
    })
    expect(response.statusCode, response.body).toBe(200)
    return response.json()
  }

  /** Opens the raffle, enters the shoppers, closes it and runs the draw. */
  async function drawnWith(raffle: Raffle, entrants: Shopper[]): Promise<Raffle> {
    shop.clock.advance(2 * MINUTE)
    for (const who of entrants) await entered(raffle._id, who)
    shop.clock.advance(10 * MINUTE)
    await runRaffles(drawContext(shop))
    return publicRaffle(raffle._id)
  }

  const raffleOrder = (orderId: string | null) =>
    shop.database.db.selectFrom('orders').selectAll().where('id', '=', orderId!).executeTakeFirstOrThrow()

  it('sets its units aside from the stock and publishes the seed hash, never the seed, before the draw', async () => {
    const figure = await product(shop, { stock: 10 })
    const raffle = await createRaffle(figure.id, 3)
    expect(await stockOf(shop, figure.id)).toBe(7)
    expect(raffle).toMatchObject({ state: 'upcoming', units: 3, seed: null, entries: [], winners: [] })
    expect(raffle.seedHash).toMatch(/^[0-9a-f]{64}$/)
    expect(raffle.product).toMatchObject({ _id: figure.id, name: figure.name, price: 1299 })
    const movement = await shop.database.db
      .selectFrom('stock_movements')
      .select(['change', 'reason', 'note'])
      .where('product_id', '=', figure.id)
      .where('reason', '=', 'raffle')
      .executeTakeFirstOrThrow()
    expect(movement).toEqual({ change: -3, reason: 'raffle', note: `Raffle ${raffle._id}` })
    shop.clock.advance(2 * MINUTE)
    const open = await publicRaffle(raffle._id)
    expect(open).toMatchObject({ state: 'open', seedHash: raffle.seedHash, seed: null })
    const listed = await shop.app.inject({ method: 'GET', url: `/api/products/${figure.id}/raffles` })
    expect(listed.json().raffles).toEqual([
      expect.objectContaining({ _id: raffle._id, state: 'open', units: 3, entryCount: 0 }),
    ])
  })

  it('refuses a raffle of more units than in stock, of an unknown product, closing before it opens, or from a shopper', async () => {
    const figure = await product(shop, { stock: 2 })
    const times = { opensAt: inMinutes(1), closesAt: inMinutes(5) }
    expect((await createRequest(figure.id, { ...times, units: 3 })).statusCode).toBe(409)
    expect(await stockOf(shop, figure.id)).toBe(2)
    expect((await createRequest('0'.repeat(24), { ...times, units: 1 })).statusCode).toBe(404)
    const backwards = await createRequest(figure.id, {
      opensAt: times.closesAt,
      closesAt: times.opensAt,
      units: 1,
    })
    expect(backwards.statusCode).toBe(400)
    expect(backwards.json().message).toBe('Closing time must be after the opening time')
    const noOffset = await createRequest(figure.id, { ...times, opensAt: '2026-12-01T10:00:00', units: 1 })
    expect(noOffset.statusCode).toBe(400)
    expect((await createRequest(figure.id, { ...times, units: 0 })).statusCode).toBe(400)
    const someone = await shopper(shop)
    expect((await createRequest(figure.id, { ...times, units: 1 }, someone.token)).statusCode).toBe(403)
  })

  it('takes entries only while open: none before opensAt, none from closesAt on', async () => {
    const raffle = await createRaffle((await product(shop)).id, 1)
    const early = await enter(raffle._id, await shopper(shop))
    expect(early.statusCode).toBe(409)
    expect(early.json().message).toBe(RAFFLE_NOT_OPEN_MESSAGE)
    shop.clock.advance(2 * MINUTE)
    expect((await enter(raffle._id, await shopper(shop))).statusCode).toBe(201)
    shop.clock.advance(9 * MINUTE)
    expect((await publicRaffle(raffle._id)).state).toBe('closed')
    const late = await enter(raffle._id, await shopper(shop))
    expect(late.statusCode).toBe(409)
    expect(late.json().message).toBe(RAFFLE_NOT_OPEN_MESSAGE)
    const unknown = await enter('0'.repeat(24), await shopper(shop))
    expect(unknown.statusCode).toBe(404)
  })

  it('refuses a second entry by the same account, address or phone, naming the rule, and shows the admin each refusal', async () => {
    const raffle = await createRaffle((await product(shop)).id, 1)
    shop.clock.advance(2 * MINUTE)
    const first = await shopper(shop, {
      addressLine1: '12, M.G. Road',
      addressLine2: 'Flat 4-B',
      city: 'Bengaluru',
      postalCode: '560001',
      phone: '9812345678',
    })
    await entered(raffle._id, first)

    const again = await enter(raffle._id, first)
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(RAFFLE_DUPLICATE_MESSAGES.account)

    // The same door written another way: case, spaces, punctuation, a word moved between the lines.
    const sameDoor = await shopper(shop, {
      addressLine1: '12 mg road flat',
      addressLine2: '4b',
      city: ' BENGALURU ',
      postalCode: '560 001',
    })
    const address = await enter(raffle._id, sameDoor)
    expect(address.statusCode).toBe(409)
    expect(address.json().message).toBe(RAFFLE_DUPLICATE_MESSAGES.address)

    const samePhone = await shopper(shop, { phone: '+91 98123-45678' })
    const phone = await enter(raffle._id, samePhone)
    expect(phone.statusCode).toBe(409)
    expect(phone.json().message).toBe(RAFFLE_DUPLICATE_MESSAGES.phone)

    // Another flat in the same building is another address.
    const neighbour = await shopper(shop, { addressLine1: '12, M.G. Road', addressLine2: 'Flat 5-B' })
    await entered(raffle._id, neighbour)

    // Someone else's saved address is not theirs to enter with.
    const borrowed = await enter(raffle._id, {
      token: (await shopper(shop)).token,
      addressId: first.addressId,
    })
    expect(borrowed.statusCode).toBe(404)

    const seen = await adminEntries(raffle._id)
    expect(seen.entries.map((entry) => entry.user.email).sort()).toEqual(
      [first.email, neighbour.email].sort(),
    )
    const firstEntry = seen.entries.find((entry) => entry.user._id === first.id)
    expect(firstEntry).toMatchObject({
      user: { _id: first.id, name: first.name },
      phone: '9812345678',
      outcome: 'pending',
      ticket: null,
      orderId: null,
    })
    expect(firstEntry!.address).toContain('12, M.G. Road')
    const refusals = seen.refusals.map((refusal) => [refusal.user._id, refusal.rule, refusal.message])
    expect(refusals.sort((left, right) => left[1]!.localeCompare(right[1]!))).toEqual([
      [first.id, 'account', RAFFLE_DUPLICATE_MESSAGES.account],
      [sameDoor.id, 'address', RAFFLE_DUPLICATE_MESSAGES.address],
      [samePhone.id, 'phone', RAFFLE_DUPLICATE_MESSAGES.phone],
    ])
    expect(seen.raffle).toMatchObject({ entryCount: 2, refusalCount: 3 })
  })

  it('two hundred shoppers entering at once: every distinct entry made, every duplicate refused, none a 500; all drawn', async () => {
    const raffle = await createRaffle((await product(shop)).id, 5)
    shop.clock.advance(2 * MINUTE)
    const distinct = await Promise.all(Array.from({ length: 200 }, () => shopper(shop)))
    // Twenty with another's address and twenty with another's phone, sent in the same burst as the originals.
    const twins = await Promise.all([
      ...distinct
        .slice(0, 20)
        .map((original) => shopper(shop, { addressLine1: original.addressLine1, addressLine2: null })),
      ...distinct.slice(20, 40).map((original) => shopper(shop, { phone: `+91 ${original.phone}` })),
    ])
    const all = [...distinct, ...twins, ...distinct.slice(0, 10)]
    const statuses = (await Promise.all(all.map((who) => enter(raffle._id, who)))).map((r) => r.statusCode)
    expect(statuses.filter((status) => status === 201)).toHaveLength(200)
    expect(statuses.filter((status) => status === 409)).toHaveLength(50)
    expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([])
    const seen = await adminEntries(raffle._id)
    expect(seen.entries).toHaveLength(200)
    expect(seen.refusals).toHaveLength(50)

    shop.clock.advance(10 * MINUTE)
    await runRaffles(drawContext(shop))
    const drawn = await publicRaffle(raffle._id)
    expect(drawn.entries.every((entry) => /^[0-9a-f]{64}$/.test(entry.ticket ?? ''))).toBe(true)
    expect(verifyRaffle(drawn).problems).toEqual([])
    const outcomes = (await adminEntries(raffle._id)).entries.map((entry) => entry.outcome)
    expect(outcomes.filter((outcome) => outcome === 'won')).toHaveLength(5)
    expect(outcomes.filter((outcome) => outcome === 'lost')).toHaveLength(195)
  })

  it('draws only after closesAt, once, with tickets anyone can verify, and mails every entrant', async () => {
    const figure = await product(shop, { stock: 5, pricePaise: 249_900 })
    const raffle = await createRaffle(figure.id, 2)
    shop.clock.advance(2 * MINUTE)
    const entrants = [await shopper(shop), await shopper(shop), await shopper(shop), await shopper(shop)]
    const entryIds = []
    for (const who of entrants) entryIds.push(await entered(raffle._id, who))

    shop.clock.advance(9 * MINUTE - 1)
    await runRaffles(drawContext(shop))
    expect((await publicRaffle(raffle._id)).state).toBe('open')
    shop.clock.advance(1)
    await runRaffles(drawContext(shop))
    await runRaffles(drawContext(shop))

    const drawn = await publicRaffle(raffle._id)
    expect(drawn.state).toBe('drawn')
    const seed = Buffer.from(drawn.seed!, 'hex')
    expect(seed).toHaveLength(32)
    expect(createHash('sha256').update(seed).digest('hex')).toBe(raffle.seedHash)
    const tickets = entryIds
      .map((id) => ({ _id: id, ticket: createHmac('sha256', seed).update(id).digest('hex') }))
      .sort((left, right) => (left.ticket < right.ticket ? -1 : 1))
    expect(drawn.entries.map(({ _id, ticket }) => ({ _id, ticket }))).toEqual(tickets)
    expect(drawn.entries.map((entry) => entry.outcome)).toEqual([
      'won',
      'won',
      ...tickets.slice(2).map(() => 'lost'),
    ])
    expect(drawn.winners).toEqual(tickets.slice(0, 2).map((entry) => entry._id))
    expect(verifyRaffle(drawn).problems).toEqual([])

    // Each winner has an order for one unit at the price, to pay online within the hold, from the units set aside.
    const seen = await adminEntries(raffle._id)
    const won = seen.entries.filter((entry) => entry.outcome === 'won')
    expect(won.map((entry) => entry._id)).toEqual(drawn.winners)
    for (const entry of won) {
      const order = await raffleOrder(entry.orderId)
      expect(order).toMatchObject({
        user_id: entry.user._id,
        payment_method: 'PHONEPE',
        status: 'pending',
        total_price_paise: 249_900,
        hold_expires_at: new Date(shop.clock.now().getTime() + HOLD_MS).toISOString(),
      })
      expect(JSON.parse(order.shipping_address)).toMatchObject({
        addressLine1: expect.stringContaining('Raffle Lane'),
      })
    }
    expect(seen.entries.filter((entry) => entry.outcome === 'lost')).toHaveLength(2)
    expect(await stockOf(shop, figure.id)).toBe(3)

    // Each entrant hears once: the winners with their order to pay, the others that they did not win.
    for (const who of entrants) {
      const mails = await outboxMails(shop.database.db, { to: who.email })
      const mine = seen.entries.find((entry) => entry.user._id === who.id)!
      if (mine.outcome === 'won') {
        expect(mails.map((mail) => mail.kind)).toEqual(['raffle-won'])
        expect(mails[0]!.text).toContain(`/orders/${mine.orderId}`)
      } else expect(mails.map((mail) => mail.kind)).toEqual(['raffle-not-won'])
    }

    // The shopper sees their own entry, its outcome and their order.
    const winner = entrants.find((who) => who.id === won[0]!.user._id)!
    expect(await publicRaffle(raffle._id, winner.token)).toMatchObject({
      myEntryId: won[0]!._id,
      myOutcome: 'won',
      myOrderId: won[0]!.orderId,
    })
  })

  it('two instances drawing at once make one draw', async () => {
    const figure = await product(shop, { stock: 3 })
    const raffle = await createRaffle(figure.id, 2)
    const entrants = [await shopper(shop), await shopper(shop), await shopper(shop)]
    shop.clock.advance(2 * MINUTE)
    for (const who of entrants) await entered(raffle._id, who)
    shop.clock.advance(10 * MINUTE)
    // The second instance: its own connection to the same PostgreSQL schema, or SQLite's one connection.
    const second =
      shop.dialect === 'postgres'
        ? connectDatabase({
            kind: 'postgres',
            connectionString: process.env.TEST_DATABASE_URL!,
            searchPath: shop.database.schema!,
          })
        : undefined
    try {
      await Promise.all([
        runRaffles(drawContext(shop)),
        runRaffles(drawContext(shop, second?.db)),
        runRaffles(drawContext(shop)),
      ])
    } finally {
      await second?.close()
    }
    const orders = await shop.database.db
      .selectFrom('order_items')
      .select('order_id')
      .where('product_id', '=', figure.id)
      .execute()
    expect(orders).toHaveLength(2)
    const mails = await outboxMails(shop.database.db, { to: entrants.map((who) => who.email) })
    expect(mails.map((mail) => mail.kind).sort()).toEqual(['raffle-not-won', 'raffle-won', 'raffle-won'])
    expect(verifyRaffle(await publicRaffle(raffle._id)).problems).toEqual([])
    expect(await stockOf(shop, figure.id)).toBe(1)
  })

  it("passes an unpaid winner's unit to the next entry in ticket order, and puts units left back on sale", async () => {
    const figure = await product(shop, { stock: 4 })
    const raffle = await createRaffle(figure.id, 2)
    const entrants = [await shopper(shop), await shopper(shop), await shopper(shop)]
    const drawn = await drawnWith(raffle, entrants)
    const byEntry = new Map(
      (await adminEntries(raffle._id)).entries.map((entry) => [
        entry._id,
        { ...entry, who: entrants.find((who) => who.id === entry.user._id)! },
      ]),
    )
    const [first, second, third] = drawn.entries.map((entry) => byEntry.get(entry._id)!)
    // Only one of the two winners pays.
    await payOrder(shop, second!.who.token, second!.orderId!)
    shop.clock.advance(HOLD_MS + MINUTE)
    await expireHolds(shop)
    expect((await raffleOrder(first!.orderId)).status).toBe('cancelled')
    // The unit went back to the raffle, not on sale.
    expect(await stockOf(shop, figure.id)).toBe(2)

    await runRaffles(drawContext(shop))
    const after = await adminEntries(raffle._id)
    const outcomes = Object.fromEntries(after.entries.map((entry) => [entry._id, entry.outcome]))
    expect(outcomes).toEqual({ [first!._id]: 'forfeited', [second!._id]: 'won', [third!._id]: 'won' })
    // The public answer shows the roll-down too, by entry id only.
    expect((await publicRaffle(raffle._id)).entries).toEqual([
      { _id: first!._id, ticket: expect.any(String), outcome: 'forfeited' },
      { _id: second!._id, ticket: expect.any(String), outcome: 'won' },
      { _id: third!._id, ticket: expect.any(String), outcome: 'won' },
    ])
    const thirdOrder = after.entries.find((entry) => entry._id === third!._id)!.orderId
    expect((await raffleOrder(thirdOrder)).hold_expires_at).toBe(
      new Date(shop.clock.now().getTime() + HOLD_MS).toISOString(),
    )
    const rolledDown = await outboxMails(shop.database.db, { to: third!.who.email })
    expect(rolledDown.map((mail) => mail.kind)).toEqual(['raffle-not-won', 'raffle-won-after-roll-down'])
    expect(rolledDown[1]!.text).toContain(`/orders/${thirdOrder}`)
    expect(await stockOf(shop, figure.id)).toBe(2)

    // The last entrant does not pay either: no entry is left, so the unit goes back on sale.
    shop.clock.advance(HOLD_MS + MINUTE)
    await expireHolds(shop)
    await runRaffles(drawContext(shop))
    expect(await stockOf(shop, figure.id)).toBe(3)
    const returned = await shop.database.db
      .selectFrom('stock_movements')
      .select(['change', 'reason'])
      .where('product_id', '=', figure.id)
      .where('reason', '=', 'raffle-return')
      .execute()
    expect(returned).toEqual([{ change: 1, reason: 'raffle-return' }])
    const admins = await shop.app.inject({
      method: 'GET',
      url: '/api/admin/raffles',
      headers: bearer(admin.token),
    })
    const listed = (admins.json() as AdminRafflesResponse).raffles.find((one) => one._id === raffle._id)
    expect(listed).toMatchObject({
      state: 'drawn',
      entryCount: 3,
      unitsAwarded: 1,
      unitsReturned: 1,
    })
  })

  it("passes an erased account's entry by when a unit comes back, and keeps the entry without its address", async () => {
    const figure = await product(shop, { stock: 3 })
    const raffle = await createRaffle(figure.id, 1)
    const entrants = [await shopper(shop), await shopper(shop), await shopper(shop)]
    const drawn = await drawnWith(raffle, entrants)
    const whoseEntry = new Map(
      (await adminEntries(raffle._id)).entries.map((entry) => [
        entry._id,
        entrants.find((who) => who.id === entry.user._id)!,
      ]),
    )
    const [first, second, third] = drawn.entries.map((entry) => ({
      ...entry,
      who: whoseEntry.get(entry._id)!,
    }))

    // The next in ticket order deletes their account while the winner has yet to pay.
    await shop.database.db
      .updateTable('users')
      .set({ password_hash: await hashPassword('erase-me-please') })
      .where('id', '=', second!.who.id)
      .execute()
    const erased = await shop.app.inject({
      method: 'POST',
      url: '/api/users/me/delete',
      headers: bearer(second!.who.token),
      payload: { password: 'erase-me-please' },
    })
    expect(erased.statusCode, erased.body).toBe(200)

    // The winner does not pay: the unit passes the erased account by, to the third.
    shop.clock.advance(HOLD_MS + MINUTE)
    await expireHolds(shop)
    await runRaffles(drawContext(shop))
    await runRaffles(drawContext(shop))
    const after = new Map((await adminEntries(raffle._id)).entries.map((entry) => [entry._id, entry]))
    expect(after.get(first!._id)!.outcome).toBe('forfeited')
    expect(after.get(second!._id)).toMatchObject({ orderId: null, phone: '' })
    expect(after.get(second!._id)!.address).not.toContain(second!.who.addressLine1)
    expect(after.get(third!._id)!.orderId).toEqual(expect.any(String))
    expect(
      await shop.database.db
        .selectFrom('orders')
        .select('id')
        .where('user_id', '=', second!.who.id)
        .execute(),
    ).toEqual([])
  })

  it('puts units no entry can take back on sale at the draw', async () => {
    const figure = await product(shop, { stock: 5 })
    const raffle = await createRaffle(figure.id, 3)
    await drawnWith(raffle, [await shopper(shop)])
    expect(await stockOf(shop, figure.id)).toBe(4)
    const empty = await createRaffle(figure.id, 2)
    expect(await stockOf(shop, figure.id)).toBe(2)
    const drawn = await drawnWith(empty, [])
    expect(drawn).toMatchObject({ state: 'drawn', entries: [], winners: [] })
    expect(await stockOf(shop, figure.id)).toBe(4)
  })

  it('answers the public raffle with no names, e-mails, addresses or phones, before and after the draw', async () => {
    const raffle = await createRaffle((await product(shop)).id, 1)
    const entrants = [
      await shopper(shop, { fullName: 'Ananya Iyer', city: 'Chennai', postalCode: '600001' }),
      await shopper(shop, { fullName: 'Rohan Mehta', city: 'Pune', postalCode: '411001' }),
    ]
    shop.clock.advance(2 * MINUTE)
    for (const who of entrants) await entered(raffle._id, who)
    const before = await shop.app.inject({ method: 'GET', url: `/api/raffles/${raffle._id}` })
    shop.clock.advance(10 * MINUTE)
    await runRaffles(drawContext(shop))
    const after = await shop.app.inject({ method: 'GET', url: `/api/raffles/${raffle._id}` })
    for (const body of [before.body, after.body]) {
      for (const who of entrants) {
        expect(body).not.toContain(who.email)
        expect(body).not.toContain(who.name)
        expect(body).not.toContain(who.id)
      }
      for (const text of ['Ananya', 'Rohan', 'Chennai', 'Pune', '600001', 'Raffle Lane', sampleAddress.email])
        expect(body).not.toContain(text)
    }
    expect(JSON.parse(after.body).myEntryId).toBeNull()
  })

  it("prices a winner's order as any online order: the flat rate below the threshold, no cash-on-delivery fee", async () => {
    const putCharges = (charges: object) =>
      shop.app.inject({
        method: 'PUT',
        url: '/api/shipping/settings',
        headers: bearer(admin.token),
        payload: charges,
      })
    expect((await putCharges({ flatRate: 49, freeOver: 1000, codFee: 30 })).statusCode).toBe(200)
    try {
      const keychain = await product(shop, { stock: 5, pricePaise: 50_000 })
      const raffle = await createRaffle(keychain.id, 1)
      const drawn = await drawnWith(raffle, [await shopper(shop)])
      const [won] = (await adminEntries(raffle._id)).entries.filter((entry) => entry._id === drawn.winners[0])
      expect(await raffleOrder(won!.orderId)).toMatchObject({
        items_price_paise: 50_000,
        shipping_price_paise: 4_900,
        cod_fee_paise: 0,
        total_price_paise: 54_900,
      })
    } finally {
      expect((await putCharges({ flatRate: 0, freeOver: 500, codFee: 0 })).statusCode).toBe(200)
    }
  })
})
