/**
 * Shared set-up of the order flows' route tests (order-lifecycle.routes.test.ts, refunds.routes.test.ts):
 * an app on an injected clock whose background tasks never run by themselves — each test runs the hold
 * expiry and the refund follower itself, on a lifecycle of its own over the app's database — and the few
 * requests every test makes (place, pay, cancel, refund) plus what they read back (stock, mails).
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect } from 'vitest'
import { PAYMENT_AUTO_SUCCESS_MS } from '@common/constants'
import type { Order, Refund } from '@common/schemas/order'
import type { AppConfig } from '../app'
import { EVERYTHING } from '../changes/changes'
import type { Dialect } from '../db/connection'
import { insertProduct, sampleAddress } from './fixtures'
import { bearer, closeTestApp, createTestApp, testDialects, type TestApp } from './test-app'
import type { PaymentProvider } from '../modules/payments/payment-provider'
import { createPhonePeSimulator, SIMULATOR_REFUND_MS } from '../modules/payments/phonepe-simulator'
import { expireDueHolds } from '../flows/hold-expiry'
import type { Lifecycle } from '../flows/lifecycle-context'
import { REFUND_FOLLOW_MS, followPendingRefunds } from '../flows/refunding'
import { stockLedgerDifferences } from '../modules/products/stock-ledger'

export const HOLD_MINUTES = 15
export const HOLD_MS = HOLD_MINUTES * 60_000
/** 26 November 2026, 11:30 IST: financial year 2026-27. The clock only ever moves forward from here. */
export const SHOP_START = new Date('2026-11-26T06:00:00.000Z')
export const SHOP_GSTIN = '27AAPFU0939F1ZV'
/** Delivered inside Maharashtra, the shop's own state: CGST and SGST. */
export const MUMBAI = { ...sampleAddress, city: 'Mumbai', state: 'Maharashtra', postalCode: '400050' }
export const GOOD_MOBILE = '9876543210'
export const FAILING_MOBILE = '9999999999'
export const ABANDONED_MOBILE = '8888888888'

export type MovableClock = { now: () => Date; advance: (ms: number) => Date }

export function movableClock(start = SHOP_START): MovableClock {
  let now = start
  return {
    now: () => now,
    advance: (ms) => (now = new Date(now.getTime() + ms)),
  }
}

/** The financial year (April to March, India Standard Time) of an instant, as the credit notes print it. */
export function financialYearAt(instant: Date): string {
  const ist = new Date(instant.getTime() + 330 * 60_000)
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`
}

export type Shop = TestApp & { clock: MovableClock; lifecycle: Lifecycle }

/** A lifecycle like the app's own (same database, gateway, clock), for running its background work in a test. */
export function lifecycleOf(
  app: FastifyInstance,
  clock: () => Date,
  provider: PaymentProvider = createPhonePeSimulator(clock),
): Lifecycle {
  return {
    db: app.db,
    provider,
    clock,
    log: app.log,
    changed: (change = EVERYTHING) => app.changes.publish(change),
  }
}

export async function openShop(dialect: Dialect, overrides: Partial<AppConfig> = {}): Promise<Shop> {
  const clock = movableClock()
  const context = await createTestApp(
    dialect,
    { clock: clock.now, paymentHoldMinutes: HOLD_MINUTES, shopGstin: SHOP_GSTIN, ...overrides },
    // The tests run the scheduler's tasks themselves, at the moments they choose.
    (app) => void app.scheduler.stop(),
  )
  return { ...context, clock, lifecycle: lifecycleOf(context.app, clock.now) }
}

/** One shop (app and database) per test database for the whole suite. */
export function describeEachShop(
  title: string,
  suite: (shop: Shop) => void,
  overrides: Partial<AppConfig> = {},
): void {
  describe.each(testDialects)(`${title} [%s]`, (dialect) => {
    const shop = { dialect } as Shop
    beforeAll(async () => {
      Object.assign(shop, await openShop(dialect, overrides))
    })
    afterAll(async () => {
      try {
        // Every change of stock the suite's orders, cancellations, holds, returns and releases made is in the
        // stock ledger, which adds up to each product's stock.
        expect(await stockLedgerDifferences(shop.database.db)).toEqual([])
      } finally {
        await closeTestApp(shop)
      }
    })
    suite(shop)
  })
}

export const expireHolds = (shop: Shop, lifecycle = shop.lifecycle) =>
  expireDueHolds(lifecycle, shop.app.backgroundMailContext())

/** The refund follower's run, after the clock has passed the simulator's delay and the previous poll's claim. */
export async function followRefunds(shop: Shop, lifecycle = shop.lifecycle): Promise<void> {
  shop.clock.advance(Math.max(SIMULATOR_REFUND_MS, REFUND_FOLLOW_MS) + 1)
  await followPendingRefunds(lifecycle, shop.app.backgroundMailContext())
}

/** Every hold other tests left running is let expire, so that a test counts only its own. */
export async function expireEarlierHolds(shop: Shop): Promise<void> {
  shop.clock.advance(HOLD_MS + 60_000)
  for (let run = 0; run < 20 && (await expireHolds(shop)) > 0; run += 1);
}

export const product = (
  shop: Shop,
  fields: { pricePaise?: number; stock?: number; gstRate?: number; maxPerCustomer?: number } = {},
) =>
  insertProduct(shop.database.db, {
    price_paise: fields.pricePaise ?? 129_900,
    stock: fields.stock ?? 10,
    ...(fields.gstRate === undefined ? {} : { gst_rate: fields.gstRate, hsn_code: '9503' }),
    max_per_customer: fields.maxPerCustomer ?? null,
  })

export async function stockOf(shop: Shop, productId: string): Promise<number> {
  const row = await shop.database.db
    .selectFrom('products')
    .select('stock')
    .where('id', '=', productId)
    .executeTakeFirstOrThrow()
  return Number(row.stock)
}

export type Line = { product: string; qty: number; variant?: string }

export const placeOrderRequest = (
  shop: Shop,
  token: string,
  lines: Line[],
  extra: { paymentMethod?: 'PHONEPE' | 'COD'; discountCode?: string } = {},
) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: bearer(token),
    payload: { orderItems: lines, shippingAddress: MUMBAI, paymentMethod: 'PHONEPE', ...extra },
  })

export async function placeOrder(...args: Parameters<typeof placeOrderRequest>): Promise<Order> {
  const response = await placeOrderRequest(...args)
  expect(response.statusCode, response.body).toBe(201)
  return response.json()
}

export const initiate = (shop: Shop, token: string, orderId: string, mobileNumber = GOOD_MOBILE) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/payments/phonepe/initiate',
    headers: bearer(token),
    payload: { orderId, mobileNumber },
  })

export async function startPayment(
  shop: Shop,
  token: string,
  orderId: string,
  mobileNumber = GOOD_MOBILE,
): Promise<string> {
  const response = await initiate(shop, token, orderId, mobileNumber)
  expect(response.statusCode, response.body).toBe(200)
  return response.json().transactionId
}

export const paymentStatus = (shop: Shop, token: string, transactionId: string) =>
  shop.app.inject({
    method: 'GET',
    url: `/api/payments/phonepe/status/${transactionId}`,
    headers: bearer(token),
  })

export async function transactionStatusOf(shop: Shop, token: string, transactionId: string) {
  const response = await paymentStatus(shop, token, transactionId)
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data.transactionStatus as string
}

/** Pays an online order through the simulator: started, 2 s on the clock, confirmed by the status call. */
export async function payOrder(shop: Shop, token: string, orderId: string): Promise<string> {
  const transactionId = await startPayment(shop, token, orderId)
  shop.clock.advance(PAYMENT_AUTO_SUCCESS_MS)
  expect(await transactionStatusOf(shop, token, transactionId)).toBe('PAYMENT_SUCCESS')
  return transactionId
}

export async function myOrder(shop: Shop, token: string, orderId: string): Promise<Order> {
  const response = await shop.app.inject({
    method: 'GET',
    url: `/api/orders/my-orders/${orderId}`,
    headers: bearer(token),
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

export const shopperCancel = (shop: Shop, token: string, orderId: string, reason?: string) =>
  shop.app.inject({
    method: 'POST',
    url: `/api/orders/my-orders/${orderId}/cancel`,
    headers: bearer(token),
    payload: reason === undefined ? {} : { reason },
  })

export const adminCancel = (shop: Shop, token: string, orderId: string, reason?: string) =>
  shop.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/cancel`,
    headers: bearer(token),
    payload: reason === undefined ? {} : { reason },
  })

export const setStatus = (shop: Shop, token: string, orderId: string, payload: object) =>
  shop.app.inject({
    method: 'PUT',
    url: `/api/orders/${orderId}/status`,
    headers: bearer(token),
    payload,
  })

export const refundRequest = (shop: Shop, token: string, orderId: string, payload: object) =>
  shop.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/refunds`,
    headers: bearer(token),
    payload,
  })

export async function refund(shop: Shop, token: string, orderId: string, payload: object): Promise<Refund> {
  const response = await refundRequest(shop, token, orderId, payload)
  expect(response.statusCode, response.body).toBe(201)
  return response.json()
}

export async function refundsOf(shop: Shop, adminToken: string, orderId: string): Promise<Refund[]> {
  const response = await shop.app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}/refunds`,
    headers: bearer(adminToken),
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().refunds
}

/** The mails written for an address (kept in the outbox: the test app has no SMTP server). */
export async function mailsTo(shop: Shop, address: string) {
  return shop.database.db
    .selectFrom('mail_outbox')
    .select(['kind', 'subject', 'status'])
    .where('to_address', '=', address)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
}

/**
 * The kinds of the mails written for an address about its orders (not the welcome mail), sorted: sign-up
 * mails are dated by the system clock and order mails by the test's, so the dates do not order them.
 */
export async function mailKindsTo(shop: Shop, address: string): Promise<string[]> {
  return (await mailsTo(shop, address))
    .map((mail) => mail.kind)
    .filter((kind) => kind !== 'welcome')
    .sort()
}

export const statusCodes = (responses: LightMyRequestResponse[]) =>
  responses.map((response) => response.statusCode).sort()

export const paise = (rupees: number) => Math.round(rupees * 100)
