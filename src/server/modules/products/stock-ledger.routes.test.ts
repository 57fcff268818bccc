import { beforeAll, expect, it } from 'vitest'
import type { StockMovementsResponse } from '@common/schemas/stock'
import {
  adminCancel,
  describeEachShop,
  expireEarlierHolds,
  expireHolds,
  HOLD_MS,
  placeOrder,
  placeOrderRequest,
  product,
  stockOf,
  type Shop,
} from '../../test/lifecycle-shop'
import { bearer, signUp, signUpAdmin, signUpStaff, type SignedUpUser } from '../../test/test-app'
import { stockLedgerDifferences } from './stock-ledger'

/** The ledger of one product as the admin reads it, newest first. */
async function movementsOf(shop: Shop, token: string, productId: string, query = '') {
  const response = await shop.app.inject({
    method: 'GET',
    url: `/api/products/${productId}/stock-movements${query}`,
    headers: bearer(token),
  })
  expect(response.statusCode).toBe(200)
  return response.json<StockMovementsResponse>()
}

const edit = (shop: Shop, token: string, productId: string, payload: object) =>
  shop.app.inject({ method: 'PUT', url: `/api/products/${productId}`, headers: bearer(token), payload })

const adjust = (shop: Shop, token: string, productId: string, payload: object) =>
  shop.app.inject({
    method: 'POST',
    url: `/api/products/${productId}/stock-adjustments`,
    headers: bearer(token),
    payload,
  })

/** The ledger adds up for the products `ids` (other tests' products are theirs to check). */
async function expectLedgerAddsUp(shop: Shop, ids: string[]): Promise<void> {
  const differences = await stockLedgerDifferences(shop.database.db)
  expect(differences.filter((difference) => ids.includes(difference.productId))).toEqual([])
}

describeEachShop('stock edits from a known value and the stock ledger', (shop) => {
  let admin: SignedUpUser
  let staff: SignedUpUser
  let shopper: SignedUpUser

  beforeAll(async () => {
    admin = await signUpAdmin(shop)
    staff = await signUpStaff(shop)
    shopper = await signUp(shop.app)
  })

  it('keeps units sold while the form was open: a save without stock leaves it, one from the old figure is 409', async () => {
    const figure = await product(shop, { stock: 5 })
    // The form was read with 5 in stock; meanwhile a shopper orders 3.
    await placeOrder(shop, shopper.token, [{ product: figure.id, qty: 3 }], { paymentMethod: 'COD' })
    expect(await stockOf(shop, figure.id)).toBe(2)

    // The owner fixes a typo: the form sends no stock, since nobody touched the field.
    const renamed = await edit(shop, admin.token, figure.id, {
      name: 'Gojo Satoru 1/7 (fixed)',
      stockFrom: 5,
    })
    expect(renamed.statusCode).toBe(200)
    expect(renamed.json()).toMatchObject({ name: 'Gojo Satoru 1/7 (fixed)', stock: 2 })

    // Had they typed a new stock from the figure they saw, nothing is saved and both figures come back.
    const stale = await edit(shop, admin.token, figure.id, {
      name: 'Typed meanwhile',
      stock: 8,
      stockFrom: 5,
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toEqual({
      success: false,
      message: 'Stock changed from 5 to 2 while you were editing; it is now 2.',
      currentStock: 2,
      field: 'stock',
    })
    expect(await stockOf(shop, figure.id)).toBe(2)
    const after = await shop.app.inject({ method: 'GET', url: `/api/products/${figure.id}` })
    expect(after.json()).toMatchObject({ name: 'Gojo Satoru 1/7 (fixed)' })

    // From the current figure the edit goes through, as a movement by its author.
    const fixed = await edit(shop, staff.token, figure.id, { stock: 8, stockFrom: 2 })
    expect(fixed.statusCode).toBe(200)
    expect(fixed.json()).toMatchObject({ stock: 8 })
    const { movements, total } = await movementsOf(shop, admin.token, figure.id)
    expect(total).toBe(3)
    expect(movements.map(({ reason, change, stockAfter }) => ({ reason, change, stockAfter }))).toEqual([
      { reason: 'edit', change: 6, stockAfter: 8 },
      { reason: 'order', change: -3, stockAfter: 2 },
      { reason: 'opening', change: 5, stockAfter: 5 },
    ])
    expect(movements[0]!.actor).toEqual({ _id: staff.id, email: staff.email })
    expect(movements[1]!.orderId).toMatch(/^[0-9a-f]{24}$/)
    await expectLedgerAddsUp(shop, [figure.id])
  })

  it('still takes a stock without stockFrom (older clients), and writes no movement for a save that keeps it', async () => {
    const figure = await product(shop, { stock: 4 })
    expect((await edit(shop, admin.token, figure.id, { stock: 4 })).statusCode).toBe(200)
    expect((await edit(shop, admin.token, figure.id, { stock: 9 })).json()).toMatchObject({ stock: 9 })
    const { movements } = await movementsOf(shop, admin.token, figure.id)
    expect(movements.map((movement) => movement.reason)).toEqual(['edit', 'opening'])
    await expectLedgerAddsUp(shop, [figure.id])
  })

  it('adjusts stock by a signed number of units with a reason, never below zero, for admins and staff only', async () => {
    const figure = await product(shop, { stock: 3 })
    const received = await adjust(shop, staff.token, figure.id, {
      change: 12,
      reason: 'received',
      note: 'Carton from Good Smile',
    })
    expect(received.statusCode).toBe(200)
    expect(received.json()).toMatchObject({ _id: figure.id, stock: 15 })

    const damaged = await adjust(shop, admin.token, figure.id, { change: -2, reason: 'damaged' })
    expect(damaged.json()).toMatchObject({ stock: 13 })

    const tooMany = await adjust(shop, admin.token, figure.id, { change: -14, reason: 'count' })
    expect(tooMany.statusCode).toBe(409)
    expect(tooMany.json()).toMatchObject({
      message: 'Stock cannot go below 0: it is 13, and 14 were to be taken away.',
      currentStock: 13,
    })

    for (const payload of [
      { change: 1.5, reason: 'count' },
      { change: 0, reason: 'count' },
      { change: 1, reason: 'stolen' },
      { change: '3', reason: 'count' },
      { reason: 'count' },
    ]) {
      const refused = await adjust(shop, admin.token, figure.id, payload)
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400)
      expect(refused.json().message).toEqual(expect.any(String))
    }
    expect((await adjust(shop, shopper.token, figure.id, { change: 1, reason: 'other' })).statusCode).toBe(
      403,
    )
    expect((await adjust(shop, admin.token, 'f'.repeat(24), { change: 1, reason: 'other' })).statusCode).toBe(
      404,
    )
    expect(
      (await shop.app.inject({ method: 'GET', url: `/api/products/${figure.id}/stock-movements` }))
        .statusCode,
    ).toBe(401)

    const { movements } = await movementsOf(shop, admin.token, figure.id)
    expect(movements.slice(0, 2)).toMatchObject([
      { reason: 'adjustment:damaged', change: -2, stockAfter: 13, actor: { email: admin.email } },
      {
        reason: 'adjustment:received',
        change: 12,
        stockAfter: 15,
        note: 'Carton from Good Smile',
        actor: { email: staff.email },
      },
    ])
    const audit = await shop.app.inject({
      method: 'GET',
      url: `/api/admin/audit?entity=product&entityId=${figure.id}&action=product.stock-adjust`,
      headers: bearer(admin.token),
    })
    expect(audit.json().entries[0]).toMatchObject({
      before: { stock: 15 },
      after: { stock: 13, reason: 'damaged' },
    })
    await expectLedgerAddsUp(shop, [figure.id])
  })

  it('records orders, cancellations and expired holds with their order, and pages the history', async () => {
    await expireEarlierHolds(shop)
    const figure = await product(shop, { stock: 10 })
    const kept = await placeOrder(shop, shopper.token, [{ product: figure.id, qty: 2 }], {
      paymentMethod: 'COD',
    })
    const unpaid = await placeOrder(shop, shopper.token, [{ product: figure.id, qty: 3 }])
    expect((await adminCancel(shop, admin.token, kept._id)).statusCode).toBe(200)
    shop.clock.advance(HOLD_MS + 1)
    expect(await expireHolds(shop)).toBeGreaterThanOrEqual(1)
    expect(await stockOf(shop, figure.id)).toBe(10)

    const { movements } = await movementsOf(shop, admin.token, figure.id)
    expect(
      movements.map(({ reason, change, stockAfter, orderId }) => ({ reason, change, stockAfter, orderId })),
    ).toEqual([
      { reason: 'hold-expired', change: 3, stockAfter: 10, orderId: unpaid._id },
      { reason: 'cancel', change: 2, stockAfter: 7, orderId: kept._id },
      { reason: 'order', change: -3, stockAfter: 5, orderId: unpaid._id },
      { reason: 'order', change: -2, stockAfter: 8, orderId: kept._id },
      { reason: 'opening', change: 10, stockAfter: 10, orderId: undefined },
    ])
    expect(movements[1]!.actor).toMatchObject({ email: admin.email })

    const second = await movementsOf(shop, admin.token, figure.id, '?page=2&limit=2')
    expect(second).toMatchObject({ total: 5, currentPage: 2, totalPages: 3 })
    expect(second.movements.map((movement) => movement.reason)).toEqual(['order', 'order'])
    await expectLedgerAddsUp(shop, [figure.id])
  })

  it('keeps one winner and an exact ledger when edits, adjustments and orders meet', async () => {
    const figure = await product(shop, { stock: 20 })
    const responses = await Promise.all([
      ...Array.from({ length: 4 }, () =>
        placeOrderRequest(shop, shopper.token, [{ product: figure.id, qty: 1 }], { paymentMethod: 'COD' }),
      ),
      ...Array.from({ length: 3 }, () =>
        adjust(shop, staff.token, figure.id, { change: 2, reason: 'received' }),
      ),
      ...Array.from({ length: 3 }, () => edit(shop, admin.token, figure.id, { stock: 50, stockFrom: 20 })),
    ])
    const edits = responses.slice(7)
    // At most one edit from 20 can win, and only if it came before every other change.
    expect(edits.filter((response) => response.statusCode === 200).length).toBeLessThanOrEqual(1)
    for (const response of edits.filter((r) => r.statusCode !== 200)) expect(response.statusCode).toBe(409)
    const { movements } = await movementsOf(shop, admin.token, figure.id)
    expect(movements[0]!.stockAfter).toBe(await stockOf(shop, figure.id))
    // Each movement starts from what the one before it left: no change was counted on a stale figure.
    for (const [index, movement] of movements.slice(0, -1).entries())
      expect(movement.stockAfter - movement.change).toBe(movements[index + 1]!.stockAfter)
    expect(responses.slice(0, 7).map((response) => response.statusCode)).toEqual([
      201, 201, 201, 201, 200, 200, 200,
    ])
    await expectLedgerAddsUp(shop, [figure.id])
  })

  it('answers 404 for the history of a product that does not exist', async () => {
    const response = await shop.app.inject({
      method: 'GET',
      url: `/api/products/${'e'.repeat(24)}/stock-movements`,
      headers: bearer(admin.token),
    })
    expect(response.statusCode).toBe(404)
  })
})
