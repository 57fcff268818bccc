import { beforeAll, beforeEach, expect, it, vi } from 'vitest'
import type { Order } from '@common/schemas/order'
import type { ReturnRequest } from '@common/schemas/returns'
import { bearer, signUp, signUpAdmin, type SignedUpUser } from '../../test/test-app'
import { describeEachShop, placeOrder, product, refundsOf, stockOf } from '../../test/lifecycle-shop'
import { listAuditEntries } from '../audit/audit.service'
import type * as AuditService from '../audit/audit.service'

/**
 * The activity log of the admin's return decisions: one `return.update` entry per approval, rejection or receipt,
 * in its transaction, with what the decision set (status, note, restocked quantities, refund). The shopper's
 * request is not an admin change and writes none.
 */

/** While set, every entry is written and then its transaction fails, as a change failing after it would. */
const audit = vi.hoisted(() => ({ failAfterEntry: false }))
vi.mock('../audit/audit.service', async (importOriginal) => {
  const actual = await importOriginal<typeof AuditService>()
  return {
    ...actual,
    recordAudit: async (...args: Parameters<typeof actual.recordAudit>) => {
      await actual.recordAudit(...args)
      if (audit.failAfterEntry) throw new Error('the change failed after its entry was written')
    },
  }
})

describeEachShop('return decisions in the activity log', (shop) => {
  let admin: SignedUpUser
  let shopper: SignedUpUser

  beforeAll(async () => {
    admin = await signUpAdmin(shop)
    shopper = await signUp(shop.app)
  })

  beforeEach(() => {
    audit.failAfterEntry = false
  })

  const entriesOf = async (entityId: string) =>
    (await listAuditEntries(shop.database.db, { entityId, limit: 100 })).entries

  /** A delivered (so paid) cash-on-delivery order of two figures, and the shopper's request to return both. */
  async function requestedReturn(): Promise<{ order: Order; figureId: string; request: ReturnRequest }> {
    const figure = await product(shop, { pricePaise: 129_900, stock: 10 })
    const order = await placeOrder(shop, shopper.token, [{ product: figure.id, qty: 2 }], {
      paymentMethod: 'COD',
    })
    const delivered = await shop.app.inject({
      method: 'PUT',
      url: `/api/orders/${order._id}/deliver`,
      headers: bearer(admin.token),
    })
    expect(delivered.statusCode, delivered.body).toBe(200)
    const asked = await shop.app.inject({
      method: 'POST',
      url: `/api/orders/my-orders/${order._id}/returns`,
      headers: bearer(shopper.token),
      payload: { items: [{ product: figure.id, qty: 2 }], reason: 'changed-mind' },
    })
    expect(asked.statusCode, asked.body).toBe(201)
    return { order, figureId: figure.id, request: asked.json() }
  }

  const decide = (returnId: string, payload: object) =>
    shop.app.inject({ method: 'PUT', url: `/api/returns/${returnId}`, headers: bearer(admin.token), payload })

  it('records an approval with its note, then the receipt with what went back on sale and the refund', async () => {
    const { order, figureId, request } = await requestedReturn()
    expect(await entriesOf(request._id)).toEqual([])

    const approved = await decide(request._id, { status: 'approved', note: 'Send it to our Pune address' })
    expect(approved.statusCode, approved.body).toBe(200)
    expect(await entriesOf(request._id)).toEqual([
      expect.objectContaining({
        actor: { _id: admin.id, email: admin.email },
        action: 'return.update',
        entity: 'return',
        entityId: request._id,
        before: { status: 'requested', adminNote: null },
        after: { status: 'approved', adminNote: 'Send it to our Pune address' },
      }),
    ])
    // Approving again is refused and writes nothing.
    expect((await decide(request._id, { status: 'approved' })).statusCode).toBe(409)
    expect(await entriesOf(request._id)).toHaveLength(1)

    const received = await decide(request._id, {
      status: 'received',
      restock: [{ product: figureId, qty: 1 }],
      refundAmount: 1299,
      refundMethod: 'upi',
      refundReference: 'UTR777',
    })
    expect(received.statusCode, received.body).toBe(200)
    const receipt = (await entriesOf(request._id)).find((entry) => entry.after?.status === 'received')
    expect(receipt).toMatchObject({
      action: 'return.update',
      entity: 'return',
      before: { status: 'approved', restocked: [], refundAmount: null },
      after: { status: 'received', restocked: [{ product: figureId, qty: 1 }], refundAmount: 1299 },
    })
    // The note was kept, so it is not a change; the refund is part of this entry, not one of its own.
    expect(receipt!.after).not.toHaveProperty('adminNote')
    expect(await entriesOf(request._id)).toHaveLength(2)
    expect((await entriesOf(order._id)).map((entry) => entry.action)).toEqual(['order.deliver'])
  })

  it('records a rejection; a refused receipt writes nothing', async () => {
    const { request } = await requestedReturn()
    expect((await decide(request._id, { status: 'rejected', note: 'Worn' })).statusCode).toBe(200)
    expect((await decide(request._id, { status: 'received' })).statusCode).toBe(409)
    expect((await decide(request._id, { status: 'approved', refundAmount: 5 })).statusCode).toBe(400)
    expect(await entriesOf(request._id)).toEqual([
      expect.objectContaining({
        action: 'return.update',
        before: { status: 'requested', adminNote: null },
        after: { status: 'rejected', adminNote: 'Worn' },
      }),
    ])
  })

  it('loses the entry with the receipt, its stock and its refund when the transaction fails after the entry', async () => {
    const { order, figureId, request } = await requestedReturn()
    expect((await decide(request._id, { status: 'approved' })).statusCode).toBe(200)
    const stock = await stockOf(shop, figureId)

    audit.failAfterEntry = true
    const received = await decide(request._id, {
      status: 'received',
      restock: [{ product: figureId, qty: 2 }],
      refundAmount: 100,
      refundMethod: 'bank-transfer',
      refundReference: 'NEFT1',
    })
    expect(received.statusCode).toBe(500)
    audit.failAfterEntry = false

    expect(await stockOf(shop, figureId)).toBe(stock)
    expect(await refundsOf(shop, admin.token, order._id)).toEqual([])
    expect((await entriesOf(request._id)).map((entry) => entry.after?.status)).toEqual(['approved'])
    const now = await shop.app.inject({
      method: 'GET',
      url: '/api/returns?status=approved&limit=100',
      headers: bearer(admin.token),
    })
    expect(now.json().returns.map((each: ReturnRequest) => each._id)).toContain(request._id)
  })
})
