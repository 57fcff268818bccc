/** Business constants from the shop's requirements, named after their meaning. */

export const HOME_SECTION_SIZE = 4
export const HOME_PRODUCT_FETCH_LIMIT = 100
export const LISTING_PAGE_SIZE = 20
export const ADMIN_PRODUCT_PAGE_SIZE = 10
export const MAX_PAGE_SIZE = 100

export const REQUEST_TIMEOUT_MS = 10_000

export const DEFAULT_REVIEW_RATING = 5
export const PLACEHOLDER_IMAGE = '/placeholder-product.jpg'

export const INITIAL_SPLASH_MS = 2_000
export const COOKIE_BANNER_DELAY_MS = 1_000
export const ADDED_TO_CART_MESSAGE_MS = 3_000
export const CONTACT_SEND_DELAY_MS = 1_500
export const SUPPORT_SEND_DELAY_MS = 1_000
export const SUCCESS_MESSAGE_HIDE_MS = 5_000
export const COPIED_LABEL_MS = 2_000
export const UNSUBSCRIBE_DELAY_MS = 1_000
export const PAYMENT_AUTO_SUCCESS_MS = 2_000
export const ADMIN_SEARCH_DEBOUNCE_MS = 500
/** Search suggestions start at the second character (one letter matches too much to help), at most six. */
export const SUGGESTION_QUERY_MIN_LENGTH = 2
export const MAX_SUGGESTIONS = 6
/**
 * A search reads and ranks at most this many products, the first its index gives when more match (decision
 * 0026); a sort chosen during a search sorts these. Said in the API's description of `sort`.
 */
export const SEARCH_CANDIDATE_LIMIT = 300
export const ADMIN_NEXT_PAGE_TRIGGER_PX = 100
export const TOAST_LIMIT = 20

export const PROMO_BANNER_LOOP_S = 30
export const MENU_COLLAPSED_HEIGHT_PX = 60
export const MENU_DEFAULT_OPEN_HEIGHT_PX = 260
export const MENU_MOBILE_PADDING_PX = 60 + 16
export const MENU_ANIMATION_S = 0.4
export const MOBILE_BREAKPOINT_PX = 768

export const ROTATING_BACKGROUND_DEFAULTS = {
  transitionDurationMs: 1_000,
  intervalMs: 5_000,
  overlayOpacity: 0.7,
  blur: 'sm',
} as const
export const LISTING_BACKGROUND_IMAGE_COUNT = 6
export const DETAIL_BACKGROUND_IMAGE_COUNT = 15

export const HERO_FIGURES = { happyCustomers: '10K+', animeSeries: '500+', shipping: '24/7' } as const

export const MOBILE_NUMBER_LENGTH = 10
export const MOBILE_NUMBER_PREFIX = '+91'
export const ORDER_NUMBER_PREFIX = 'ORD-'
export const INVOICE_NAME_LIMIT = 35
export const INVOICE_NAME_CUT = 32
export const INVOICE_PAGE_BREAK_Y = 200

export const MIN_PASSWORD_LENGTH = 8

/**
 * Field limits, named once: the shared schemas refuse longer text, and the web forms set the same numbers as
 * their `maxLength`. An e-mail address is at most 254 characters by RFC 5321.
 */
export const MAX_EMAIL_LENGTH = 254
export const MAX_PASSWORD_LENGTH = 200
export const MAX_NAME_LENGTH = 100
export const MAX_SEARCH_LENGTH = 100
export const MAX_CATEGORY_LENGTH = 60
export const MAX_ID_LENGTH = 64
export const MAX_SUBJECT_LENGTH = 200
export const MAX_MESSAGE_LENGTH = 5000
export const MAX_REVIEW_COMMENT_LENGTH = 2000
export const MAX_PRODUCT_NAME_LENGTH = 200
export const MAX_DESCRIPTION_LENGTH = 5000
export const MAX_URL_LENGTH = 2048
export const MAX_LIST_ENTRY_LENGTH = 1000
export const MAX_TAG_LENGTH = 40
export const MAX_ADDRESS_LINE_LENGTH = 200
/** City, state and the other short lines of an address. */
export const MAX_PLACE_LENGTH = 100
/** As typed, spaces, dashes and +91 included ("+91 987 654 3210"); stored, a phone is its ten digits. */
export const MAX_PHONE_LENGTH = 20
export const MAX_POSTAL_CODE_LENGTH = 10
export const MAX_TRACKING_NUMBER_LENGTH = 100

export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  cart: 'cart',
  cookieConsent: 'cookieConsent',
  cookiePreferences: 'cookiePreferences',
} as const

/** `staff` runs orders, products and messages in the admin area; `admin` runs everything. */
export const USER_ROLES = ['user', 'staff', 'admin'] as const
export type UserRole = (typeof USER_ROLES)[number]

export const PRODUCT_CATEGORIES = [
  'figures',
  'keychains',
  'qposket',
  'clothing',
  'accessories',
  'other',
] as const
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number]

/** The orders the listing knows, in their canonical spelling. */
export const PRODUCT_SORTS = ['-createdAt', 'createdAt', 'price', '-price', '-rating'] as const
export type ProductSort = (typeof PRODUCT_SORTS)[number]

/** The listing screen's readable sort values, mapped to the canonical ones. */
export const PRODUCT_SORT_ALIASES = {
  newest: '-createdAt',
  'price-asc': 'price',
  'price-desc': '-price',
  rating: '-rating',
} as const satisfies Record<string, ProductSort>

/** `returned`: a cash-on-delivery parcel that came back undelivered (return to origin). */
export const ORDER_STATUSES = [
  'pending',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'returned',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export const ADMIN_TABS = [
  'dashboard',
  'products',
  'orders',
  'returns',
  'users',
  'messages',
  'discounts',
  'settings',
  'activity',
] as const
export type AdminTab = (typeof ADMIN_TABS)[number]
/** The admin area's tabs a staff member sees; the server refuses staff everything else. */
export const STAFF_ADMIN_TABS = ['orders', 'products', 'messages'] as const satisfies readonly AdminTab[]

export const LOW_STOCK_THRESHOLD = 3
export const LOW_STOCK_LIMIT = 10
export const TOP_SELLERS_LIMIT = 5
export const DASHBOARD_DAYS = 30
/** India Standard Time has no daylight saving: the shop's days and months start at 00:00 UTC+05:30. */
export const SHOP_UTC_OFFSET_MINUTES = 330
export const ADMIN_LIST_PAGE_SIZE = 20
export const MESSAGE_KINDS = ['contact', 'support'] as const
export type MessageKind = (typeof MESSAGE_KINDS)[number]
