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
