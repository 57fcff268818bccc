/*
 * The one rule of shipping charges, in paise, for the server's pricing of an order and its quote before one:
 * shipping is the flat rate unless the items' total after discounts reaches the threshold; paying on delivery
 * adds the fee. Prices include GST, so neither has tax added on top.
 */

/** The admin's shipping settings in paise. */
export type ShippingRates = { flatRatePaise: number; freeOverPaise: number; codFeePaise: number }

/** What an order pays besides its items: nothing under the defaults (flat rate 0, no fee). */
export function shippingCharges(
  rates: ShippingRates,
  itemsAfterDiscountPaise: number,
  paymentMethod: 'COD' | 'PHONEPE',
): { shippingPaise: number; codFeePaise: number } {
  return {
    shippingPaise: itemsAfterDiscountPaise >= rates.freeOverPaise ? 0 : rates.flatRatePaise,
    codFeePaise: paymentMethod === 'COD' ? rates.codFeePaise : 0,
  }
}

/** A shop that charges nothing: what pricing uses when given no rates. */
export const NO_SHIPPING_CHARGES: ShippingRates = { flatRatePaise: 0, freeOverPaise: 0, codFeePaise: 0 }
