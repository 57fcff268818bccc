import { beforeAll, expect, it } from 'vitest'
import {
  PREORDER_ALONE_MESSAGE,
  PREORDER_COD_MESSAGE,
  preorderFullMessage,
} from '@common/catalogue-attributes'
import { CANNOT_CANCEL_MESSAGE, perCustomerLimitMessage, type Order } from '@common/schemas/order'
import { COD_CONFIRMATION_LINK_INVALID_MESSAGE } from '@common/schemas/cash-on-delivery'
import type { MailKind } from '@common/schemas/mail'
import {
  CANCELLED_PREORDER_IS_FINAL_MESSAGE,
  NOT_A_PREORDER_MESSAGE,
  PREORDER_ENDS_WITH_RELEASE_MESSAGE,
  PREORDER_AWAITING_RELEASE_MESSAGE,
  PREORDER_CANCEL_LINK_INVALID_MESSAGE,
  type ReleasePreorderResponse,
} from '@common/schemas/preorder'
import { insertProduct } from '../test/fixtures'
import { listAuditEntries } from '../modules/audit/audit.service'
import {
  adminCancel,
  describeEachShop,
  expireHolds,
  followRefunds,
  HOLD_MS,
  mailsTo,
  myOrder,
  payOrder,
  placeOrder,
  placeOrderRequest,
  product,
  refundsOf,
  setStatus,
  shopperCancel,
  stockOf,
} from '../test/lifecycle-shop'
import { bearer, signUp, signUpAdmin, testConfig, type SignedUpUser } from '../test/test-app'
import { outboxMails } from '../test/outbox-mails'
import { signCodConfirmationToken } from '../modules/orders/cod-confirmation-token'
import { CANCELLED_ORDER_REFUND_REASON } from './cancellation'
import { preorderCancellationUrl } from './preorder-dates'

const PRICE_PAISE = 129_900
const PRICE = PRICE_PAISE / 100
const RELEASE = '2027-03-15'

describeEachShop('pre-orders', (shop) => {
  let admin: SignedUpUser

  beforeAll(async () => {
    admin = await signUpAdmin(shop)
  })

  /** A pre-order product: nothing in stock (unless asked), orderable up to `limit` units. */
  const preorderProduct = (
    fields: { limit?: number; stock?: number; maxPerCustomer?: number; name?: string } = {},
  ) =>
    insertProduct(shop.database.db, {
      name: fields.name ?? 'Nobara Kugisaki 1/7 Scale Figure',
      price_paise: PRICE_PAISE,
      original_price_paise: PRICE_PAISE,
      stock: fields.stock ?? 0,
      max_per_customer: fields.maxPerCustomer ?? null,
      is_preorder: 1,
      release_date: RELEASE,
      preorder_limit: fields.limit ?? 10,
    })

  async function preorder(
    shopper: SignedUpUser,
    productId: string,
    qty: number,
    options: { pay?: boolean } = {},
  ): Promise<Order> {
    const order = await placeOrder(shop, shopper.token, [{ product: productId, qty }])
    if (options.pay !== false) await payOrder(shop, shopper.token, order._id)
    // One second between buyers, so that the order they were placed in is plain.
    shop.clock.advance(1_000)
    return order
  }

  const release = (productId: string, payload: object) =>
    shop.app.inject({
      method: 'POST',
      url: `/api/products/${productId}/release`,
      headers: bearer(admin.token),
      payload,
    })

  async function released(productId: string, received: number): Promise<ReleasePreorderResponse> {
    const response = await release(productId, { received })
    expect(response.statusCode, response.body).toBe(200)
    return response.json()
  }

  const productRow = (productId: string) =>
    shop.database.db
      .selectFrom('products')
      .select(['stock', 'is_preorder', 'release_date', 'release_date_history'])
      .where('id', '=', productId)
      .executeTakeFirstOrThrow()

  /** Units held by the product's pre-orders that are not cancelled, read straight from the database. */
  async function heldUnits(productId: string): Promise<number> {
    const rows = await shop.database.db
      .selectFrom('order_items')
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .select(['order_items.quantity'])
      .where('order_items.product_id', '=', productId)
      .where('orders.status', '!=', 'cancelled')
      .execute()
    return rows.reduce((sum, row) => sum + row.quantity, 0)
  }

  const changeReleaseDate = async (productId: string, payload: object) => {
    const response = await shop.app.inject({
      method: 'PUT',
      url: `/api/products/${productId}`,
      headers: bearer(admin.token),
      payload,
    })
    expect(response.statusCode, response.body).toBe(200)
    return response.json()
  }

  async function mailsOfKind(shopper: SignedUpUser, kind: MailKind) {
    return outboxMails(shop.database.db, { to: shopper.email, kind })
  }

  /** The token of the cancel link in the latest date-change mail, as a mail client would follow it. */
  async function cancelTokenFor(shopper: SignedUpUser, order: Order): Promise<string> {
    const mails = await mailsOfKind(shopper, 'preorder-date-changed')
    const mail = mails.at(-1)
    expect(mail).toBeDefined()
    expect(mail!.text).toContain(order.orderNumber)
    const link = /https?:\/\/\S+\/orders\/cancel-preorder\?token=([^\s"<]+)/.exec(mail!.text)
    expect(link, mail!.text).not.toBeNull()
    return decodeURIComponent(link![1]!)
  }

  const cancelByLink = (token: unknown) =>
    shop.app.inject({ method: 'POST', url: '/api/orders/preorder-cancellations', payload: { token } })

  it('takes a pre-order while stock is 0 without taking stock, awaiting its release on the product date', async () => {
    const figure = await preorderProduct({ stock: 0 })
    const shopper = await signUp(shop.app)
    const order = await placeOrder(shop, shopper.token, [{ product: figure.id, qty: 2 }])
    expect(order.preorder).toEqual({
      productId: figure.id,
      status: 'awaiting',
      expectedRelease: RELEASE,
      allocatedQuantity: null,
    })
    expect(order).toMatchObject({ status: 'pending', paymentMethod: 'PHONEPE', totalPrice: 2 * PRICE })
    expect(await stockOf(shop, figure.id)).toBe(0)
    // A pre-order product the admin also gave stock to still takes none: its units come with the release.
    const stocked = await preorderProduct({ stock: 4 })
    await placeOrder(shop, shopper.token, [{ product: stocked.id, qty: 3 }])
    expect(await stockOf(shop, stocked.id)).toBe(4)

    const inStock = await product(shop)
    const ordinary = await placeOrder(shop, shopper.token, [{ product: inStock.id, qty: 1 }])
    expect(ordinary.preorder).toBeNull()
    expect((await myOrder(shop, shopper.token, order._id)).preorder?.status).toBe('awaiting')
  })

  it('refuses cash on delivery and a cart mixing a pre-order with anything else, with their messages', async () => {
    const figure = await preorderProduct()
    const other = await preorderProduct({ name: 'Maki Zenin 1/7 Scale Figure' })
    const inStock = await product(shop, { stock: 5 })
    const shopper = await signUp(shop.app)

    const cod = await placeOrderRequest(shop, shopper.token, [{ product: figure.id, qty: 1 }], {
      paymentMethod: 'COD',
    })
    expect(cod.statusCode, cod.body).toBe(409)
    expect(cod.json().message).toBe(PREORDER_COD_MESSAGE)

    for (const lines of [
      [
        { product: figure.id, qty: 1 },
        { product: inStock.id, qty: 1 },
      ],
      [
        { product: figure.id, qty: 1 },
        { product: other.id, qty: 1 },
      ],
    ]) {
      const mixed = await placeOrderRequest(shop, shopper.token, lines)
      expect(mixed.statusCode, mixed.body).toBe(409)
      expect(mixed.json().message).toBe(PREORDER_ALONE_MESSAGE)
    }
    expect(await stockOf(shop, inStock.id)).toBe(5)
    expect(await heldUnits(figure.id)).toBe(0)
  })

  it('twenty buyers racing for a limit of five never pre-order more than five units', async () => {
    const figure = await preorderProduct({ limit: 5, name: 'Yuji Itadori Limited Figure' })
    const buyers = await Promise.all(Array.from({ length: 20 }, () => signUp(shop.app)))
    const responses = await Promise.all(
      buyers.map((buyer) => placeOrderRequest(shop, buyer.token, [{ product: figure.id, qty: 1 }])),
    )
    const codes = responses.map((response) => response.statusCode)
    expect(codes.filter((code) => code === 201)).toHaveLength(5)
    expect(codes.filter((code) => code === 409)).toHaveLength(15)
    for (const refused of responses.filter((response) => response.statusCode === 409))
      expect(refused.json().message).toBe(preorderFullMessage(figure.name, 0))
    expect(await heldUnits(figure.id)).toBe(5)
    expect(await stockOf(shop, figure.id)).toBe(0)
  })

  it('says how many are left, and holds each buyer to the maximum per customer', async () => {
    const figure = await preorderProduct({ limit: 3, maxPerCustomer: 2 })
    const first = await signUp(shop.app)
    await preorder(first, figure.id, 2)
    const second = await signUp(shop.app)
    const tooMany = await placeOrderRequest(shop, second.token, [{ product: figure.id, qty: 2 }])
    expect(tooMany.statusCode).toBe(409)
    expect(tooMany.json().message).toBe(preorderFullMessage(figure.name, 1))
    const again = await placeOrderRequest(shop, first.token, [{ product: figure.id, qty: 1 }])
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(perCustomerLimitMessage(figure.name, 2, 2))
    await preorder(second, figure.id, 1)
    expect(await heldUnits(figure.id)).toBe(3)
  })

  it('cancelling or expiring an awaiting pre-order gives back no stock, and frees its place under the limit', async () => {
    const figure = await preorderProduct({ limit: 3, stock: 2 })
    const shopper = await signUp(shop.app)
    const paid = await preorder(shopper, figure.id, 1)
    const unpaid = await preorder(shopper, figure.id, 1, { pay: false })
    const toCancel = await preorder(shopper, figure.id, 1)
    expect(await stockOf(shop, figure.id)).toBe(2)

    const cancelled = await shopperCancel(shop, shopper.token, toCancel._id)
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(cancelled.json().refunds).toEqual([
      expect.objectContaining({ amount: PRICE, reason: CANCELLED_ORDER_REFUND_REASON }),
    ])
    const byAdmin = await adminCancel(shop, admin.token, paid._id)
    expect(byAdmin.statusCode, byAdmin.body).toBe(200)
    shop.clock.advance(HOLD_MS + 1_000)
    await expireHolds(shop)
    expect((await myOrder(shop, shopper.token, unpaid._id)).status).toBe('cancelled')

    expect(await stockOf(shop, figure.id)).toBe(2)
    expect(await heldUnits(figure.id)).toBe(0)
    // The places came back: the whole limit may be pre-ordered again.
    await preorder(await signUp(shop.app), figure.id, 3)
  })

  it('keeps the admin from shipping or delivering an awaiting pre-order; processing it is fine', async () => {
    const figure = await preorderProduct()
    const shopper = await signUp(shop.app)
    const order = await preorder(shopper, figure.id, 1)
    for (const status of ['shipped', 'delivered']) {
      const response = await setStatus(shop, admin.token, order._id, { status, trackingNumber: 'DL123' })
      expect(response.statusCode, response.body).toBe(409)
      expect(response.json().message).toBe(PREORDER_AWAITING_RELEASE_MESSAGE)
    }
    const deliver = await shop.app.inject({
      method: 'PUT',
      url: `/api/orders/${order._id}/deliver`,
      headers: bearer(admin.token),
    })
    expect(deliver.statusCode, deliver.body).toBe(409)
    const processing = await setStatus(shop, admin.token, order._id, { status: 'processing' })
    expect(processing.statusCode, processing.body).toBe(200)
    expect((await myOrder(shop, shopper.token, order._id)).preorder?.status).toBe('awaiting')
  })

  it('keeps the admin from taking a cancelled pre-order back, which would pass the limit', async () => {
    const figure = await preorderProduct({ limit: 1 })
    const order = await preorder(await signUp(shop.app), figure.id, 1)
    expect((await adminCancel(shop, admin.token, order._id)).statusCode).toBe(200)
    await preorder(await signUp(shop.app), figure.id, 1)

    const reopened = await setStatus(shop, admin.token, order._id, { status: 'processing' })
    expect(reopened.statusCode, reopened.body).toBe(409)
    expect(reopened.json().message).toBe(CANCELLED_PREORDER_IS_FINAL_MESSAGE)
    expect(await heldUnits(figure.id)).toBe(1)
  })

  it('a new release date mails each open buyer once with the new month and a cancel link; not the cancelled, not an unchanged date', async () => {
    const figure = await preorderProduct({ name: 'Toge Inumaki 1/7 Scale Figure' })
    const paidBuyer = await signUp(shop.app)
    const unpaidBuyer = await signUp(shop.app)
    const twiceBuyer = await signUp(shop.app)
    const cancelledBuyer = await signUp(shop.app)
    const paid = await preorder(paidBuyer, figure.id, 2)
    const unpaid = await preorder(unpaidBuyer, figure.id, 1, { pay: false })
    const firstOfTwo = await preorder(twiceBuyer, figure.id, 1)
    const secondOfTwo = await preorder(twiceBuyer, figure.id, 1)
    const gone = await preorder(cancelledBuyer, figure.id, 1)
    expect((await shopperCancel(shop, cancelledBuyer.token, gone._id)).statusCode).toBe(200)

    const updated = await changeReleaseDate(figure.id, { releaseDate: '2027-05-20' })
    expect(updated).toMatchObject({ releaseDate: '2027-05-20', releaseDateHistory: [RELEASE] })

    const [paidMail] = await mailsOfKind(paidBuyer, 'preorder-date-changed')
    expect(await mailsOfKind(paidBuyer, 'preorder-date-changed')).toHaveLength(1)
    expect(paidMail!.subject).toContain('May 2027')
    expect(paidMail!.text).toContain('moved from March 2027 to May 2027')
    expect(paidMail!.text).toContain(paid.orderNumber)
    expect(paidMail!.text).toContain('₹2,598.00')
    expect(paidMail!.html).toContain('/orders/cancel-preorder?token=')
    const unpaidMails = await mailsOfKind(unpaidBuyer, 'preorder-date-changed')
    expect(unpaidMails).toHaveLength(1)
    expect(unpaidMails[0]!.text).toContain('nothing is charged')
    // One mail for a buyer with two pre-orders, naming both with a link each.
    const twiceMails = await mailsOfKind(twiceBuyer, 'preorder-date-changed')
    expect(twiceMails).toHaveLength(1)
    expect(twiceMails[0]!.text).toContain(firstOfTwo.orderNumber)
    expect(twiceMails[0]!.text).toContain(secondOfTwo.orderNumber)
    expect(twiceMails[0]!.text.match(/cancel-preorder\?token=/g)).toHaveLength(2)
    expect(await mailsOfKind(cancelledBuyer, 'preorder-date-changed')).toHaveLength(0)
    for (const [buyer, order] of [
      [paidBuyer, paid],
      [unpaidBuyer, unpaid],
    ] as const)
      expect((await myOrder(shop, buyer.token, order._id)).preorder?.expectedRelease).toBe('2027-05-20')
    expect((await myOrder(shop, cancelledBuyer.token, gone._id)).preorder?.expectedRelease).toBe(RELEASE)

    // The same date again, or another field, tells nobody anything new.
    await changeReleaseDate(figure.id, { releaseDate: '2027-05-20' })
    await changeReleaseDate(figure.id, { price: PRICE + 100 })
    for (const buyer of [paidBuyer, unpaidBuyer, twiceBuyer])
      expect(await mailsOfKind(buyer, 'preorder-date-changed')).toHaveLength(1)
    expect(JSON.parse((await productRow(figure.id)).release_date_history ?? '[]')).toEqual([RELEASE])
  })

  it('the signed cancel link cancels an awaiting pre-order with a full refund, once; forged and other links are refused', async () => {
    const figure = await preorderProduct({ stock: 1 })
    const shopper = await signUp(shop.app)
    const unpaidShopper = await signUp(shop.app)
    const order = await preorder(shopper, figure.id, 2)
    const unpaid = await preorder(unpaidShopper, figure.id, 1, { pay: false })
    await changeReleaseDate(figure.id, { releaseDate: '2027-06-01' })
    const token = await cancelTokenFor(shopper, order)
    expect(token).not.toBe(order._id)

    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    const codToken = signCodConfirmationToken(testConfig.jwtSecret, order._id)
    for (const bad of [forged, codToken, order._id, 'not-a-token']) {
      const refused = await cancelByLink(bad)
      expect(refused.statusCode, bad).toBe(400)
      expect(refused.json().message).toBe(PREORDER_CANCEL_LINK_INVALID_MESSAGE)
    }
    // Nor does a pre-order's link confirm anything as a cash-on-delivery link.
    const asCod = await shop.app.inject({
      method: 'POST',
      url: '/api/orders/cod-confirmations',
      payload: { token },
    })
    expect(asCod.statusCode).toBe(400)
    expect(asCod.json().message).toBe(COD_CONFIRMATION_LINK_INVALID_MESSAGE)
    expect((await myOrder(shop, shopper.token, order._id)).status).toBe('processing')

    const cancelled = await cancelByLink(token)
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(cancelled.json()).toEqual({
      success: true,
      orderNumber: order.orderNumber,
      refundAmount: 2 * PRICE,
    })
    await followRefunds(shop)
    const after = await myOrder(shop, shopper.token, order._id)
    expect(after).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refundedAmount: 2 * PRICE })
    expect(await stockOf(shop, figure.id)).toBe(1)
    const twice = await cancelByLink(token)
    expect(twice.statusCode).toBe(409)
    expect(twice.json().message).toBe(CANNOT_CANCEL_MESSAGE)
    expect(await refundsOf(shop, admin.token, order._id)).toHaveLength(1)

    const unpaidToken = await cancelTokenFor(unpaidShopper, unpaid)
    const unpaidCancel = await cancelByLink(unpaidToken)
    expect(unpaidCancel.statusCode, unpaidCancel.body).toBe(200)
    expect(unpaidCancel.json().refundAmount).toBe(0)
  })

  it('a cancel link no longer cancels a pre-order once its release has allocated it', async () => {
    const figure = await preorderProduct()
    const shopper = await signUp(shop.app)
    const order = await preorder(shopper, figure.id, 1)
    await released(figure.id, 1)
    const link = preorderCancellationUrl('http://shop.test', testConfig.jwtSecret, order._id)
    const token = decodeURIComponent(new URL(link).searchParams.get('token')!)
    const response = await cancelByLink(token)
    expect(response.statusCode).toBe(409)
    expect((await myOrder(shop, shopper.token, order._id)).status).toBe('processing')
  })

  it('a release with fewer units than ordered serves the oldest first, refunds a partly served order its share and cancels the rest', async () => {
    const figure = await preorderProduct({ name: 'Megumi Fushiguro 1/7 Scale Figure' })
    const buyers = await Promise.all(Array.from({ length: 5 }, () => signUp(shop.app)))
    const [first, unpaidBuyer, partBuyer, lastBuyer, cancelledBuyer] = buyers as [
      SignedUpUser,
      SignedUpUser,
      SignedUpUser,
      SignedUpUser,
      SignedUpUser,
    ]
    const a = await preorder(first, figure.id, 2)
    const u = await preorder(unpaidBuyer, figure.id, 3, { pay: false })
    const gone = await preorder(cancelledBuyer, figure.id, 1)
    const b = await preorder(partBuyer, figure.id, 3)
    const c = await preorder(lastBuyer, figure.id, 1)
    expect((await shopperCancel(shop, cancelledBuyer.token, gone._id)).statusCode).toBe(200)

    const answer = await released(figure.id, 4)
    expect(answer).toEqual({
      allocated: 4,
      refunded: 5,
      stock: 0,
      orders: [
        {
          _id: a._id,
          orderNumber: a.orderNumber,
          ordered: 2,
          allocated: 2,
          refundAmount: 0,
          outcome: 'allocated',
        },
        // Not paid yet: served only in full, so it is cancelled and its units pass to the next in line.
        {
          _id: u._id,
          orderNumber: u.orderNumber,
          ordered: 3,
          allocated: 0,
          refundAmount: 0,
          outcome: 'cancelled',
        },
        {
          _id: b._id,
          orderNumber: b.orderNumber,
          ordered: 3,
          allocated: 2,
          refundAmount: PRICE,
          outcome: 'partly-allocated',
        },
        {
          _id: c._id,
          orderNumber: c.orderNumber,
          ordered: 1,
          allocated: 0,
          refundAmount: PRICE,
          outcome: 'cancelled',
        },
      ],
    })
    const row = await productRow(figure.id)
    expect(row).toMatchObject({ stock: 0, is_preorder: 0 })
    // One activity entry for the release, by its admin: what arrived, what went to buyers, what was not served.
    const { entries } = await listAuditEntries(shop.database.db, { entityId: figure.id })
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'product.release',
        actor: { _id: admin.id, email: admin.email },
        before: { isPreorder: true, stock: 0 },
        after: { isPreorder: false, stock: 0, received: 4, allocated: 4, notServed: 5 },
      }),
    ])

    await followRefunds(shop)
    const orderA = await myOrder(shop, first.token, a._id)
    expect(orderA).toMatchObject({ status: 'processing', paymentStatus: 'completed' })
    expect(orderA.preorder).toMatchObject({ status: 'allocated', allocatedQuantity: 2 })
    const orderB = await myOrder(shop, partBuyer.token, b._id)
    expect(orderB).toMatchObject({ status: 'processing', paymentStatus: 'partially_refunded' })
    expect(orderB.preorder).toMatchObject({ status: 'allocated', allocatedQuantity: 2 })
    expect(orderB.orderItems[0]!.quantity).toBe(3)
    expect(orderB.refunds).toEqual([
      expect.objectContaining({ amount: PRICE, status: 'completed', creditNoteNumber: expect.any(String) }),
    ])
    expect(await myOrder(shop, lastBuyer.token, c._id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refundedAmount: PRICE,
    })
    expect(await myOrder(shop, unpaidBuyer.token, u._id)).toMatchObject({
      status: 'cancelled',
      refunds: [],
    })

    const [mailA] = await mailsOfKind(first, 'preorder-released')
    expect(mailA!.subject).toContain('has arrived')
    const [mailB] = await mailsOfKind(partBuyer, 'preorder-released')
    expect(mailB!.text).toContain('gets 2 of the 3 units you ordered')
    expect(mailB!.text).toContain('refunding ₹1,299.00')
    const [mailC] = await mailsOfKind(lastBuyer, 'preorder-released')
    expect(mailC!.text).toContain('none were left for order')
    expect(mailC!.text).toContain('refunding ₹1,299.00')
    const [mailU] = await mailsOfKind(unpaidBuyer, 'preorder-released')
    expect(mailU!.text).toContain('nothing was charged')
    // One plain mail each about the release; the cancelled order's buyer hears nothing more.
    for (const buyer of [first, partBuyer, lastBuyer, unpaidBuyer])
      expect(await mailsOfKind(buyer, 'preorder-released')).toHaveLength(1)
    expect(await mailsOfKind(cancelledBuyer, 'preorder-released')).toHaveLength(0)
    expect((await mailsTo(shop, lastBuyer.email)).map((mail) => mail.kind)).not.toContain('order-cancelled')
  })

  it('a release with exactly the units ordered allocates every order and puts nothing on sale', async () => {
    const figure = await preorderProduct()
    const first = await signUp(shop.app)
    const second = await signUp(shop.app)
    const a = await preorder(first, figure.id, 2)
    const b = await preorder(second, figure.id, 1)
    const answer = await released(figure.id, 3)
    expect(answer).toMatchObject({ allocated: 3, refunded: 0, stock: 0 })
    expect(answer.orders.map((order) => [order._id, order.allocated, order.outcome])).toEqual([
      [a._id, 2, 'allocated'],
      [b._id, 1, 'allocated'],
    ])
    expect(await productRow(figure.id)).toMatchObject({ stock: 0, is_preorder: 0 })
    expect(await refundsOf(shop, admin.token, a._id)).toEqual([])
  })

  it('a release with more units than ordered puts the rest on sale, once; the product is then sold like any other', async () => {
    const figure = await preorderProduct({ limit: 5 })
    const shopper = await signUp(shop.app)
    const order = await preorder(shopper, figure.id, 2)
    const answer = await released(figure.id, 7)
    expect(answer).toMatchObject({ allocated: 2, refunded: 0, stock: 5 })
    expect(await productRow(figure.id)).toMatchObject({ stock: 5, is_preorder: 0 })
    const product = await shop.app.inject({ method: 'GET', url: `/api/products/${figure.id}` })
    expect(product.json()).toMatchObject({ isPreorder: false, stock: 5 })

    const again = await release(figure.id, { received: 3 })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(NOT_A_PREORDER_MESSAGE)
    expect(await stockOf(shop, figure.id)).toBe(5)

    // Now an ordinary product: an order takes its stock, cash on delivery is fine, and nothing waits.
    const later = await placeOrder(shop, shopper.token, [{ product: figure.id, qty: 1 }], {
      paymentMethod: 'COD',
    })
    expect(later.preorder).toBeNull()
    expect(await stockOf(shop, figure.id)).toBe(4)
    expect((await myOrder(shop, shopper.token, order._id)).preorder?.status).toBe('allocated')
  })

  it('only the release ends a pre-order: an edit turning it off is refused; a release of 0 refunds its buyers', async () => {
    const figure = await preorderProduct()
    const buyer = await signUp(shop.app)
    const order = await preorder(buyer, figure.id, 1)
    const turnedOff = await shop.app.inject({
      method: 'PUT',
      url: `/api/products/${figure.id}`,
      headers: bearer(admin.token),
      payload: { isPreorder: false },
    })
    expect(turnedOff.statusCode, turnedOff.body).toBe(409)
    expect(turnedOff.json().message).toBe(PREORDER_ENDS_WITH_RELEASE_MESSAGE)

    const released = await release(figure.id, { received: 0 })
    expect(released.statusCode, released.body).toBe(200)
    expect(released.json()).toMatchObject({ allocated: 0, refunded: 1, stock: 0 })
    expect((await myOrder(shop, buyer.token, order._id)).status).toBe('cancelled')
  })

  it('two releases at once: one happens, the other answers 409', async () => {
    const figure = await preorderProduct()
    const shopper = await signUp(shop.app)
    await preorder(shopper, figure.id, 2)
    const responses = await Promise.all([
      release(figure.id, { received: 5 }),
      release(figure.id, { received: 5 }),
    ])
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409])
    expect(await stockOf(shop, figure.id)).toBe(3)
  })

  it('refuses to release what is not a pre-order, an unknown product and a bad quantity', async () => {
    const ordinary = await product(shop)
    const notPreorder = await release(ordinary.id, { received: 1 })
    expect(notPreorder.statusCode).toBe(409)
    expect(notPreorder.json().message).toBe(NOT_A_PREORDER_MESSAGE)
    const unknown = await release('0123456789abcdef01234567', { received: 1 })
    expect(unknown.statusCode).toBe(404)
    const figure = await preorderProduct()
    for (const payload of [
      {},
      { received: -1 },
      { received: 1.5 },
      { received: '3' },
      { received: 10_000_000 },
    ]) {
      const response = await release(figure.id, payload)
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
    }
    expect(await productRow(figure.id)).toMatchObject({ is_preorder: 1 })
  })

  it('an allocated order moves on to shipping; cancelled later, it gives back only the units it was allocated', async () => {
    const figure = await preorderProduct()
    const first = await signUp(shop.app)
    const second = await signUp(shop.app)
    const full = await preorder(first, figure.id, 1)
    const part = await preorder(second, figure.id, 3)
    await released(figure.id, 3)

    const shipped = await setStatus(shop, admin.token, full._id, {
      status: 'shipped',
      trackingNumber: 'DL123',
    })
    expect(shipped.statusCode, shipped.body).toBe(200)
    expect(await mailsOfKind(first, 'order-shipped')).toHaveLength(1)
    const delivered = await setStatus(shop, admin.token, full._id, { status: 'delivered' })
    expect(delivered.statusCode, delivered.body).toBe(200)

    expect(await stockOf(shop, figure.id)).toBe(0)
    const cancelled = await adminCancel(shop, admin.token, part._id)
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(await stockOf(shop, figure.id)).toBe(2)
  })
})
