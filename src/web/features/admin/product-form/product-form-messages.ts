/** The product form's texts, word for word as the shop's requirements give them (tests check them). */

export const PRODUCT_CREATED_MESSAGE = 'Product created successfully'
export const PRODUCT_UPDATED_MESSAGE = 'Product updated successfully'
export const CREATE_FAILED_MESSAGE = 'Failed to save product'
export const UPDATE_FAILED_MESSAGE = 'Failed to update product'

export const NO_PRODUCT_ID_MESSAGE = 'No product ID provided'
export const PRODUCT_NOT_FOUND_MESSAGE = 'Product not found'
export const PRODUCT_LOAD_FAILED_MESSAGE = 'Failed to load product'
/** The server refused the id itself (400): it is not one a product could have. */
export const PRODUCT_ID_REFUSED_MESSAGE =
  'Failed to fetch product. Please check the product ID and try again.'

export const IMAGE_UPLOADED_MESSAGE = 'Image uploaded successfully!'
export const IMAGE_UPLOAD_FAILED_MESSAGE = 'Failed to upload image'
export const NO_IMAGE_URL_MESSAGE = 'No image URL returned from server'

export const MAX_PER_CUSTOMER_HINT =
  'Leave empty for no limit. Counts every order of the customer that is not cancelled.'

export const HSN_CODE_HINT_NEW = '4, 6 or 8 digits. Starts as the category’s default from Settings.'
export const HSN_CODE_HINT_EDIT = '4, 6 or 8 digits, printed on the tax invoice.'
export const GST_RATE_HINT =
  'Prices include GST: the rate sets how much of the price is tax on the invoice, never what the shopper pays.'

/** A product holding a rate GST 2.0 removed keeps it until the owner picks one of today's slabs. */
export function retiredGstRateOption(rate: number): string {
  return `${rate} % (removed 22 Sep 2025; kept until you choose)`
}
export const RETIRED_GST_RATE_HINT =
  'This product was given its rate before GST 2.0 removed it. Orders keep the rate they were invoiced at; choose 0, 5, 18 or 40 % to change it.'

export const COUNTRY_OF_ORIGIN_HINT =
  'Where the item was made, as its box says (“Made in …”), not the maker’s home country.'
export const COUNTRY_OF_ORIGIN_MISSING_HINT =
  'Listed before countries were recorded: choose where it was made, as its box says, to show it to shoppers.'
export const IMPORTER_HINT = 'Name and address of the importer, e.g. the shop itself for what it imports.'
export const NET_QUANTITY_HINT = 'As the label states it: “1 figure”, “2 keychains”.'

export const JAN_HINT = 'The 13 digits under the barcode (JAN/EAN); spaces and dashes are ignored.'
export const PREORDER_HINT =
  'Takes orders while the stock is 0, up to the limit; paid online, shipped on release.'
export const PREORDER_LIMIT_HINT = 'Units that may be pre-ordered in all, over every open pre-order.'
export const RELEASE_DATE_CHANGE_HINT =
  'Saving a new date mails every buyer with an open pre-order the new month and a link to cancel for a full refund.'

export const STATUS_HINTS = {
  draft: 'Hidden from shoppers while you prepare it.',
  scheduled: 'Goes on sale by itself at the launch time; hidden until then unless it has a teaser page.',
  live: 'On sale: listed, searchable and orderable.',
  archived: 'Off sale and hidden from shoppers; orders already placed keep it.',
} as const
export const LAUNCH_TIME_HINT =
  'India Standard Time. A time already past puts the product on sale as soon as it is saved.'
export const TEASER_HINT =
  'Shoppers can open its page, see the countdown and ask to be told at launch; it stays out of the listing and search.'
export const EARLY_ACCESS_HINT =
  '0 for none. Shoppers on its notify list may order this many minutes early, and are mailed when they may.'
