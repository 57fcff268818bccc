/** What the Settings tab says. */

export const TAX_DEFAULTS_HEADING = 'Tax defaults by category'
export const TAX_DEFAULTS_HINT =
  'A new product starts with its category’s HSN code and GST rate; each product can still have its own. ' +
  'Prices include GST: changing a rate changes the tax inside a price, never the price.'
export const TAX_DEFAULTS_LOAD_FAILED = 'Failed to load the tax defaults'
export const TAX_DEFAULTS_SAVED = 'Tax defaults saved'
export const TAX_DEFAULTS_SAVE_FAILED = 'Failed to save the tax defaults'

export const DELIVERY_HEADING = 'Delivery'
export const DELIVERY_LOAD_FAILED = 'Failed to load the delivery settings'
export const DELIVERY_SAVED = 'Delivery settings saved'
export const DELIVERY_SAVE_FAILED = 'Failed to save the delivery settings'
export const COD_PREFIXES_LABEL = 'COD not available for PIN prefixes'
export const COD_PREFIXES_HINT =
  'One prefix per line, 1 to 6 digits: 744 covers every PIN starting with 744 (Andaman & Nicobar). ' +
  'Empty: cash on delivery everywhere.'
export const DELIVERY_DAYS_HINT =
  'Days from the order to delivery, counted from the shop’s state. Shoppers see the dates on the product page.'

export const ZONE_LABELS = {
  sameState: 'Same state',
  neighbouring: 'Neighbouring states',
  elsewhere: 'Elsewhere',
} as const

export const RETURNS_HEADING = 'Returns'
export const RETURNS_HINT =
  'Shoppers may ask to return items of a delivered order for this long after delivery. Decimals allowed: 0.5 is 12 hours.'
export const RETURNS_LOAD_FAILED = 'Failed to load the return settings'
export const RETURNS_SAVED = 'Return settings saved'
export const RETURNS_SAVE_FAILED = 'Failed to save the return settings'

export const COD_HEADING = 'Cash on delivery'
export const COD_HINT =
  'A parcel refused at the door comes back at the shop’s cost. Shoppers who cannot pay on delivery are told why and offered PhonePe.'
export const COD_LOAD_FAILED = 'Failed to load the cash-on-delivery rules'
export const COD_SAVED = 'Cash-on-delivery rules saved'
export const COD_SAVE_FAILED = 'Failed to save the cash-on-delivery rules'
export const COD_MAX_ORDER_HINT = 'Orders above this total must be paid online. Empty: no limit.'
export const COD_BLOCK_AFTER_HINT =
  'After this many of a customer’s parcels came back undelivered, they must pay online. 0: never.'
export const COD_CONFIRMATION_HINT =
  'An order paid on delivery waits this long for the shopper’s one-click confirmation (on the order and in its mail), then it is cancelled and its stock returned. 0: no confirmation.'

export const SHIPPING_HEADING = 'Shipping charges'
export const SHIPPING_HINT =
  'Every order pays the flat rate unless its items, after discounts, come to the free shipping threshold; an order paid on delivery also pays the fee. Prices include GST: the charges are taxed with the goods. 0 charges nothing.'
export const SHIPPING_LOAD_FAILED = 'Failed to load the shipping charges'
export const SHIPPING_SAVED = 'Shipping charges saved'
export const SHIPPING_SAVE_FAILED = 'Failed to save the shipping charges'
export const SHIPPING_FLAT_RATE_HINT = 'What an order pays for shipping below the threshold. 0: always free.'
export const SHIPPING_FREE_OVER_HINT =
  'Items worth this much after discounts ship free; the shop’s pages say so. 0: always free.'
export const SHIPPING_COD_FEE_HINT = 'Added to an order paid on delivery. 0: no fee.'
