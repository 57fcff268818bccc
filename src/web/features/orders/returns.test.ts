import { describe, expect, it } from 'vitest'
import { returnableLines } from './returns'
import { deliveredOrder, GOJO_PRODUCT, returnRequest } from './test/return-fixtures'

const STANDARD = 'a1a1a1a1a1a1a1a1a1a1a1a1'
const DELUXE = 'c3c3c3c3c3c3c3c3c3c3c3c3'

describe('returnableLines', () => {
  it('counts each variant of a product on its own, and names it', () => {
    const [gojo] = deliveredOrder().orderItems
    const orderItems = [
      { ...gojo!, name: 'Gojo Satoru Figure — Standard', variant: { _id: STANDARD, label: 'Standard' } },
      { ...gojo!, name: 'Gojo Satoru Figure — Deluxe', variant: { _id: DELUXE, label: 'Deluxe' } },
    ]
    const [asked] = returnRequest().items
    const order = deliveredOrder({
      orderItems,
      items: orderItems,
      // One Deluxe already asked back: Standard's units are untouched by it.
      returns: [returnRequest({ items: [{ ...asked!, qty: 1, variant: { _id: DELUXE, label: 'Deluxe' } }] })],
    })
    expect(
      returnableLines(order).map(({ product, variant, bought, returnable }) => ({
        product,
        variant,
        bought,
        returnable,
      })),
    ).toEqual([
      { product: GOJO_PRODUCT, variant: STANDARD, bought: 2, returnable: 2 },
      { product: GOJO_PRODUCT, variant: DELUXE, bought: 2, returnable: 1 },
    ])
  })
})
