import { expect, it } from 'vitest'
import type { Order } from '@common/schemas/order'
import { insertProduct, sampleAddress } from '../test/fixtures'
import { bearer, describeEachDatabase, signUp, signUpAdmin } from '../test/test-app'

const KARNATAKA_GSTIN = '29AAGCB7383J1Z4'
const MAHARASHTRA_GSTIN = '27AAPFU0939F1ZV'

describeEachDatabase('business buyers: an order to an address with a GSTIN is a B2B supply', (context) => {
  const post = (url: string, token: string, payload: object) =>
    context.app.inject({ method: 'POST', url, headers: bearer(token), payload })
  const placed = async (token: string, payload: object): Promise<Order> => {
    const item = await insertProduct(context.database.db, { price_paise: 49_900, stock: 100 })
    const response = await post('/api/orders', token, {
      orderItems: [{ product: item.id, qty: 1 }],
      paymentMethod: 'COD',
      ...payload,
    })
    expect(response.statusCode, response.body).toBe(201)
    return response.json()
  }

  it('snapshots a saved address’s GSTIN as the buyer’s, with the place of supply, and keeps it after the address changes', async () => {
    const shopper = await signUp(context.app)
    const address = (
      await post('/api/addresses', shopper.token, { ...sampleAddress, gstin: KARNATAKA_GSTIN })
    ).json()
    const order = await placed(shopper.token, { addressId: address._id })
    expect(order.gst).toMatchObject({
      buyerGstin: KARNATAKA_GSTIN,
      placeOfSupply: 'Karnataka',
      placeOfSupplyCode: '29',
      supplyType: 'inter-state',
    })

    await context.app.inject({
      method: 'PUT',
      url: `/api/addresses/${address._id}`,
      headers: bearer(shopper.token),
      payload: { ...sampleAddress, gstin: null },
    })
    const admin = await signUpAdmin(context)
    const again = await context.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}`,
      headers: bearer(admin.token),
    })
    expect(again.json().gst.buyerGstin).toBe(KARNATAKA_GSTIN)

    const csv = await context.app.inject({
      method: 'GET',
      url: `/api/orders/export.csv?search=${order.orderNumber}`,
      headers: bearer(admin.token),
    })
    const [header, row] = csv.body.slice(1).trim().split('\r\n')
    const record = Object.fromEntries(header!.split(',').map((name, index) => [name, row!.split(',')[index]]))
    expect(record['Buyer GSTIN']).toBe(KARNATAKA_GSTIN)
  })

  it('takes a typed address’s GSTIN, and a GSTIN given at checkout before either', async () => {
    const shopper = await signUp(context.app)
    const typed = await placed(shopper.token, {
      shippingAddress: { ...sampleAddress, gstin: ' 29aagcb7383j1z4' },
    })
    expect(typed.gst!.buyerGstin).toBe(KARNATAKA_GSTIN)
    const consumer = await placed(shopper.token, { shippingAddress: sampleAddress })
    expect(consumer.gst!.buyerGstin).toBeNull()
    const checkout = await placed(shopper.token, {
      shippingAddress: { ...sampleAddress, gstin: KARNATAKA_GSTIN },
      buyerGstin: MAHARASHTRA_GSTIN,
    })
    expect(checkout.gst!.buyerGstin).toBe(MAHARASHTRA_GSTIN)
  })

  it('refuses a typed address whose GSTIN belongs to another state', async () => {
    const shopper = await signUp(context.app)
    const item = await insertProduct(context.database.db, { price_paise: 49_900, stock: 100 })
    const response = await post('/api/orders', shopper.token, {
      orderItems: [{ product: item.id, qty: 1 }],
      paymentMethod: 'COD',
      shippingAddress: { ...sampleAddress, gstin: MAHARASHTRA_GSTIN },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toContain('registered in Maharashtra (27), not Karnataka (29)')
  })
})
