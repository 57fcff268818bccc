import { beforeAll, expect, it } from 'vitest'
import {
  COD_AWAITING_CONFIRMATION_MESSAGE,
  COD_CONFIRMATION_EXPIRED_REASON,
  COD_CONFIRMATION_LINK_INVALID_MESSAGE,
  COD_NOT_AWAITING_CONFIRMATION_MESSAGE,
  DEFAULT_COD_SETTINGS,
} from '@common/schemas/cash-on-delivery'
import type { Order } from '@common/schemas/order'
import { connectDatabase, type DatabaseConnection } from '../db/connection'
import { bearer, signUp, signUpAdmin, testConfig, type SignedUpUser } from '../test/test-app'
import { outboxMails } from '../test/outbox-mails'
import {
  adminCancel,
  describeEachShop,
  lifecycleOf,
  myOrder,
  placeOrder,
  product,
  setStatus,
  stockOf,
  type Shop,
} from '../test/lifecycle-shop'
import { signCodConfirmationToken } from '../modules/orders/cod-confirmation-token'
import { claimUnconfirmedCodOrders } from '../modules/orders/cod-confirmations'
import { expireUnconfirmedCodOrders } from './cod-confirmation'
import type { Lifecycle } from './lifecycle-context'

const WINDOW_HOURS = 24
const WINDOW_MS = WINDOW_HOURS * 3_600_000

const expireConfirmations = (shop: Shop, lifecycle: Lifecycle = shop.lifecycle) =>
  expireUnconfirmedCodOrders(lifecycle, shop.app.backgroundMailContext())

/** Every window earlier tests left open is let pass, so that a test counts only its own orders. */
async function expireEarlierConfirmations(shop: Shop): Promise<void> {
  shop.clock.advance(WINDOW_MS + 60_000)
  for (let run = 0; run < 20 && (await expireConfirmations(shop)) > 0; run += 1);
}

describeEachShop('cash-on-delivery confirmation', (shop) => {
  let admin: SignedUpUser

  beforeAll(async () => {
    admin = await signUpAdmin(shop)
  })

  async function askForConfirmation(hours: number): Promise<void> {
    const response = await shop.app.inject({
      method: 'PUT',
      url: '/api/cod/settings',
      headers: bearer(admin.token),
      payload: { ...DEFAULT_COD_SETTINGS, confirmationHours: hours },
    })
    expect(response.statusCode, response.body).toBe(200)
  }

  async function codOrder(shopper: SignedUpUser, qty = 1, stock = 10) {
    const figure = await product(shop, { pricePaise: 129_900, stock })
    const order = await placeOrder(shop, shopper.token, [{ product: figure.id, qty }], {
      paymentMethod: 'COD',
    })
    return { order, figure }
  }

  const confirmOwn = (token: string, orderId: string) =>
    shop.app.inject({
      method: 'POST',
      url: `/api/orders/my-orders/${orderId}/confirm`,
      headers: bearer(token),
      payload: {},
    })

  const confirmByLink = (token: unknown) =>
    shop.app.inject({ method: 'POST', url: '/api/orders/cod-confirmations', payload: { token } })

  async function placedMail(shopper: SignedUpUser, order: Order) {
    const mails = await outboxMails(shop.database.db, { to: shopper.email, kind: 'order-placed' })
    const mail = mails.find((candidate) => candidate.text.includes(order.orderNumber))
    expect(mail).toBeDefined()
    return mail!
  }

  /** The token of the one-click link in the order's mail, as a shopper's mail client would follow it. */
  async function linkTokenOf(shopper: SignedUpUser, order: Order): Promise<string> {
    const mail = await placedMail(shopper, order)
    const link = /https?:\/\/\S+\/orders\/confirm-cod\?token=([^\s"<]+)/.exec(mail.text)
    expect(link, mail.text).not.toBeNull()
    return decodeURIComponent(link![1]!)
  }

  it('keeps a new cash-on-delivery order awaiting its confirmation until placement + the window; other orders wait for nothing', async () => {
    await askForConfirmation(WINDOW_HOURS)
    const shopper = await signUp(shop.app)
    const placedAt = shop.clock.now()
    const { order } = await codOrder(shopper)
    expect(order).toMatchObject({
      status: 'pending',
      codConfirmation: 'awaiting',
      confirmBy: new Date(placedAt.getTime() + WINDOW_MS).toISOString(),
    })
    expect(await myOrder(shop, shopper.token, order._id)).toMatchObject({
      codConfirmation: 'awaiting',
      confirmBy: order.confirmBy,
    })
    const figure = await product(shop)
    const online = await placeOrder(shop, shopper.token, [{ product: figure.id, qty: 1 }])
    expect(online).toMatchObject({ codConfirmation: null, confirmBy: null })

    await askForConfirmation(1.5)
    const { order: shortWindow } = await codOrder(shopper)
    expect(shortWindow.confirmBy).toBe(new Date(shop.clock.now().getTime() + 90 * 60_000).toISOString())
    await askForConfirmation(0)
    const { order: unasked } = await codOrder(shopper)
    expect(unasked).toMatchObject({ codConfirmation: null, confirmBy: null })
  })

  it('mails the one-click link with the deadline in Indian time; the link confirms the order signed out, once', async () => {
    await askForConfirmation(WINDOW_HOURS)
    const shopper = await signUp(shop.app)
    const { order } = await codOrder(shopper)
    const mail = await placedMail(shopper, order)
    const deadline = new Date(order.confirmBy!)
    const ist = new Date(deadline.getTime() + 330 * 60_000)
    const hours = ist.getUTCHours()
    const clock = `${hours % 12 || 12}:${String(ist.getUTCMinutes()).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'} IST`
    expect(mail.text).toContain(`confirm this cash-on-delivery order by`)
    expect(mail.text).toContain(clock)
    expect(mail.subject).toContain('Please confirm order')
    const token = await linkTokenOf(shopper, order)
    expect(mail.html).toContain('/orders/confirm-cod?token=')
    expect(token).not.toBe(order._id)

    const confirmed = await confirmByLink(token)
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    expect(confirmed.json()).toEqual({ success: true, orderId: order._id, orderNumber: order.orderNumber })
    expect(await myOrder(shop, shopper.token, order._id)).toMatchObject({
      status: 'pending',
      codConfirmation: 'confirmed',
    })
    const again = await confirmByLink(token)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ success: false, message: COD_NOT_AWAITING_CONFIRMATION_MESSAGE })

    await askForConfirmation(0)
    const { order: unasked } = await codOrder(shopper)
    expect((await placedMail(shopper, unasked)).text).not.toContain('/orders/confirm-cod')
  })

  it('refuses a forged or malformed link with 400 and confirms nothing', async () => {
    await askForConfirmation(WINDOW_HOURS)
    const shopper = await signUp(shop.app)
    const { order } = await codOrder(shopper)
    const { order: another } = await codOrder(shopper)
    const genuine = await linkTokenOf(shopper, order)
    const [, signature] = genuine.split('.')
    const forgeries = [
      order._id,
      `${order._id}.`,
      `${another._id}.${signature}`,
      signCodConfirmationToken('a-secret-that-is-not-the-shops-one-at-all', order._id),
      `${genuine}x`,
      `${genuine}.${signature}`,
      genuine.toUpperCase(),
      'x'.repeat(400),
    ]
    for (const token of forgeries) {
      const response = await confirmByLink(token)
      expect(response.statusCode, token).toBe(400)
      expect(response.json()).toEqual({ success: false, message: COD_CONFIRMATION_LINK_INVALID_MESSAGE })
    }
    for (const token of ['', null, 42, 'y'.repeat(501)]) {
      const response = await confirmByLink(token)
      expect(response.statusCode, String(token)).toBe(400)
      expect(response.json().message).toContain(COD_CONFIRMATION_LINK_INVALID_MESSAGE)
    }
    for (const id of [order._id, another._id])
      expect((await myOrder(shop, shopper.token, id)).codConfirmation).toBe('awaiting')
    // The shop's own signature of the order is what the mail carries.
    expect(genuine).toBe(signCodConfirmationToken(testConfig.jwtSecret, order._id))
  })

  it('lets only the owner confirm from the order page; another shopper and the admin are told it does not exist', async () => {
    await askForConfirmation(WINDOW_HOURS)
    const shopper = await signUp(shop.app)
    const stranger = await signUp(shop.app)
    const { order } = await codOrder(shopper)
    for (const token of [stranger.token, admin.token]) {
      const response = await confirmOwn(token, order._id)
      expect(response.statusCode).toBe(404)
    }
    const signedOut = await shop.app.inject({
      method: 'POST',
      url: `/api/orders/my-orders/${order._id}/confirm`,
    })
    expect(signedOut.statusCode).toBe(401)
    expect((await myOrder(shop, shopper.token, order._id)).codConfirmation).toBe('awaiting')

    const confirmed = await confirmOwn(shopper.token, order._id)
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    expect(confirmed.json()).toMatchObject({
      _id: order._id,
      codConfirmation: 'confirmed',
      status: 'pending',
    })
    const twice = await confirmOwn(shopper.token, order._id)
    expect(twice.statusCode).toBe(409)
    expect(twice.json()).toEqual({ success: false, message: COD_NOT_AWAITING_CONFIRMATION_MESSAGE })

    // An order that never waited, and one cancelled while it waited, cannot be confirmed either.
    await askForConfirmation(0)
    const { order: unasked } = await codOrder(shopper)
    expect((await confirmOwn(shopper.token, unasked._id)).statusCode).toBe(409)
    await askForConfirmation(WINDOW_HOURS)
    const { order: dropped } = await codOrder(shopper)
    expect((await adminCancel(shop, admin.token, dropped._id)).statusCode).toBe(200)
    expect((await confirmOwn(shopper.token, dropped._id)).statusCode).toBe(409)
    expect(await myOrder(shop, shopper.token, dropped._id)).toMatchObject({
      status: 'cancelled',
      codConfirmation: null,
      confirmBy: null,
    })
    // Taken back by the admin, it no longer waits for its shopper (nor is it cancelled again when the window ends).
    const reinstated = await setStatus(shop, admin.token, dropped._id, { status: 'processing' })
    expect(reinstated.statusCode, reinstated.body).toBe(200)
    expect(reinstated.json()).toMatchObject({ status: 'processing', codConfirmation: null })
  })

  it('does not let the admin process, ship or deliver an order waiting for its confirmation', async () => {
    await askForConfirmation(WINDOW_HOURS)
    const shopper = await signUp(shop.app)
    const { order } = await codOrder(shopper)
    for (const payload of [
      { status: 'processing' },
      { status: 'shipped', trackingNumber: 'EARLY1' },
      { status: 'delivered' },
    ]) {
      const response = await setStatus(shop, admin.token, order._id, payload)
      expect(response.statusCode, payload.status).toBe(409)
      expect(response.json()).toEqual({ success: false, message: COD_AWAITING_CONFIRMATION_MESSAGE })
    }
    const delivering = await shop.app.inject({
      method: 'PUT',
      url: `/api/orders/${order._id}/deliver`,
      headers: bearer(admin.token),
    })
    expect(delivering.statusCode).toBe(409)
    expect(await myOrder(shop, shopper.token, order._id)).toMatchObject({
      status: 'pending',
      isDelivered: false,
      trackingNumber: null,
    })

    expect((await confirmOwn(shopper.token, order._id)).statusCode).toBe(200)
    const shipped = await setStatus(shop, admin.token, order._id, {
      status: 'shipped',
      trackingNumber: 'OK1',
    })
    expect(shipped.statusCode, shipped.body).toBe(200)
    expect(shipped.json()).toMatchObject({ status: 'shipped', codConfirmation: 'confirmed' })
  })

  it('refuses a confirmation once the window has passed, even before the task has cancelled the order', async () => {
    await askForConfirmation(WINDOW_HOURS)
    const shopper = await signUp(shop.app)
    const { order } = await codOrder(shopper)
    const token = await linkTokenOf(shopper, order)
    shop.clock.advance(WINDOW_MS)
    expect((await confirmOwn(shopper.token, order._id)).statusCode).toBe(409)
    expect((await confirmByLink(token)).statusCode).toBe(409)
    expect((await myOrder(shop, shopper.token, order._id)).codConfirmation).toBe('awaiting')
  })

  it('cancels each unconfirmed order once when its window passes, on two instances at once, with its stock back, and leaves confirmed ones alone', async () => {
    await askForConfirmation(WINDOW_HOURS)
    await expireEarlierConfirmations(shop)
    const shoppers = [await signUp(shop.app), await signUp(shop.app)]
    const figure = await product(shop, { stock: 20 })
    const orders: Order[] = []
    for (let index = 0; index < 6; index += 1) {
      const shopper = shoppers[index % 2]!
      orders.push(
        await placeOrder(shop, shopper.token, [{ product: figure.id, qty: 2 }], { paymentMethod: 'COD' }),
      )
    }
    const [kept, ...unconfirmed] = orders as [Order, ...Order[]]
    expect((await confirmOwn(shoppers[0]!.token, kept._id)).statusCode).toBe(200)
    expect(await stockOf(shop, figure.id)).toBe(8)

    shop.clock.advance(WINDOW_MS - 60_000)
    expect(await expireConfirmations(shop)).toBe(0)
    shop.clock.advance(61_000)

    // The second instance: its own connection to the same database on PostgreSQL (SQLite's in-memory test
    // database has one connection, which both share, as the worker processes share one file).
    let second: DatabaseConnection | undefined
    if (shop.dialect === 'postgres')
      second = connectDatabase({
        kind: 'postgres',
        connectionString: process.env.TEST_DATABASE_URL!,
        searchPath: shop.database.schema!,
        maxConnections: 4,
      })
    try {
      const other = { ...lifecycleOf(shop.app, shop.clock.now), db: second?.db ?? shop.database.db }
      const cancelled = await Promise.all([
        expireConfirmations(shop),
        expireConfirmations(shop, other),
        expireConfirmations(shop),
        expireConfirmations(shop, other),
      ])
      expect(cancelled.reduce((sum, count) => sum + count, 0)).toBe(5)
    } finally {
      await second?.close()
    }

    expect(await stockOf(shop, figure.id)).toBe(18)
    for (const order of unconfirmed) {
      const owner = shoppers.find((shopper) => shopper.id === order.userId)!
      expect(await myOrder(shop, owner.token, order._id)).toMatchObject({
        status: 'cancelled',
        cancelReason: COD_CONFIRMATION_EXPIRED_REASON,
        codConfirmation: null,
        confirmBy: null,
      })
    }
    expect(await myOrder(shop, shoppers[0]!.token, kept._id)).toMatchObject({
      status: 'pending',
      codConfirmation: 'confirmed',
    })
    const cancelMails = await outboxMails(shop.database.db, {
      to: shoppers.map((shopper) => shopper.email),
      kind: 'order-cancelled',
    })
    for (const order of unconfirmed)
      expect(
        cancelMails.filter((mail) => mail.subject.includes(order.orderNumber)),
        order.orderNumber,
      ).toHaveLength(1)
    expect(cancelMails.every((mail) => mail.text.includes(COD_CONFIRMATION_EXPIRED_REASON))).toBe(true)
    expect(cancelMails.some((mail) => mail.subject.includes(kept.orderNumber))).toBe(false)

    expect(await expireConfirmations(shop)).toBe(0)
    expect(await stockOf(shop, figure.id)).toBe(18)
  })

  it('lets another instance cancel an order whose claim has run out (the first one stopped mid-sweep)', async () => {
    await askForConfirmation(WINDOW_HOURS)
    await expireEarlierConfirmations(shop)
    const shopper = await signUp(shop.app)
    const { order, figure } = await codOrder(shopper, 2, 5)
    shop.clock.advance(WINDOW_MS + 1_000)
    const now = shop.clock.now()
    expect(
      await claimUnconfirmedCodOrders(shop.database.db, now, new Date(now.getTime() + 60_000), 20),
    ).toEqual([order._id])
    // Claimed by an instance that then stopped: nobody else takes it until the claim runs out.
    expect(await expireConfirmations(shop)).toBe(0)
    shop.clock.advance(60_001)
    expect(await expireConfirmations(shop)).toBe(1)
    expect(await stockOf(shop, figure.id)).toBe(5)
    expect((await myOrder(shop, shopper.token, order._id)).status).toBe('cancelled')
  })
})
