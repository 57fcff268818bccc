import { z } from 'zod'
import { rupeesSchema } from './money'
import { PAYMENT_METHODS } from './order'

/*
 * Shipping charges (admin → Settings): a flat rate per order, waived once the items' total after discounts
 * reaches `freeOver`, and a fee added to an order paid on delivery. Amounts are rupees; prices include GST.
 */

/** GET, PUT /shipping/settings (admin): the whole object both ways. */
export const shippingSettingsSchema = z.object({
  /** What every order pays for shipping, unless its items come to `freeOver`; 0: shipping is free. */
  flatRate: rupeesSchema('The flat rate', { allowZero: true }),
  /** The items' total after discounts from which shipping is free; 0: always free. */
  freeOver: rupeesSchema('The free shipping threshold', { allowZero: true }),
  /** Added to an order paid on delivery; 0: none. */
  codFee: rupeesSchema('The cash on delivery fee', { allowZero: true }),
})
export type ShippingSettings = z.infer<typeof shippingSettingsSchema>

/** Until an admin saves some: a new shop charges nothing (and says shipping is free over ₹500). */
export const DEFAULT_SHIPPING_SETTINGS: ShippingSettings = { flatRate: 0, freeOver: 500, codFee: 0 }

/** GET /shipping/quote?itemsPrice=&paymentMethod= (anyone): what the cart and checkout show before placing. */
export const shippingQuoteQuerySchema = z.object({
  /** The items' total after discounts, in rupees. */
  itemsPrice: rupeesSchema('itemsPrice', {
    coerce: true,
    allowZero: true,
    messages: { type: 'itemsPrice must be a number of rupees', tooLarge: 'itemsPrice is too large' },
  }),
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
})
export type ShippingQuoteQuery = z.infer<typeof shippingQuoteQuerySchema>

export const shippingQuoteSchema = z.object({
  shippingPrice: z.number(),
  /** The cash-on-delivery fee: 0 unless `paymentMethod` was COD. */
  codFee: z.number(),
  /** From this items' total shipping is free (the setting, for "free shipping over …" texts). */
  freeOver: z.number(),
})
export type ShippingQuote = z.infer<typeof shippingQuoteSchema>
