import type { Generated, Selectable } from 'kysely'
import type { MailKind, MailStatus } from '@common/schemas/mail'
import type { ProductStatus } from '@common/schemas/product'

/**
 * The tables as both databases store them. Portable types only: text ids, ISO-8601 UTC text times,
 * integer 0/1 flags, integer paise, JSON lists as text (docs/decisions/0003-portable-column-types.md).
 */
export interface Database {
  users: UsersTable
  recovery_codes: RecoveryCodesTable
  two_factor_challenges: TwoFactorChallengesTable
  second_step_failures: SecondStepFailuresTable
  second_step_trips: SecondStepTripsTable
  audit_entries: AuditEntriesTable
  refresh_sessions: RefreshSessionsTable
  products: ProductsTable
  product_variants: ProductVariantsTable
  stock_movements: StockMovementsTable
  reviews: ReviewsTable
  addresses: AddressesTable
  orders: OrdersTable
  order_items: OrderItemsTable
  payments: PaymentsTable
  media: MediaTable
  newsletter_subscribers: NewsletterSubscribersTable
  messages: MessagesTable
  idempotency_keys: IdempotencyKeysTable
  mail_outbox: MailOutboxTable
  password_reset_tokens: PasswordResetTokensTable
  discounts: DiscountsTable
  discount_redemptions: DiscountRedemptionsTable
  wishlist_items: WishlistItemsTable
  stock_alerts: StockAlertsTable
  delivery_settings: DeliverySettingsTable
  shipping_charges: ShippingChargesTable
  cod_settings: CodSettingsTable
  category_tax_defaults: CategoryTaxDefaultsTable
  invoice_counters: InvoiceCountersTable
  refunds: RefundsTable
  credit_note_counters: CreditNoteCountersTable
  return_requests: ReturnRequestsTable
  return_items: ReturnItemsTable
  return_settings: ReturnSettingsTable
  raffles: RafflesTable
  raffle_entries: RaffleEntriesTable
  raffle_refusals: RaffleRefusalsTable
  order_events: OrderEventsTable
  shipments: ShipmentsTable
  consent_records: ConsentRecordsTable
}

export type Flag = 0 | 1

export interface UsersTable {
  id: string
  name: string
  email: string
  password_hash: string
  role: 'user' | 'staff' | 'admin'
  is_active: Flag
  profile_picture: string | null
  created_at: string
  updated_at: string
  /** The TOTP secret, encrypted (two-factor/secret-box.ts); null while two-step sign-in is off. */
  totp_secret: string | null
  /** A secret set up but not yet confirmed with a code, encrypted the same way. */
  totp_pending_secret: string | null
  totp_enabled_at: string | null
  /** The last TOTP time step accepted: a code of that step or before is refused (no replay). */
  totp_last_step: number | null
  /** When the shopper erased the account (migration 0030): the row stays, anonymised, as its orders' owner. */
  erased_at: string | null
}

/** Single-use codes that stand in for a TOTP code; only their SHA-256 is kept. */
export interface RecoveryCodesTable {
  id: string
  user_id: string
  code_hash: string
  used_at: string | null
  created_at: string
}

/** The second step of a sign-in: the password was right, a code is awaited. Only the token's hash is kept. */
export interface TwoFactorChallengesTable {
  id: string
  token_hash: string
  user_id: string
  failed_attempts: number
  expires_at: string
  ended_at: string | null
  created_at: string
}

/**
 * A wrong second-step code of an account (or one being checked), kept for the account limit's longest window.
 */
export interface SecondStepFailuresTable {
  id: string
  user_id: string
  at: string
}

/** The per-account limit's latest trip: when it was last reached, and when the owner was last mailed about it. */
export interface SecondStepTripsTable {
  user_id: string
  last_reached_at: string
  alerted_at: string
}

/** One admin or staff change; the database refuses UPDATE and DELETE on this table. */
export interface AuditEntriesTable {
  id: string
  at: string
  actor_id: string | null
  actor_email: string | null
  action: string
  entity: string
  entity_id: string | null
  /** JSON of the changed fields before and after; null where there was nothing (a creation's before). */
  before: string | null
  after: string | null
  ip: string | null
  user_agent: string | null
}

/**
 * One change of a product's stock, numbered per product from 1 (`seq`): the change, the stock it left, why
 * (`opening`, `edit`, `adjustment:received` …), and the order or person behind it. The movements of a product add
 * up to its stock.
 */
export interface StockMovementsTable {
  id: string
  product_id: string
  seq: number
  at: string
  change: number
  stock_after: number
  reason: string
  order_id: string | null
  actor_id: string | null
  actor_email: string | null
  note: string | null
  /** The variant whose stock moved (migration 0032); null for a product without options. */
  variant_id?: string | null
}

export interface RefreshSessionsTable {
  id: string
  user_id: string
  family_id: string
  token_hash: string
  /** The family's absolute end: rotation never extends it. */
  expires_at: string
  created_at: string
  /** Set when the token is rotated or revoked; presenting it again revokes the whole family. */
  used_at: string | null
  revoked_at: string | null
}

export interface ProductsTable {
  id: string
  name: string
  description: string
  price_paise: number
  original_price_paise: number
  images: string
  stock: number
  category: string
  tags: string
  rating: number
  num_reviews: number
  is_featured: Flag
  is_best_seller: Flag
  is_new_arrival: Flag
  details: string
  features: string
  /** How many one customer may buy across their orders that are not cancelled; null: no limit. */
  max_per_customer: number | null
  /**
   * GST: the HSN code (4, 6 or 8 digits) and rate (0, 5, 18 or 40; 12 or 28 if set before 22 September 2025)
   * printed on the tax invoice. Optional only for writers that predate them (bench data): the columns default to
   * 9503 at 5 %, and reads always have them.
   */
  hsn_code?: string
  gst_rate?: number
  seed_key: string | null
  created_at: string
  updated_at: string
  /** A collector's attributes (null when not set); `series_slug` is the series' URL segment. */
  series?: string | null
  series_slug?: string | null
  character_name?: string | null
  manufacturer?: string | null
  product_line?: string | null
  scale?: string | null
  /** 13-digit JAN/EAN with a valid check digit. */
  jan?: string | null
  /** A pre-order takes orders while stock is 0, up to `preorder_limit` units over open pre-orders. */
  is_preorder?: Flag
  /** YYYY-MM-DD; the dates expected before, oldest first, are a JSON list in `release_date_history`. */
  release_date?: string | null
  preorder_limit?: number | null
  release_date_history?: string
  /**
   * A drop (migration 0024; every column has a default): shoppers see `live` products only; a `scheduled` one
   * goes live at `live_at` (ISO, UTC), and from `early_access_minutes` before it to those who were on its notify
   * list then. `early_access_mailed_at` is set once, by the one update that opened that window (its mails go with it).
   */
  status?: ProductStatus
  live_at?: string | null
  teaser?: Flag
  early_access_minutes?: number
  early_access_mailed_at?: string | null
  /**
   * Labelling (migration 0029): the country the product was made in (a name from common/countries.ts), the
   * importer's name and address, the net quantity; null when not set (products listed before).
   */
  country_of_origin?: string | null
  importer?: string | null
  net_quantity?: string | null
  /**
   * Variants (migration 0032): the options offered, a JSON list of {name, values} ('[]': none, the product is sold
   * as itself); with options, `price_paise` is the lowest variant's price, `max_price_paise` the highest when they
   * differ (else null), and `stock` the sum of the variants'.
   */
  options?: string
  max_price_paise?: number | null
  /** Its variants' labels and SKUs, a line each, kept by the database from `product_variants`; searched. */
  variant_text?: string
}

/** One variant of a product with options: one value per option (`options`, JSON by name), sold on its own. */
export interface ProductVariantsTable {
  id: string
  product_id: string
  position: number
  options: string
  label: string
  sku: string
  jan: string | null
  price_paise: number
  original_price_paise: number
  stock: number
  images: string
  /** Null: the product's. */
  max_per_customer: number | null
  preorder_limit: number | null
  created_at: string
  updated_at: string
}
export type ProductVariantRow = Selectable<ProductVariantsTable>

export interface ReviewsTable {
  id: string
  product_id: string
  user_id: string | null
  author_name: string
  rating: number
  comment: string
  created_at: string
}

export interface AddressesTable {
  id: string
  user_id: string
  full_name: string
  email: string
  phone: string
  country: string
  address_line1: string
  address_line2: string | null
  city: string
  state: string
  postal_code: string
  /** A business buyer's GSTIN, of the address's state; null for none (migration 0031). */
  gstin?: string | null
  is_default: Flag
  created_at: string
  updated_at: string
}

export interface OrdersTable {
  id: string
  order_number: string
  user_id: string
  status: string
  payment_method: string
  payment_status: string
  items_price_paise: number
  shipping_price_paise: number
  /** What paying on delivery added (the shop's fee then); 0 for an order paid online. */
  cod_fee_paise: Generated<number>
  tax_price_paise: number
  total_price_paise: number
  /** The code the order used, as typed in upper case, and what it took off; 0 and null without one. */
  discount_code: Generated<string | null>
  discount_paise: Generated<number>
  shipping_address: string
  tracking_number: string | null
  idempotency_key: string | null
  paid_at: string | null
  delivered_at: string | null
  created_at: string
  updated_at: string
  /** Lower-cased id, number, customer id and shipping address, one per line: what the admin search reads. */
  search_text: Generated<string>
  /**
   * The tax invoice's number (AV/2026-27/000123) and what it prints, fixed when the order is placed; all null
   * for orders placed before GST invoices (docs/decisions/0025-gst-tax-invoices.md).
   */
  invoice_number?: string | null
  seller_gstin?: string | null
  seller_state?: string | null
  place_of_supply?: string | null
  place_of_supply_code?: string | null
  supply_type?: 'intra-state' | 'inter-state' | null
  buyer_gstin?: string | null
  /** An unpaid online order holds its stock until then; null for cash on delivery and older orders. */
  hold_expires_at?: string | null
  /** Set while one instance is expiring the hold, so that every hold is expired once. */
  hold_claimed_until?: string | null
  cancelled_at?: string | null
  cancel_reason?: string | null
  /** The sum of the order's completed refunds. */
  refunded_paise: Generated<number>
  /**
   * A cash-on-delivery order placed while the shop asks for confirmation: 'awaiting' until `confirm_by`, then
   * 'confirmed' (or the order is cancelled); null for every other order. The claim lets one instance expire it.
   */
  cod_confirmation?: 'awaiting' | 'confirmed' | null
  confirm_by?: string | null
  confirmation_claimed_until?: string | null
  /** When the order first left as shipped (or was delivered without a shipping step); null before. */
  shipped_at?: string | null
  /** When a cash-on-delivery parcel came back undelivered (status 'returned'). */
  returned_at?: string | null
  /** A pre-order: 'awaiting' its release, then 'allocated'; null for every other order. */
  preorder_state?: 'awaiting' | 'allocated' | null
  /** The release date (YYYY-MM-DD) the buyer was last told. */
  preorder_release_date?: string | null
  /** Units the release gave the order (fewer than ordered when it came short; the rest refunded). */
  preorder_allocated?: number | null
  /** The carrier it was shipped with (one of CARRIERS); null before carriers were recorded, read as `other`. */
  carrier?: string | null
  /** When the shopper confirmed a cash-on-delivery order; null otherwise and for orders confirmed before. */
  cod_confirmed_at?: string | null
  /** 'YYYY-MM-DD' (Indian time) the parcel should arrive by: the carrier's promise, else the zone's guess. */
  estimated_delivery?: string | null
}

/**
 * A parcel booked with a carrier, one per order: claimed (`claimed_until`) before the carrier is asked, booked
 * once `awb` is set.
 */
export interface ShipmentsTable {
  order_id: string
  weight_grams: number
  length_cm: number
  breadth_cm: number
  height_cm: number
  claimed_until: string
  awb: string | null
  /** One of CARRIERS: whose tracking page the shopper is sent to. */
  carrier: string | null
  /** The courier the aggregator assigned ("Delhivery Surface"). */
  courier_name: string | null
  shipment_id: string | null
  label_url: string | null
  estimated_delivery: string | null
  booked_at: string | null
  /** The carrier's last failed delivery attempt, until the admin chooses reattempt or return. */
  delivery_failed_at: string | null
  delivery_failed_note: string | null
  failure_action: 'reattempt' | 'return' | null
  failure_action_at: string | null
  created_at: string
}

/** An order's events that nothing else records (out for delivery, a failed delivery attempt). */
export interface OrderEventsTable {
  id: string
  order_id: string
  event: string
  note: string | null
  at: string
}

export interface OrderItemsTable {
  id: string
  order_id: string
  product_id: string | null
  name: string
  image: string
  unit_price_paise: number
  quantity: number
  /** GST of the line (null for orders placed before GST invoices); discount_paise is its share of the order's. */
  hsn_code?: string | null
  gst_rate?: number | null
  discount_paise?: number | null
  taxable_paise?: number | null
  cgst_paise?: number | null
  sgst_paise?: number | null
  igst_paise?: number | null
  /** The variant sold and its label then (migration 0032); null for a product without options. */
  variant_id?: string | null
  variant_label?: string | null
}

export interface PaymentsTable {
  id: string
  order_id: string
  provider: string
  transaction_id: string
  amount_paise: number
  status: string
  mobile_number: string | null
  provider_response: string | null
  created_at: string
  updated_at: string
}

export interface MediaTable {
  id: string
  hash: string
  width: number
  height: number
  content_type: string
  bytes: Buffer
  created_at: string
}

export interface NewsletterSubscribersTable {
  id: string
  email: string
  subscribed_at: string
  /** Set on unsubscribe; subscribing again clears it. */
  unsubscribed_at: string | null
}

/**
 * A consent given (`given` 1) or withdrawn (0): for what (`purpose`: the newsletter), by which e-mail and, when
 * known, account, from where (`source`: the newsletter form, the profile) and when. Appended, never updated;
 * deleted with the account's erasure.
 */
export interface ConsentRecordsTable {
  id: string
  email: string
  user_id: string | null
  purpose: string
  given: Flag
  source: string
  at: string
}

export interface MessagesTable {
  id: string
  kind: 'contact' | 'support'
  user_id: string | null
  name: string
  email: string
  subject: string | null
  message: string
  created_at: string
  /** When an admin marked it handled; null while it waits for an answer. */
  handled_at: string | null
}

export interface IdempotencyKeysTable {
  user_id: string
  key: string
  request_hash: string
  /** Null while the first request is still being handled. */
  order_id: string | null
  created_at: string
}

export interface MailOutboxTable {
  id: string
  kind: MailKind
  to_address: string
  subject: string
  /** The mail as written, or null when its kind's template renders it from `template_data` when it is sent. */
  html: string | null
  text_body: string | null
  /** The data (JSON) the kind's template renders the mail from; null for a mail written rendered. */
  template_data: string | null
  status: MailStatus
  attempts: number
  last_error: string | null
  /**
   * A pending mail: when it may be tried (again). A mail being sent: when its worker's claim ends, after
   * which another worker may take it over (the first one died mid-send).
   */
  next_attempt_at: string | null
  sent_at: string | null
  created_at: string
}

export interface PasswordResetTokensTable {
  id: string
  user_id: string
  /** SHA-256 of the token in the link: the database never holds a usable link. */
  token_hash: string
  expires_at: string
  used_at: string | null
  created_at: string
}

export interface DiscountsTable {
  id: string
  /** Upper case; codes are compared without regard to case. */
  code: string
  description: string
  type: 'percentage' | 'fixed'
  /** Percent off (1–100) for a percentage code, paise off for a fixed one. */
  value: number
  min_order_paise: number | null
  max_discount_paise: number | null
  starts_at: string | null
  ends_at: string | null
  usage_limit: number | null
  per_customer_limit: number | null
  /** JSON lists; both empty: every product. */
  categories: string
  product_ids: string
  is_active: Flag
  times_used: number
  created_at: string
  updated_at: string
}

export interface DiscountRedemptionsTable {
  id: string
  discount_id: string
  order_id: string
  user_id: string
  created_at: string
}

export interface WishlistItemsTable {
  user_id: string
  product_id: string
  created_at: string
}

export interface StockAlertsTable {
  id: string
  product_id: string
  email: string
  created_at: string
  /** The variant waited for; null for the product (or one without options). */
  variant_id?: string | null
}

/** The admin's shipping charges in paise: at most one row (id 'shop'); none means DEFAULT_SHIPPING_SETTINGS. */
export interface ShippingChargesTable {
  id: string
  flat_rate_paise: number
  free_over_paise: number
  cod_fee_paise: number
  updated_at: string
}

/** The admin's delivery rules: at most one row (id 'shop'); none means DEFAULT_DELIVERY_SETTINGS. */
export interface DeliverySettingsTable {
  id: string
  /** JSON array of 1–6 digit PIN prefixes where cash on delivery is not offered. */
  cod_excluded_pin_prefixes: string
  same_state_min_days: number
  same_state_max_days: number
  neighbouring_min_days: number
  neighbouring_max_days: number
  elsewhere_min_days: number
  elsewhere_max_days: number
  updated_at: string
}

/** The admin's cash-on-delivery rules, one row (id 'shop'); no row means DEFAULT_COD_SETTINGS. */
export interface CodSettingsTable {
  id: string
  /** The largest order total paid on delivery; null: no limit. */
  max_order_value_paise: number | null
  /** Returned parcels after which a customer may no longer pay on delivery; 0: never. */
  block_after_returns: number
  /** Hours a new cash-on-delivery order waits for its shopper's confirmation; 0: none. */
  confirmation_hours: number
  updated_at: string
}

/** The admin's HSN code and rate per category; a category without a row uses CATEGORY_TAX_DEFAULTS. */
export interface CategoryTaxDefaultsTable {
  category: string
  hsn_code: string
  gst_rate: number
  updated_at: string
}

/** The last invoice number issued in a financial year ('2026-27'); the orders' transactions increment it. */
export interface InvoiceCountersTable {
  financial_year: string
  last_number: number
}

export type UserRow = Selectable<UsersTable>
export type AuditEntryRow = Selectable<AuditEntriesTable>
export type ProductRow = Selectable<ProductsTable>

/**
 * A refund of (part of) an order, with its GST credit note. `pending` while the gateway works on it (or
 * claimed by an instance following it), then `completed` or `failed`; a failed one can be tried again.
 */
export interface RefundsTable {
  id: string
  order_id: string
  amount_paise: number
  method: 'phonepe' | 'bank-transfer' | 'upi'
  status: 'pending' | 'completed' | 'failed'
  reason: string
  reference: string | null
  automatic: Flag
  transaction_id: string | null
  provider_refund_id: string | null
  requested_at: string | null
  /**
   * When the gateway answered a request to make this refund attempt (or, asked about it, showed it had it);
   * null while the shop knows of no such answer (just recorded, or the process died or the gateway did not
   * answer): the follower then asks the gateway, and hands it over if the gateway does not know it.
   */
  handed_over_at: string | null
  failure_reason: string | null
  provider_response: string | null
  credit_note_number: string
  credit_taxable_paise: number
  credit_cgst_paise: number
  credit_sgst_paise: number
  credit_igst_paise: number
  created_by: string | null
  claimed_until: string | null
  created_at: string
  updated_at: string
  completed_at: string | null
}

/** The last credit note number issued in a financial year ('2026-27'). */
export interface CreditNoteCountersTable {
  financial_year: string
  last_number: number
}

/**
 * A shopper's request to return items of a delivered order: `requested`, then `approved` or `rejected`, then
 * (approved) `received`, with the refund made then. `photos` is a JSON array of /media/… addresses.
 */
export interface ReturnRequestsTable {
  id: string
  order_id: string
  user_id: string
  order_number: string
  status: 'requested' | 'approved' | 'rejected' | 'received'
  reason: 'damaged' | 'wrong-item' | 'not-as-described' | 'changed-mind' | 'other'
  note: string | null
  admin_note: string | null
  photos: string
  refund_id: string | null
  refund_paise: number | null
  created_at: string
  updated_at: string
  decided_at: string | null
  received_at: string | null
}

/** One line of a return: the order's snapshot of the product, how many go back, how many went back on sale. */
export interface ReturnItemsTable {
  id: string
  return_id: string
  product_id: string | null
  name: string
  image: string
  unit_price_paise: number
  quantity: number
  restocked: number
  variant_id?: string | null
  variant_label?: string | null
}

/** The admin's return window (one row, id 'shop'): days after delivery, decimals allowed. */
export interface ReturnSettingsTable {
  id: string
  window_days: number
  updated_at: string
}

/** A raffle (migration 0025): its seed (hex, answered once drawn), what it set aside and what became of it. */
export interface RafflesTable {
  id: string
  product_id: string
  product_name: string
  opens_at: string
  closes_at: string
  units: number
  seed: string
  seed_hash: string
  drawn_at: string | null
  /** Entries when drawn. */
  entry_count: Generated<number>
  /** Units set aside that wait to be offered to the next entry in ticket order. */
  units_free: Generated<number>
  /** Entries offered a unit so far, by rank: the next offer goes to rank offered_count + 1. */
  offered_count: Generated<number>
  /** Units put back on sale when the entries ran out. */
  units_returned: Generated<number>
  created_at: string
  /** The variant the raffle sets units of aside; null for a product without options. */
  variant_id?: string | null
}

export interface RaffleEntriesTable {
  id: string
  raffle_id: string
  user_id: string
  address_key: string
  phone_key: string
  /** The delivery address as entered (JSON, a ShippingAddress). */
  shipping_address: string
  created_at: string
  ticket: string | null
  /** 1 for the lowest ticket; set by the draw. */
  rank: number | null
  /** The order of the unit it was offered. */
  order_id: string | null
  /** When the order of its unit was cancelled (unpaid in time, or otherwise) and the unit went back. */
  forfeited_at: string | null
}

export interface RaffleRefusalsTable {
  id: string
  raffle_id: string
  user_id: string
  rule: 'account' | 'address' | 'phone'
  message: string
  created_at: string
}
