import { describe, expect, it } from 'vitest'
import { UNPAID_DELIVERY_MESSAGE } from './order-status'
import { insertProduct, sampleAddress } from '../../test/fixtures'
import { bearer, describeEachDatabase, signUp, signUpAdmin } from '../../test/test-app'

describeEachDatabase('orders', (context) => {
  const db = () => context.database.db
  const stockOf = async (id: string) =>
    (await db().selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock
  const order = (token: string, payload: object, headers: Record<string, string> = {}) =>
    context.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...bearer(token), ...headers },
      payload,
    })
  const codOrder = (productId: string, qty = 1, extra: object = {}) => ({
    orderItems: [{ _id: productId, product: productId, name: 'x', image: 'x', price: 1, qty }],
    shippingAddress: { address: '12 MG Road', city: 'Bengaluru', postalCode: '560001', country: 'India' },
    paymentMethod: 'COD',
    itemsPrice: 1,
    taxPrice: 0,
    shippingPrice: 0,
    totalPrice: 1,
    ...extra,
  })

  describe('placing an order', () => {
    it('prices it from the database, ignoring the prices in the request, and takes the stock', async () => {
      const figure = await insertProduct(db(), { price_paise: 249_950, stock: 5 })
      const user = await signUp(context.app, { name: 'Arjun' })
      const response = await order(user.token, codOrder(figure.id, 2))

      expect(response.statusCode).toBe(201)
      const body = response.json()
      expect(body).toMatchObject({
        totalPrice: 4999,
        itemsPrice: 4999,
        shippingPrice: 0,
        // The 5 % GST inside ₹4,999 delivered to Karnataka from Maharashtra (IGST); the total stays as priced.
        taxPrice: 238.05,
        paymentMethod: 'COD',
        status: 'pending',
        paymentStatus: 'pending',
        isPaid: false,
        orderItems: [{ product: figure.id, name: figure.name, price: 2499.5, qty: 2 }],
        shippingAddress: { fullName: 'Arjun', address: '12 MG Road', city: 'Bengaluru', country: 'India' },
      })
      expect(body._id).toMatch(/^[0-9a-f]{24}$/)
      expect(body.orderNumber).toMatch(/^ORD-\d{13,}$/)
      expect(await stockOf(figure.id)).toBe(3)
    })

    it('accepts the payment page style: items with productId and quantity, lower-case cod, a saved address', async () => {
      const product = await insertProduct(db(), { stock: 4 })
      const user = await signUp(context.app)
      const address = (
        await context.app.inject({
          method: 'POST',
          url: '/api/addresses',
          headers: bearer(user.token),
          payload: sampleAddress,
        })
      ).json()
      const response = await order(user.token, {
        items: [{ productId: product.id, name: 'x', quantity: 1, price: 0.01 }],
        paymentMethod: 'cod',
        addressId: address._id,
      })
      expect(response.statusCode).toBe(201)
      expect(response.json()).toMatchObject({
        paymentMethod: 'COD',
        // The saved address's phone, stored as its ten digits.
        shippingAddress: { city: 'Bengaluru', postalCode: '560001', phone: '9876543210' },
      })
    })

    it('keeps the phone of an address given with the order as its ten digits, and refuses one that is not a mobile number', async () => {
      const product = await insertProduct(db(), { stock: 4 })
      const user = await signUp(context.app)
      const address = { address: '12 MG Road', city: 'Bengaluru', postalCode: '560001' }
      const placed = await order(user.token, {
        ...codOrder(product.id),
        shippingAddress: { ...address, phone: '+91 98765-43210' },
      })
      expect(placed.statusCode).toBe(201)
      expect(placed.json().shippingAddress.phone).toBe('9876543210')
      const stored = await db()
        .selectFrom('orders')
        .select('shipping_address')
        .where('id', '=', placed.json()._id)
        .executeTakeFirstOrThrow()
      expect(JSON.parse(stored.shipping_address)).toMatchObject({ phone: '9876543210' })

      for (const phone of ['----------', '0000000000', '1234567890']) {
        const refused = await order(user.token, {
          ...codOrder(product.id),
          shippingAddress: { ...address, phone },
        })
        expect(refused.statusCode).toBe(400)
        expect(refused.json()).toEqual({
          success: false,
          message: 'Enter a valid 10-digit phone number',
          field: 'shippingAddress.phone',
        })
      }
      expect(await stockOf(product.id)).toBe(3)
    })

    it('counts the same product on two lines as one demand on its stock', async () => {
      const product = await insertProduct(db(), { stock: 3 })
      const user = await signUp(context.app)
      const response = await order(user.token, {
        ...codOrder(product.id),
        orderItems: [
          { product: product.id, qty: 2 },
          { product: product.id, qty: 2 },
        ],
      })
      expect(response.statusCode).toBe(409)
      expect(response.json().message).toMatch(/Only 3 of/)
      expect(await stockOf(product.id)).toBe(3)
    })

    it('refuses an order beyond the stock and leaves nothing half-written', async () => {
      const plenty = await insertProduct(db(), { stock: 10 })
      const scarce = await insertProduct(db(), { stock: 1, name: 'Rare Figure' })
      const user = await signUp(context.app)
      const response = await order(user.token, {
        ...codOrder(plenty.id),
        orderItems: [
          { product: plenty.id, qty: 2 },
          { product: scarce.id, qty: 2 },
        ],
      })
      expect(response.statusCode).toBe(409)
      expect(response.json()).toEqual({ success: false, message: 'Only 1 of "Rare Figure" left in stock' })
      expect(await stockOf(plenty.id)).toBe(10)
      const orders = await db().selectFrom('orders').select('id').where('user_id', '=', user.id).execute()
      expect(orders).toEqual([])
      // The stock is taken last, after the order, its lines and its mail were written: all gone with it.
      const lines = await db()
        .selectFrom('order_items')
        .select('id')
        .where('product_id', 'in', [plenty.id, scarce.id])
        .execute()
      expect(lines).toEqual([])
      const mails = await db()
        .selectFrom('mail_outbox')
        .select('id')
        .where('to_address', '=', user.email)
        .where('kind', '=', 'order-placed')
        .execute()
      expect(mails).toEqual([])
    })

    it.each([
      [{ orderItems: [] }, 'Your cart is empty'],
      [{ shippingAddress: undefined }, 'Please select a shipping address'],
      [{ paymentMethod: 'BITCOIN' }, 'Payment method must be Cash on Delivery (COD) or PhonePe (PHONEPE)'],
      [{ orderItems: [{ product: 'x', qty: 0 }] }, 'Each quantity must be a whole number from 1 to 100'],
      [{ shippingAddress: { address: '1 Road', city: 'Pune', postalCode: 'ABC' } }, 'Invalid postal code'],
    ])('refuses %j with 400 "%s"', async (change, message) => {
      const product = await insertProduct(db())
      const user = await signUp(context.app)
      const response = await order(user.token, { ...codOrder(product.id), ...change })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ success: false, message })
    })

    it('answers 404 for a product that does not exist and 401 without a session', async () => {
      const user = await signUp(context.app)
      expect((await order(user.token, codOrder('f'.repeat(24)))).statusCode).toBe(404)
      const anonymous = await context.app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: codOrder('f'.repeat(24)),
      })
      expect(anonymous.statusCode).toBe(401)
    })

    it('ten buyers racing for three figures leave stock at zero', async () => {
      const figure = await insertProduct(db(), { stock: 3 })
      const buyers = await Promise.all(Array.from({ length: 10 }, () => signUp(context.app)))
      const responses = await Promise.all(buyers.map((buyer) => order(buyer.token, codOrder(figure.id, 1))))
      const statuses = responses.map((response) => response.statusCode)
      expect(statuses.filter((status) => status === 201)).toHaveLength(3)
      expect(statuses.filter((status) => status === 409)).toHaveLength(7)
      expect(await stockOf(figure.id)).toBe(0)
    })
  })

  describe('Idempotency-Key', () => {
    it('gives the same order for the same key and body, once', async () => {
      const product = await insertProduct(db(), { stock: 5 })
      const user = await signUp(context.app)
      const headers = { 'idempotency-key': 'checkout-123' }
      const first = await order(user.token, codOrder(product.id), headers)
      const second = await order(user.token, codOrder(product.id), headers)
      expect(first.statusCode).toBe(201)
      expect(second.statusCode).toBe(200)
      expect(second.json()._id).toBe(first.json()._id)
      expect(await stockOf(product.id)).toBe(4)
    })

    it('answers 422 for the same key with another body', async () => {
      const product = await insertProduct(db(), { stock: 5 })
      const user = await signUp(context.app)
      const headers = { 'idempotency-key': 'checkout-456' }
      await order(user.token, codOrder(product.id, 1), headers)
      const changed = await order(user.token, codOrder(product.id, 2), headers)
      expect(changed.statusCode).toBe(422)
    })

    it('answers 409 while the first request with the key is still running', async () => {
      const product = await insertProduct(db(), { stock: 5 })
      const user = await signUp(context.app)
      const { hashRequest } = await import('./idempotency')
      const { createOrderInputSchema } = await import('@common/schemas/order')
      await db()
        .insertInto('idempotency_keys')
        .values({
          user_id: user.id,
          key: 'in-flight',
          request_hash: hashRequest(createOrderInputSchema.parse(codOrder(product.id))),
          order_id: null,
          created_at: new Date().toISOString(),
        })
        .execute()
      const response = await order(user.token, codOrder(product.id), { 'idempotency-key': 'in-flight' })
      expect(response.statusCode).toBe(409)
    })

    it('frees the key when the order fails, so that it can be retried', async () => {
      const product = await insertProduct(db(), { stock: 0 })
      const user = await signUp(context.app)
      const headers = { 'idempotency-key': 'retry-me' }
      expect((await order(user.token, codOrder(product.id), headers)).statusCode).toBe(409)
      await db().updateTable('products').set({ stock: 2 }).where('id', '=', product.id).execute()
      expect((await order(user.token, codOrder(product.id), headers)).statusCode).toBe(201)
    })
  })

  describe('reading orders', () => {
    it("lists a shopper's own orders and answers 404 for another shopper's", async () => {
      const product = await insertProduct(db())
      const owner = await signUp(context.app)
      const other = await signUp(context.app)
      const placed = (await order(owner.token, codOrder(product.id))).json()

      const mine = await context.app.inject({
        method: 'GET',
        url: '/api/orders/my-orders',
        headers: bearer(owner.token),
      })
      expect(mine.json().map((entry: { _id: string }) => entry._id)).toEqual([placed._id])
      const detail = await context.app.inject({
        method: 'GET',
        url: `/api/orders/my-orders/${placed._id}`,
        headers: bearer(owner.token),
      })
      expect(detail.json()).toMatchObject({ _id: placed._id, user: { email: owner.email } })

      const theirs = await context.app.inject({
        method: 'GET',
        url: `/api/orders/my-orders/${placed._id}`,
        headers: bearer(other.token),
      })
      expect(theirs.statusCode).toBe(404)
      const notMine = await context.app.inject({
        method: 'GET',
        url: '/api/orders/my-orders',
        headers: bearer(other.token),
      })
      expect(notMine.json()).toEqual([])
      const adminRoute = await context.app.inject({
        method: 'GET',
        url: `/api/orders/${placed._id}`,
        headers: bearer(other.token),
      })
      expect(adminRoute.statusCode).toBe(403)
    })

    it('lets an admin list, search and count every order', async () => {
      const product = await insertProduct(db(), { price_paise: 100_000 })
      const shopper = await signUp(context.app)
      const admin = await signUpAdmin(context)
      const placed = (
        await order(
          shopper.token,
          codOrder(product.id, 1, {
            shippingAddress: { address: '7 Lake View', city: 'Shillong', postalCode: '793001' },
          }),
        )
      ).json()
      const list = await context.app.inject({
        method: 'GET',
        url: '/api/orders?limit=1',
        headers: bearer(admin.token),
      })
      expect(list.json()).toMatchObject({
        success: true,
        totalOrders: expect.any(Number),
        total: expect.any(Number),
        currentPage: 1,
      })
      expect(list.json().orders).toHaveLength(1)
      const search = await context.app.inject({
        method: 'GET',
        url: '/api/orders?search=SHILLONG',
        headers: bearer(admin.token),
      })
      expect(search.json().orders.map((entry: { _id: string }) => entry._id)).toEqual([placed._id])
    })

    it('matches the search text literally, underscores and percent signs included', async () => {
      const product = await insertProduct(db())
      const shopper = await signUp(context.app)
      const admin = await signUpAdmin(context)
      const address = { address: 'Block 9_Q, Tea Estate', city: 'Darjeeling', postalCode: '734101' }
      const placed = (
        await order(shopper.token, codOrder(product.id, 1, { shippingAddress: address }))
      ).json()
      const search = (text: string) =>
        context.app.inject({
          method: 'GET',
          url: `/api/orders?search=${encodeURIComponent(text)}`,
          headers: bearer(admin.token),
        })
      expect((await search('block 9_q')).json().orders.map((entry: { _id: string }) => entry._id)).toEqual([
        placed._id,
      ])
      expect((await search('block 9%q')).json().orders).toEqual([])
    })
  })

  describe('admin search and filters', () => {
    const list = (token: string, query: string) =>
      context.app.inject({ method: 'GET', url: `/api/orders${query}`, headers: bearer(token) })
    const idsOf = (response: { json: () => { orders: { _id: string }[] } }) =>
      response.json().orders.map((entry) => entry._id)

    it("filters one customer's orders by userId, with paging", async () => {
      const product = await insertProduct(db(), { stock: 10 })
      const admin = await signUpAdmin(context)
      const customer = await signUp(context.app)
      const other = await signUp(context.app)
      const first = (await order(customer.token, codOrder(product.id))).json()
      await db()
        .updateTable('orders')
        .set({ created_at: '2020-01-01T00:00:00.000Z' })
        .where('id', '=', first._id)
        .execute()
      const second = (await order(customer.token, codOrder(product.id))).json()
      await order(other.token, codOrder(product.id))

      const pageOne = await list(admin.token, `?userId=${customer.id}&limit=1`)
      expect(pageOne.json()).toMatchObject({ total: 2, totalOrders: 2, totalPages: 2, currentPage: 1 })
      expect(idsOf(pageOne)).toEqual([second._id])
      expect(idsOf(await list(admin.token, `?userId=${customer.id}&limit=1&page=2`))).toEqual([first._id])
      expect((await list(admin.token, `?userId=${'0'.repeat(24)}`)).json()).toMatchObject({
        total: 0,
        orders: [],
      })
    })

    it('finds an order by id, number, customer id, name or e-mail and address, ignoring case', async () => {
      const product = await insertProduct(db(), { stock: 10 })
      const admin = await signUpAdmin(context)
      const customer = await signUp(context.app, { name: 'Tenzing Norgay Bhutia' })
      const placed = (
        await order(
          customer.token,
          codOrder(product.id, 1, {
            shippingAddress: { address: '3 Lachen Lane', city: 'Gangtok', postalCode: '737101' },
          }),
        )
      ).json()
      for (const text of [
        placed._id.slice(2, 14).toUpperCase(),
        placed.orderNumber.toLowerCase(),
        customer.id.toUpperCase(),
        'NORGAY bhutia',
        customer.email.toUpperCase(),
        'lachen LANE',
      ]) {
        const found = await list(admin.token, `?search=${encodeURIComponent(text)}&userId=${customer.id}`)
        expect(idsOf(found), text).toEqual([placed._id])
      }
      expect(idsOf(await list(admin.token, `?search=lachen&status=shipped`))).toEqual([])
    })

    it('refuses an unknown status with 400, and keeps the list from shoppers (403) and strangers (401)', async () => {
      const admin = await signUpAdmin(context)
      const shopper = await signUp(context.app)
      const unknown = await list(admin.token, '?status=lost')
      expect(unknown.statusCode).toBe(400)
      expect(unknown.json().success).toBe(false)
      expect((await list(shopper.token, '')).statusCode).toBe(403)
      expect((await context.app.inject({ method: 'GET', url: '/api/orders' })).statusCode).toBe(401)
    })
  })

  describe('marking an order delivered', () => {
    const deliver = (token: string | undefined, id: string) =>
      context.app.inject({
        method: 'PUT',
        url: `/api/orders/${id}/deliver`,
        headers: token ? bearer(token) : {},
      })
    const phonePeOrder = async (token: string, productId: string) =>
      (await order(token, codOrder(productId, 1, { paymentMethod: 'PHONEPE' }))).json()

    it('delivers a cash-on-delivery order and records the cash as collected', async () => {
      const product = await insertProduct(db())
      const shopper = await signUp(context.app)
      const admin = await signUpAdmin(context)
      const placed = (await order(shopper.token, codOrder(product.id))).json()
      const response = await deliver(admin.token, placed._id)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({
        status: 'delivered',
        isDelivered: true,
        isPaid: true,
        paymentStatus: 'completed',
      })
      expect(response.json().paidAt).toBeTruthy()
      expect(response.json().deliveredAt).toBeTruthy()
    })

    it('refuses a PhonePe order whose payment is not completed with 409, and delivers it once paid', async () => {
      const product = await insertProduct(db())
      const shopper = await signUp(context.app)
      const admin = await signUpAdmin(context)
      const placed = await phonePeOrder(shopper.token, product.id)
      const refused = await deliver(admin.token, placed._id)
      expect(refused.statusCode).toBe(409)
      expect(refused.json()).toEqual({ success: false, message: UNPAID_DELIVERY_MESSAGE })
      expect(
        (
          await db()
            .selectFrom('orders')
            .select('delivered_at')
            .where('id', '=', placed._id)
            .executeTakeFirstOrThrow()
        ).delivered_at,
      ).toBeNull()

      await db()
        .updateTable('orders')
        .set({ paid_at: new Date().toISOString(), payment_status: 'completed', status: 'processing' })
        .where('id', '=', placed._id)
        .execute()
      const delivered = await deliver(admin.token, placed._id)
      expect(delivered.statusCode).toBe(200)
      expect(delivered.json()).toMatchObject({
        status: 'delivered',
        isDelivered: true,
        paymentStatus: 'completed',
      })
    })

    it('refuses a cancelled order with 409', async () => {
      const product = await insertProduct(db())
      const shopper = await signUp(context.app)
      const admin = await signUpAdmin(context)
      const placed = (await order(shopper.token, codOrder(product.id))).json()
      await context.app.inject({
        method: 'PUT',
        url: `/api/orders/${placed._id}/status`,
        headers: bearer(admin.token),
        payload: { status: 'cancelled' },
      })
      const refused = await deliver(admin.token, placed._id)
      expect(refused.statusCode).toBe(409)
      expect(refused.json()).toEqual({
        success: false,
        message: 'A cancelled order cannot be marked as delivered',
      })
    })

    it('answers an already delivered order unchanged', async () => {
      const product = await insertProduct(db())
      const shopper = await signUp(context.app)
      const admin = await signUpAdmin(context)
      const placed = (await order(shopper.token, codOrder(product.id))).json()
      const first = (await deliver(admin.token, placed._id)).json()
      const again = await deliver(admin.token, placed._id)
      expect(again.statusCode).toBe(200)
      expect(again.json()).toEqual(first)
    })

    it('answers 404 for an unknown order, 403 for a shopper and 401 signed out', async () => {
      const product = await insertProduct(db())
      const shopper = await signUp(context.app)
      const admin = await signUpAdmin(context)
      const placed = (await order(shopper.token, codOrder(product.id))).json()
      expect((await deliver(admin.token, 'f'.repeat(24))).statusCode).toBe(404)
      expect((await deliver(shopper.token, placed._id)).statusCode).toBe(403)
      expect((await deliver(undefined, placed._id)).statusCode).toBe(401)
    })
  })

  describe('admin status changes', () => {
    const setStatus = (token: string, id: string, payload: object) =>
      context.app.inject({ method: 'PUT', url: `/api/orders/${id}/status`, headers: bearer(token), payload })

    it('requires a tracking number for shipped and keeps it afterwards', async () => {
      const product = await insertProduct(db())
      const shopper = await signUp(context.app)
      const admin = await signUpAdmin(context)
      const placed = (await order(shopper.token, codOrder(product.id))).json()
      const missing = await setStatus(admin.token, placed._id, { status: 'shipped', trackingNumber: '  ' })
      expect(missing.statusCode).toBe(400)
      expect(missing.json()).toMatchObject({ success: false, message: 'Please enter a tracking number' })
      const noStatus = await setStatus(admin.token, placed._id, {})
      expect(noStatus.statusCode).toBe(400)
      expect(noStatus.json()).toMatchObject({ success: false, message: 'Please select a status' })
      expect((await setStatus(admin.token, placed._id, { status: 'lost' })).json().message).toBe(
        'Please select a status',
      )
      const signedOut = await context.app.inject({
        method: 'PUT',
        url: `/api/orders/${placed._id}/status`,
        payload: { status: 'processing' },
      })
      expect(signedOut.statusCode).toBe(401)

      const shipped = await setStatus(admin.token, placed._id, {
        status: 'shipped',
        trackingNumber: 'DTDC123',
      })
      expect(shipped.json()).toMatchObject({ status: 'shipped', trackingNumber: 'DTDC123' })
      const delivered = await setStatus(admin.token, placed._id, { status: 'delivered' })
      expect(delivered.json()).toMatchObject({
        status: 'delivered',
        trackingNumber: 'DTDC123',
        isDelivered: true,
        isPaid: true,
      })
      expect(delivered.json().deliveredAt).toBeTruthy()
      expect((await setStatus(shopper.token, placed._id, { status: 'pending' })).statusCode).toBe(403)
    })

    it('gives the stock back once when an order is cancelled, and takes it again if it is revived', async () => {
      const product = await insertProduct(db(), { stock: 5 })
      const shopper = await signUp(context.app)
      const admin = await signUpAdmin(context)
      const placed = (await order(shopper.token, codOrder(product.id, 2))).json()
      expect(await stockOf(product.id)).toBe(3)
      await setStatus(admin.token, placed._id, { status: 'cancelled' })
      await setStatus(admin.token, placed._id, { status: 'cancelled' })
      expect(await stockOf(product.id)).toBe(5)
      await setStatus(admin.token, placed._id, { status: 'processing' })
      expect(await stockOf(product.id)).toBe(3)
    })

    it('marks an order delivered through the deliver call', async () => {
      const product = await insertProduct(db())
      const shopper = await signUp(context.app)
      const admin = await signUpAdmin(context)
      const placed = (await order(shopper.token, codOrder(product.id))).json()
      const response = await context.app.inject({
        method: 'PUT',
        url: `/api/orders/${placed._id}/deliver`,
        headers: bearer(admin.token),
      })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({ status: 'delivered', isDelivered: true })
    })

    it('keeps the order snapshot when the product is deleted', async () => {
      const product = await insertProduct(db(), { name: 'Limited Nezuko Figure' })
      const shopper = await signUp(context.app)
      const placed = (await order(shopper.token, codOrder(product.id))).json()
      await db().deleteFrom('products').where('id', '=', product.id).execute()
      const detail = await context.app.inject({
        method: 'GET',
        url: `/api/orders/my-orders/${placed._id}`,
        headers: bearer(shopper.token),
      })
      expect(detail.json().orderItems[0]).toMatchObject({
        name: 'Limited Nezuko Figure',
        product: null,
        price: 4999,
      })
    })
  })
})
