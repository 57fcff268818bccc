import sharp from 'sharp'
import { beforeAll, expect, it } from 'vitest'
import {
  DELIVERED_ORDER_NOT_CANCELLED_MESSAGE,
  REFUND_ABOVE_REMAINING_MESSAGE,
  type Order,
} from '@common/schemas/order'
import {
  DEFAULT_RETURN_WINDOW_DAYS,
  RETURN_MORE_THAN_BOUGHT_MESSAGE,
  RETURN_NOT_DELIVERED_MESSAGE,
  RETURN_PHOTO_REQUIRED_MESSAGE,
  RETURN_RECEIVED_ONLY_MESSAGE,
  RETURN_RESTOCK_MORE_THAN_RETURNED_MESSAGE,
  RETURN_TRANSITION_MESSAGE,
  RETURN_UNDERWAY_CANNOT_CANCEL_MESSAGE,
  RETURN_WINDOW_CLOSED_MESSAGE,
  TOO_MANY_RETURN_PHOTOS_MESSAGE,
  type ReturnRequest,
} from '@common/schemas/returns'
import { bearer, signUp, signUpAdmin, type SignedUpUser } from '../../test/test-app'
import { multipartBody, type Upload } from '../../test/hostile-files'
import {
  describeEachShop,
  followRefunds,
  mailKindsTo,
  mailsTo,
  myOrder,
  payOrder,
  placeOrder,
  product,
  refundsOf,
  statusCodes,
  stockOf,
  type Line,
} from '../../test/lifecycle-shop'
import { NOT_AN_IMAGE_MESSAGE } from '../media/media.service'
import { returnFigures } from './return-reads'

const DAY_MS = 24 * 60 * 60 * 1000

/** A phone photo: a JPEG carrying the camera's make and the place it was taken (GPS) in its EXIF. */
function phonePhoto(colour = '#336699'): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '19/1 4/1 30/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '72/1 52/1 0/1',
      },
    })
    .toBuffer()
}

const photoUpload = (bytes: Buffer, filename = 'photo.jpg'): Upload => ({
  field: 'photos',
  bytes,
  filename,
  type: 'image/jpeg',
})

type ReturnForm = { items: Line[]; reason: string; note?: string }

describeEachShop('returns', (shop) => {
  let admin: SignedUpUser
  let photo: Buffer

  beforeAll(async () => {
    admin = await signUpAdmin(shop)
    photo = await phonePhoto()
  })

  const askReturn = async (
    token: string | null,
    orderId: string,
    form: ReturnForm,
    photos: Upload[] = [],
  ) => {
    const fields: Record<string, string> = { items: JSON.stringify(form.items), reason: form.reason }
    if (form.note !== undefined) fields.note = form.note
    const { payload, contentType } = await multipartBody(photos, fields)
    return shop.app.inject({
      method: 'POST',
      url: `/api/orders/my-orders/${orderId}/returns`,
      payload,
      headers: { 'content-type': contentType, ...(token ? bearer(token) : {}) },
    })
  }

  const askedReturn = async (
    token: string,
    orderId: string,
    form: ReturnForm,
    photos: Upload[] = [photoUpload(photo)],
  ): Promise<ReturnRequest> => {
    const response = await askReturn(token, orderId, form, photos)
    expect(response.statusCode, response.body).toBe(201)
    return response.json()
  }

  const updateRequest = (token: string | null, returnId: string, payload: object) =>
    shop.app.inject({
      method: 'PUT',
      url: `/api/returns/${returnId}`,
      headers: token ? bearer(token) : {},
      payload,
    })

  const updated = async (returnId: string, payload: object): Promise<ReturnRequest> => {
    const response = await updateRequest(admin.token, returnId, payload)
    expect(response.statusCode, response.body).toBe(200)
    return response.json()
  }

  const deliver = async (orderId: string): Promise<Order> => {
    const response = await shop.app.inject({
      method: 'PUT',
      url: `/api/orders/${orderId}/deliver`,
      headers: bearer(admin.token),
    })
    expect(response.statusCode, response.body).toBe(200)
    return response.json()
  }

  /** A shopper's cash-on-delivery order of `qty` figures at ₹1,299, delivered (so paid). */
  async function deliveredOrder(shopper: SignedUpUser, qty = 2, paymentMethod: 'COD' | 'PHONEPE' = 'COD') {
    const figure = await product(shop, { pricePaise: 129_900, stock: 10 })
    const order = await placeOrder(shop, shopper.token, [{ product: figure.id, qty }], { paymentMethod })
    if (paymentMethod === 'PHONEPE') await payOrder(shop, shopper.token, order._id)
    return { figure, order: await deliver(order._id) }
  }

  const mediaCount = async () =>
    Number(
      (
        await shop.database.db
          .selectFrom('media')
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    )

  const returnsCount = async (orderId: string) =>
    (
      await shop.database.db
        .selectFrom('return_requests')
        .select('id')
        .where('order_id', '=', orderId)
        .execute()
    ).length

  it('refuses strangers (401), other shoppers (404 on their order, 403 on admin routes)', async () => {
    const shopper = await signUp(shop.app)
    const other = await signUp(shop.app)
    const { figure, order } = await deliveredOrder(shopper)
    const form = { items: [{ product: figure.id, qty: 1 }], reason: 'changed-mind' }

    expect((await askReturn(null, order._id, form)).statusCode).toBe(401)
    const notTheirs = await askReturn(other.token, order._id, form)
    expect(notTheirs.statusCode).toBe(404)
    expect(notTheirs.json()).toEqual({ success: false, message: 'Order not found' })
    // Not even an admin asks a return on a shopper's behalf through the shopper's route.
    expect((await askReturn(admin.token, order._id, form)).statusCode).toBe(404)
    expect(await returnsCount(order._id)).toBe(0)

    const request = await askedReturn(shopper.token, order._id, form, [])
    const adminRoutes = [
      ['GET', '/api/returns', undefined],
      ['PUT', `/api/returns/${request._id}`, { status: 'approved' }],
      ['GET', '/api/returns/settings', undefined],
      ['PUT', '/api/returns/settings', { windowDays: 30 }],
    ] as const
    for (const [method, url, payload] of adminRoutes) {
      const signedOut = await shop.app.inject({ method, url, ...(payload ? { payload } : {}) })
      expect(signedOut.statusCode, `${method} ${url}`).toBe(401)
      for (const token of [shopper.token, other.token]) {
        const refused = await shop.app.inject({
          method,
          url,
          headers: bearer(token),
          ...(payload ? { payload } : {}),
        })
        expect(refused.statusCode, `${method} ${url}`).toBe(403)
        expect(refused.json().success).toBe(false)
      }
    }
    // Nothing moved: the request still waits, the window is the default.
    expect((await myOrder(shop, shopper.token, order._id)).returns).toMatchObject([{ status: 'requested' }])
    const settings = await shop.app.inject({
      method: 'GET',
      url: '/api/returns/settings',
      headers: bearer(admin.token),
    })
    expect(settings.json()).toEqual({ windowDays: DEFAULT_RETURN_WINDOW_DAYS })
  })

  it('refuses a return before delivery (409) and after the return window (409)', async () => {
    const shopper = await signUp(shop.app)
    const figure = await product(shop, { stock: 10 })
    const form = { items: [{ product: figure.id, qty: 1 }], reason: 'changed-mind' }
    const placed = await placeOrder(shop, shopper.token, [{ product: figure.id, qty: 1 }], {
      paymentMethod: 'COD',
    })
    expect(placed.returnDeadline).toBeNull()
    const shipped = await shop.app.inject({
      method: 'PUT',
      url: `/api/orders/${placed._id}/status`,
      headers: bearer(admin.token),
      payload: { status: 'shipped', trackingNumber: 'DLV123' },
    })
    expect(shipped.statusCode).toBe(200)
    const early = await askReturn(shopper.token, placed._id, form)
    expect(early.statusCode).toBe(409)
    expect(early.json()).toEqual({ success: false, message: RETURN_NOT_DELIVERED_MESSAGE })

    const delivered = await deliver(placed._id)
    expect(delivered.returnDeadline).toBe(
      new Date(new Date(delivered.deliveredAt!).getTime() + 7 * DAY_MS).toISOString(),
    )
    // Delivered eight days before the shop's clock: the seven-day window has closed.
    const eightDaysAgo = new Date(shop.clock.now().getTime() - 8 * DAY_MS).toISOString()
    await shop.database.db
      .updateTable('orders')
      .set({ delivered_at: eightDaysAgo })
      .where('id', '=', placed._id)
      .execute()
    const late = await askReturn(shopper.token, placed._id, form)
    expect(late.statusCode).toBe(409)
    expect(late.json()).toEqual({ success: false, message: RETURN_WINDOW_CLOSED_MESSAGE })
    expect(await returnsCount(placed._id)).toBe(0)
    expect((await myOrder(shop, shopper.token, placed._id)).returnDeadline).toBe(
      new Date(new Date(eightDaysAgo).getTime() + 7 * DAY_MS).toISOString(),
    )
  })

  it('asks for a photo for damaged and wrong-item, refuses a file that is not a picture and a sixth photo', async () => {
    const shopper = await signUp(shop.app)
    const { figure, order } = await deliveredOrder(shopper)
    const items = [{ product: figure.id, qty: 1 }]
    const mediaBefore = await mediaCount()

    for (const reason of ['damaged', 'wrong-item']) {
      const response = await askReturn(shopper.token, order._id, { items, reason })
      expect(response.statusCode, reason).toBe(400)
      expect(response.json()).toEqual({ success: false, message: RETURN_PHOTO_REQUIRED_MESSAGE })
    }
    const notAPicture = await askReturn(shopper.token, order._id, { items, reason: 'damaged' }, [
      photoUpload(photo),
      {
        field: 'photos',
        bytes: Buffer.from('%PDF-1.7 not a photo'),
        filename: 'box.jpg',
        type: 'image/jpeg',
      },
    ])
    expect(notAPicture.statusCode).toBe(400)
    expect(notAPicture.json()).toEqual({ success: false, message: NOT_AN_IMAGE_MESSAGE })

    const colours = ['#111111', '#222222', '#333333', '#444444', '#555555', '#666666']
    const six = await Promise.all(colours.map(async (colour) => photoUpload(await phonePhoto(colour))))
    const tooMany = await askReturn(shopper.token, order._id, { items, reason: 'damaged' }, six)
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json()).toEqual({ success: false, message: TOO_MANY_RETURN_PHOTOS_MESSAGE })
    // Past the upload limit of files in one form, the same answer.
    const thirteen = Array.from({ length: 13 }, () => photoUpload(photo))
    const wayTooMany = await askReturn(shopper.token, order._id, { items, reason: 'damaged' }, thirteen)
    expect(wayTooMany.statusCode).toBe(400)
    expect(wayTooMany.json().message).toBe(TOO_MANY_RETURN_PHOTOS_MESSAGE)

    for (const [fields, message] of [
      [{ items: 'not json', reason: 'other' }, 'Please choose the items to return'],
      [{ items: '[]', reason: 'other' }, 'Please choose the items to return'],
      [{ items: JSON.stringify(items), reason: 'bored' }, 'Please choose a reason'],
      [{ items: JSON.stringify(items), reason: 'other', note: 'x'.repeat(1001) }, 'At most 1000 characters'],
    ] as const) {
      const { payload, contentType } = await multipartBody([], fields)
      const response = await shop.app.inject({
        method: 'POST',
        url: `/api/orders/my-orders/${order._id}/returns`,
        payload,
        headers: { 'content-type': contentType, ...bearer(shopper.token) },
      })
      expect(response.statusCode, JSON.stringify(fields)).toBe(400)
      expect(response.json().message).toBe(message)
    }
    // A refused request leaves no picture and no request behind.
    expect(await mediaCount()).toBe(mediaBefore)
    expect(await returnsCount(order._id)).toBe(0)
  })

  it('refuses more than was bought, counting returns still open or received but not rejected ones', async () => {
    const shopper = await signUp(shop.app)
    const { figure, order } = await deliveredOrder(shopper, 2)
    const elsewhere = await product(shop)
    const ask = (lines: Line[]) =>
      askReturn(shopper.token, order._id, { items: lines, reason: 'changed-mind' })
    for (const lines of [[{ product: figure.id, qty: 3 }], [{ product: elsewhere.id, qty: 1 }]]) {
      const response = await ask(lines)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ success: false, message: RETURN_MORE_THAN_BOUGHT_MESSAGE })
    }
    const first = await askedReturn(shopper.token, order._id, {
      items: [{ product: figure.id, qty: 1 }],
      reason: 'changed-mind',
    })
    expect((await ask([{ product: figure.id, qty: 2 }])).statusCode).toBe(400)
    const second = await askedReturn(shopper.token, order._id, {
      items: [{ product: figure.id, qty: 1 }],
      reason: 'changed-mind',
    })
    expect((await ask([{ product: figure.id, qty: 1 }])).statusCode).toBe(400)
    // A rejected request gives its quantity back to ask for again.
    await updated(second._id, { status: 'rejected', note: 'Opened figures cannot be returned' })
    await updated(first._id, { status: 'approved' })
    await updated(first._id, { status: 'received' })
    expect((await ask([{ product: figure.id, qty: 2 }])).statusCode).toBe(400)
    await askedReturn(shopper.token, order._id, {
      items: [{ product: figure.id, qty: 1 }],
      reason: 'changed-mind',
    })
  })

  it('takes the last item to return once when two requests for it arrive together', async () => {
    const shopper = await signUp(shop.app)
    const { figure, order } = await deliveredOrder(shopper, 1)
    const form = { items: [{ product: figure.id, qty: 1 }], reason: 'changed-mind' }
    const answers = await Promise.all([
      askReturn(shopper.token, order._id, form),
      askReturn(shopper.token, order._id, form),
    ])
    expect(statusCodes(answers)).toEqual([201, 400])
    expect(await returnsCount(order._id)).toBe(1)
  })

  it('stores the photos re-encoded without their location data, and shows the request on the order', async () => {
    const shopper = await signUp(shop.app)
    const { figure, order } = await deliveredOrder(shopper, 2)
    expect((await sharp(photo).metadata()).exif).toBeDefined()
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#aa2200' } })
      .png()
      .toBuffer()
    const request = await askedReturn(
      shopper.token,
      order._id,
      { items: [{ product: figure.id, qty: 1 }], reason: 'damaged', note: 'The box arrived crushed' },
      [photoUpload(photo), { field: 'photos', bytes: png, filename: 'side.png', type: 'image/png' }],
    )
    expect(request).toMatchObject({
      orderId: order._id,
      orderNumber: order.orderNumber,
      user: { _id: shopper.id, email: shopper.email },
      status: 'requested',
      reason: 'damaged',
      note: 'The box arrived crushed',
      adminNote: null,
      items: [
        {
          product: figure.id,
          name: figure.name,
          image: order.orderItems[0]!.image,
          price: 1299,
          qty: 1,
          restocked: 0,
        },
      ],
      refundId: null,
      refundAmount: null,
      createdAt: shop.clock.now().toISOString(),
    })
    expect(request.photos).toHaveLength(2)
    for (const url of request.photos) {
      expect(url).toMatch(/^\/media\/[0-9a-f]{32}\.webp$/)
      const stored = await shop.app.inject({ method: 'GET', url })
      expect(stored.statusCode).toBe(200)
      const metadata = await sharp(stored.rawPayload).metadata()
      expect(metadata.format).toBe('webp')
      expect(metadata.exif).toBeUndefined()
    }

    const mine = await myOrder(shop, shopper.token, order._id)
    expect(mine.returns).toEqual([request])
    expect(mine.returnDeadline).toBe(
      new Date(new Date(mine.deliveredAt!).getTime() + 7 * DAY_MS).toISOString(),
    )
    const asAdmin = await shop.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}`,
      headers: bearer(admin.token),
    })
    expect(asAdmin.json().returns).toEqual([request])
    const receipt = (await mailsTo(shop, shopper.email)).find((mail) => mail.kind === 'return-requested')
    expect(receipt?.subject).toBe(`Return request received for order ${order.orderNumber}`)
  })

  it('takes a request as JSON without photos for a reason that needs none', async () => {
    const shopper = await signUp(shop.app)
    const { figure, order } = await deliveredOrder(shopper, 1)
    const response = await shop.app.inject({
      method: 'POST',
      url: `/api/orders/my-orders/${order._id}/returns`,
      headers: bearer(shopper.token),
      payload: { items: [{ product: figure.id, qty: 1 }], reason: 'not-as-described' },
    })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json()).toMatchObject({ status: 'requested', note: null, photos: [] })
  })

  it('approves, then receives with 1 of 2 restocked and a refund with its credit note, once however often it is sent', async () => {
    const shopper = await signUp(shop.app)
    const { figure, order } = await deliveredOrder(shopper, 2)
    const request = await askedReturn(shopper.token, order._id, {
      items: [{ product: figure.id, qty: 2 }],
      reason: 'damaged',
    })
    expect(await stockOf(shop, figure.id)).toBe(8)

    const approved = await updated(request._id, { status: 'approved', note: 'Please send both back' })
    expect(approved).toMatchObject({ status: 'approved', adminNote: 'Please send both back' })
    const twice = await updateRequest(admin.token, request._id, { status: 'approved' })
    expect(twice.statusCode).toBe(409)
    expect(twice.json().message).toBe(RETURN_TRANSITION_MESSAGE)
    expect((await updateRequest(admin.token, request._id, { status: 'rejected' })).statusCode).toBe(409)

    // One box is crushed beyond sale: one of the two goes back on the shelf. Half the order is refunded, so a
    // second refund would still fit in what is left: only the return's own state stops it.
    const receipt = {
      status: 'received',
      restock: [{ product: figure.id, qty: 1 }],
      refundAmount: 1299,
      refundMethod: 'upi',
      refundReference: 'UPI-998877',
    }
    const answers = await Promise.all([
      updateRequest(admin.token, request._id, receipt),
      updateRequest(admin.token, request._id, receipt),
    ])
    expect(statusCodes(answers)).toEqual([200, 409])
    const received = answers.find((answer) => answer.statusCode === 200)!.json() as ReturnRequest
    expect(received).toMatchObject({
      status: 'received',
      adminNote: 'Please send both back',
      items: [{ product: figure.id, qty: 2, restocked: 1 }],
      refundAmount: 1299,
      refundId: expect.any(String),
    })
    const again = await updateRequest(admin.token, request._id, receipt)
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(RETURN_TRANSITION_MESSAGE)

    expect(await stockOf(shop, figure.id)).toBe(9)
    const refunds = await refundsOf(shop, admin.token, order._id)
    expect(refunds).toEqual([
      expect.objectContaining({
        _id: received.refundId,
        amount: 1299,
        status: 'completed',
        method: 'upi',
        reference: 'UPI-998877',
        creditNoteNumber: expect.stringMatching(/^AV\/CN\/\d{4}-\d{2}\/\d{6}$/),
      }),
    ])
    expect(await myOrder(shop, shopper.token, order._id)).toMatchObject({
      paymentStatus: 'partially_refunded',
      refundedAmount: 1299,
      refundableAmount: 1299,
      returns: [{ _id: request._id, status: 'received', refundAmount: 1299 }],
    })
    const kinds = await mailKindsTo(shop, shopper.email)
    for (const kind of ['return-requested', 'return-approved', 'return-received', 'refund-issued'])
      expect(
        kinds.filter((entry) => entry === kind),
        kind,
      ).toHaveLength(1)
  })

  it('refunds an order paid online through the gateway, never above what is left to refund', async () => {
    const shopper = await signUp(shop.app)
    const { figure, order } = await deliveredOrder(shopper, 1, 'PHONEPE')
    const request = await askedReturn(shopper.token, order._id, {
      items: [{ product: figure.id, qty: 1 }],
      reason: 'wrong-item',
    })
    await updated(request._id, { status: 'approved' })
    const tooMuch = await updateRequest(admin.token, request._id, {
      status: 'received',
      restock: [{ product: figure.id, qty: 1 }],
      refundAmount: 1299.01,
    })
    expect(tooMuch.statusCode).toBe(409)
    expect(tooMuch.json().message).toBe(REFUND_ABOVE_REMAINING_MESSAGE)
    // Refused whole: still approved, nothing back on sale, nothing refunded.
    expect(await stockOf(shop, figure.id)).toBe(9)
    expect(await refundsOf(shop, admin.token, order._id)).toEqual([])
    expect((await myOrder(shop, shopper.token, order._id)).returns[0]!.status).toBe('approved')

    const received = await updated(request._id, {
      status: 'received',
      restock: [{ product: figure.id, qty: 1 }],
      refundAmount: 1299,
    })
    expect(received.refundAmount).toBe(1299)
    expect(await stockOf(shop, figure.id)).toBe(10)
    expect(await refundsOf(shop, admin.token, order._id)).toEqual([
      expect.objectContaining({ _id: received.refundId, status: 'pending', method: 'phonepe', amount: 1299 }),
    ])
    await followRefunds(shop)
    expect(await myOrder(shop, shopper.token, order._id)).toMatchObject({
      paymentStatus: 'refunded',
      refundedAmount: 1299,
      refunds: [{ _id: received.refundId, status: 'completed' }],
    })
    expect((await mailKindsTo(shop, shopper.email)).filter((kind) => kind === 'refund-issued')).toHaveLength(
      1,
    )
  })

  it('leaves stock alone on a rejection, tells the shopper why, and will not receive it afterwards', async () => {
    const shopper = await signUp(shop.app)
    const { figure, order } = await deliveredOrder(shopper, 1)
    const request = await askedReturn(shopper.token, order._id, {
      items: [{ product: figure.id, qty: 1 }],
      reason: 'changed-mind',
    })
    const stock = await stockOf(shop, figure.id)
    const rejected = await updated(request._id, { status: 'rejected', note: 'The seal has been opened' })
    expect(rejected).toMatchObject({ status: 'rejected', adminNote: 'The seal has been opened' })
    for (const payload of [
      { status: 'received', restock: [{ product: figure.id, qty: 1 }] },
      { status: 'approved' },
    ]) {
      const refused = await updateRequest(admin.token, request._id, payload)
      expect(refused.statusCode).toBe(409)
      expect(refused.json().message).toBe(RETURN_TRANSITION_MESSAGE)
    }
    expect(await stockOf(shop, figure.id)).toBe(stock)
    expect(await refundsOf(shop, admin.token, order._id)).toEqual([])
    const mail = await shop.database.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', shopper.email)
      .where('kind', '=', 'return-rejected')
      .executeTakeFirstOrThrow()
    expect(mail.subject).toBe(`Your return request for order ${order.orderNumber} was not accepted`)
    expect(mail.text_body).toContain('The seal has been opened')
  })

  it('puts stock back once between a return and a cancellation of the same order', async () => {
    const setStatus = (orderId: string, status: string) =>
      shop.app.inject({
        method: 'PUT',
        url: `/api/orders/${orderId}/status`,
        headers: { authorization: `Bearer ${admin.token}` },
        payload: { status },
      })

    // Received and restocked: cancelling the order would put the restocked unit back a second time.
    const shopper = await signUp(shop.app)
    const { figure, order } = await deliveredOrder(shopper, 2)
    const request = await askedReturn(shopper.token, order._id, {
      items: [{ product: figure.id, qty: 1 }],
      reason: 'changed-mind',
    })
    await updated(request._id, { status: 'approved' })
    await updated(request._id, { status: 'received', restock: [{ product: figure.id, qty: 1 }] })
    expect(await stockOf(shop, figure.id)).toBe(9)
    const cancelling = await setStatus(order._id, 'cancelled')
    expect(cancelling.statusCode).toBe(409)
    expect(cancelling.json().message).toBe(RETURN_UNDERWAY_CANNOT_CANCEL_MESSAGE)
    expect(await stockOf(shop, figure.id)).toBe(9)

    // Only asked for: the delivered order is still never cancelled (nothing came back), and its return goes on.
    const other = await deliveredOrder(shopper, 1)
    const asked = await askedReturn(shopper.token, other.order._id, {
      items: [{ product: other.figure.id, qty: 1 }],
      reason: 'changed-mind',
    })
    const refused = await setStatus(other.order._id, 'cancelled')
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(DELIVERED_ORDER_NOT_CANCELLED_MESSAGE)
    expect(await stockOf(shop, other.figure.id)).toBe(9)
    expect((await updateRequest(admin.token, asked._id, { status: 'approved' })).statusCode).toBe(200)
    await updated(asked._id, { status: 'received', restock: [{ product: other.figure.id, qty: 1 }] })
    expect(await stockOf(shop, other.figure.id)).toBe(10)
  })

  it('checks what is restocked and refunded, and when', async () => {
    const shopper = await signUp(shop.app)
    const { figure, order } = await deliveredOrder(shopper, 2)
    const other = await product(shop)
    const request = await askedReturn(shopper.token, order._id, {
      items: [{ product: figure.id, qty: 1 }],
      reason: 'damaged',
    })
    const early = await updateRequest(admin.token, request._id, {
      status: 'approved',
      restock: [{ product: figure.id, qty: 1 }],
    })
    expect(early.statusCode).toBe(400)
    expect(early.json().message).toBe(RETURN_RECEIVED_ONLY_MESSAGE)
    expect(
      (await updateRequest(admin.token, request._id, { status: 'approved', refundAmount: 5 })).statusCode,
    ).toBe(400)
    await updated(request._id, { status: 'approved' })
    for (const restock of [[{ product: figure.id, qty: 2 }], [{ product: other.id, qty: 1 }]]) {
      const refused = await updateRequest(admin.token, request._id, { status: 'received', restock })
      expect(refused.statusCode).toBe(400)
      expect(refused.json().message).toBe(RETURN_RESTOCK_MORE_THAN_RETURNED_MESSAGE)
    }
    // A cash-on-delivery refund names the transfer it was paid by.
    const noReference = await updateRequest(admin.token, request._id, {
      status: 'received',
      refundAmount: 100,
    })
    expect(noReference.statusCode).toBe(400)
    for (const payload of [
      { status: 'shipped' },
      { status: 'received', refundAmount: -1 },
      { status: 'received', refundAmount: 1.005 },
      { status: 'received', restock: [{ product: figure.id, qty: -1 }] },
    ]) {
      expect(
        (await updateRequest(admin.token, request._id, payload)).statusCode,
        JSON.stringify(payload),
      ).toBe(400)
    }
    expect(
      (await updateRequest(admin.token, '0123456789abcdef01234567', { status: 'approved' })).statusCode,
    ).toBe(404)
    // Received without restock or refund: nothing goes back on sale.
    const stock = await stockOf(shop, figure.id)
    const received = await updated(request._id, { status: 'received' })
    expect(received).toMatchObject({ status: 'received', refundId: null, refundAmount: null })
    expect(await stockOf(shop, figure.id)).toBe(stock)
  })

  it('lists requests newest first, by status, paged, with the number waiting', async () => {
    const shopper = await signUp(shop.app)
    const { figure, order } = await deliveredOrder(shopper, 3)
    const ask = async () => {
      shop.clock.advance(1_000)
      return askedReturn(shopper.token, order._id, {
        items: [{ product: figure.id, qty: 1 }],
        reason: 'changed-mind',
      })
    }
    const first = await ask()
    const second = await ask()
    const third = await ask()
    await updated(second._id, { status: 'approved' })
    const list = async (query: string) => {
      const response = await shop.app.inject({
        method: 'GET',
        url: `/api/returns${query}`,
        headers: bearer(admin.token),
      })
      expect(response.statusCode, response.body).toBe(200)
      return response.json()
    }
    const waiting = (
      await shop.database.db
        .selectFrom('return_requests')
        .select('id')
        .where('status', '=', 'requested')
        .execute()
    ).length
    const all = await list('?limit=2')
    expect(all).toMatchObject({ waiting, currentPage: 1 })
    expect(all.returns.map((entry: ReturnRequest) => entry._id)).toEqual([third._id, second._id])
    expect(all.totalPages).toBe(Math.ceil(all.total / 2))
    const approved = await list('?status=approved')
    expect(approved.returns.map((entry: ReturnRequest) => entry._id)).toContain(second._id)
    expect(approved.returns.every((entry: ReturnRequest) => entry.status === 'approved')).toBe(true)
    const requested = await list('?status=requested&limit=100')
    expect(requested.total).toBe(waiting)
    expect(requested.returns.map((entry: ReturnRequest) => entry._id)).toEqual(
      expect.arrayContaining([first._id, third._id]),
    )
    for (const query of ['?status=lost', '?page=0', '?limit=abc']) {
      const bad = await shop.app.inject({
        method: 'GET',
        url: `/api/returns${query}`,
        headers: bearer(admin.token),
      })
      expect(bad.statusCode, query).toBe(400)
    }

    const figures = await returnFigures(shop.database.db, new Date(shop.clock.now().getTime() - 2_500))
    expect(figures).toEqual({ waiting, requested: 3 })
    expect((await returnFigures(shop.database.db, new Date(shop.clock.now().getTime() + 1))).requested).toBe(
      0,
    )
  })

  it('keeps the return window in days, decimals allowed, and the deadlines follow it', async () => {
    const shopper = await signUp(shop.app)
    const { figure, order } = await deliveredOrder(shopper, 1)
    const settings = (method: 'GET' | 'PUT', payload?: object) =>
      shop.app.inject({
        method,
        url: '/api/returns/settings',
        headers: bearer(admin.token),
        ...(payload ? { payload } : {}),
      })
    expect((await settings('GET')).json()).toEqual({ windowDays: 7 })
    for (const windowDays of [0, -1, 366, '7', null]) {
      const refused = await settings('PUT', { windowDays })
      expect(refused.statusCode, String(windowDays)).toBe(400)
      expect(refused.json().success).toBe(false)
    }
    expect((await settings('PUT', {})).statusCode).toBe(400)

    // Delivered 2 days and 12 hours ago: closed under a 2-day window, open under 2.5 days and a minute.
    const deliveredAt = new Date(shop.clock.now().getTime() - 2.5 * DAY_MS)
    await shop.database.db
      .updateTable('orders')
      .set({ delivered_at: deliveredAt.toISOString() })
      .where('id', '=', order._id)
      .execute()
    const form = { items: [{ product: figure.id, qty: 1 }], reason: 'changed-mind' }
    try {
      expect((await settings('PUT', { windowDays: 2 })).json()).toEqual({ windowDays: 2 })
      expect((await askReturn(shopper.token, order._id, form)).statusCode).toBe(409)
      const windowDays = 2.5 + 1 / (24 * 60)
      expect((await settings('PUT', { windowDays })).json()).toEqual({ windowDays })
      expect((await settings('GET')).json()).toEqual({ windowDays })
      expect((await myOrder(shop, shopper.token, order._id)).returnDeadline).toBe(
        new Date(deliveredAt.getTime() + 2.5 * DAY_MS + 60_000).toISOString(),
      )
      expect((await askReturn(shopper.token, order._id, form)).statusCode).toBe(201)
    } finally {
      await settings('PUT', { windowDays: DEFAULT_RETURN_WINDOW_DAYS })
    }
  })
})
