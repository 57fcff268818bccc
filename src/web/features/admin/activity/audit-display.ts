import type { UserRole } from '@common/constants'
import { formatRupees } from '@common/money'
import { detailOrderNumber, isOrderStatus, orderStatusLabel } from '@common/order-display'
import type { AuditAction, AuditEntity, AuditEntry } from '@common/schemas/audit'

/** What each action reads as in the Activity tab's "What" column. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'product.create': 'Added product',
  'product.update': 'Changed product',
  'product.delete': 'Deleted product',
  'product.release': 'Released pre-order',
  'product.stock-adjust': 'Adjusted stock',
  'product.variants': 'Edited variants',
  'product.raffle': 'Set up a raffle',
  'catalogue.import': 'Imported catalogue',
  'order.status': 'Changed order status',
  'order.deliver': 'Marked order delivered',
  'order.cancel': 'Cancelled order',
  'order.refund': 'Refunded order',
  'order.refund-retry': 'Retried refund',
  'return.update': 'Updated return',
  'user.update': 'Changed user',
  'user.sign-in': 'Signed in',
  'user.two-factor': 'Changed two-step sign-in',
  'discount.create': 'Added discount',
  'discount.update': 'Changed discount',
  'discount.delete': 'Deleted discount',
  'settings.update': 'Changed settings',
  'message.update': 'Updated message',
  'mail.resend': 'Resent mail',
}

/** The kinds of record, as the Kind filter and the Record column name them. */
export const AUDIT_ENTITY_LABELS: Record<AuditEntity, string> = {
  product: 'Product',
  order: 'Order',
  return: 'Return',
  user: 'User',
  discount: 'Discount',
  settings: 'Settings',
  catalogue: 'Catalogue',
  message: 'Message',
  mail: 'Mail',
}

const SETTINGS_LABELS: Record<string, string> = {
  'cash-on-delivery': 'Cash on delivery',
  delivery: 'Delivery',
  tax: 'Tax',
  returns: 'Returns',
}

/**
 * Fields whose values are money: the log keeps them in rupees as the API answers them (decision of issue 30), so
 * they are shown as the rest of the admin shows money.
 */
const MONEY_FIELDS = new Set([
  'price',
  'originalPrice',
  'amount',
  'refundAmount',
  'refundedAmount',
  'totalPrice',
  'itemsPrice',
  'shippingPrice',
  'taxPrice',
  'discountPrice',
  'maxOrderValue',
  'minOrderValue',
  'maxDiscount',
])

const PERCENT_FIELDS = new Set(['gstRate'])

const FIELD_LABELS: Record<string, string> = {
  stock: 'Stock',
  isFeatured: 'Featured',
  isBestSeller: 'Best seller',
  isNewArrival: 'New arrival',
  isNew: 'New',
  isPreorder: 'Pre-order',
  isActive: 'Active',
  isPaid: 'Paid',
  gstRate: 'GST rate',
  hsnCode: 'HSN code',
  jan: 'JAN',
  twoFactorEnabled: 'Two-step sign-in',
  codExcludedPinPrefixes: 'No cash on delivery for PINs starting',
  maxOrderValue: 'Largest cash-on-delivery order',
  blockAfterReturns: 'Block after returned parcels',
  confirmationHours: 'Confirmation hours',
  windowDays: 'Return window (days)',
  sameState: 'Same state (days)',
  neighbouring: 'Neighbouring states (days)',
  elsewhere: 'Elsewhere (days)',
}

/** `originalPrice` → "Original price", unless the field has a name of its own. */
export function fieldLabel(field: string): string {
  const named = FIELD_LABELS[field]
  if (named) return named
  const words = field
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const ROLE_LABELS: Record<UserRole, string> = { user: 'User', staff: 'Staff', admin: 'Admin' }
const MAX_TEXT_LENGTH = 160

function isRole(value: string): value is UserRole {
  return value in ROLE_LABELS
}

/** One recorded value as a person reads it: ₹ for money, Yes/No, labels for roles and order statuses. */
export function formatAuditValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (typeof value === 'number') {
    if (MONEY_FIELDS.has(field)) return formatRupees(value)
    if (PERCENT_FIELDS.has(field)) return `${value}%`
    return value.toLocaleString('en-IN')
  }
  if (typeof value === 'string') {
    if (field === 'role' && isRole(value)) return ROLE_LABELS[value]
    if (field === 'status' && isOrderStatus(value)) return orderStatusLabel(value)
    return value.length > MAX_TEXT_LENGTH ? `${value.slice(0, MAX_TEXT_LENGTH)}…` : value
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return '—'
    return value.map((item) => formatAuditValue(field, item)).join(', ')
  }
  if (typeof value === 'object') {
    // A small object such as a delivery range {minDays: 2, maxDays: 4}: "Min days 2, Max days 4".
    const parts = Object.entries(value as Record<string, unknown>).map(
      ([key, inner]) => `${fieldLabel(key)} ${formatAuditValue(key, inner)}`,
    )
    const text = parts.join(', ')
    return text.length > MAX_TEXT_LENGTH ? `${text.slice(0, MAX_TEXT_LENGTH)}…` : text
  }
  return String(value)
}

/** One line of the Change column: a field, what it was (absent when the record is new) and what it became. */
export interface AuditFieldChange {
  field: string
  label: string
  before?: string
  after?: string
}

/** Every field the entry names, in the order it recorded them: before → after, or only one side. */
export function auditFieldChanges(entry: Pick<AuditEntry, 'before' | 'after'>): AuditFieldChange[] {
  const before = entry.before ?? {}
  const after = entry.after ?? {}
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])]
  return fields.map((field) => ({
    field,
    label: fieldLabel(field),
    before: entry.before && field in before ? formatAuditValue(field, before[field]) : undefined,
    after: entry.after && field in after ? formatAuditValue(field, after[field]) : undefined,
  }))
}

/** Where the record's own page is, for the kinds that have one. */
export function auditRecordPath(entity: AuditEntity, entityId: string | null): string | null {
  if (!entityId) return null
  const id = encodeURIComponent(entityId)
  if (entity === 'product') return `/admin/products/${id}/edit`
  if (entity === 'order') return `/admin/orders/${id}`
  if (entity === 'user') return `/admin/users/${id}`
  return null
}

/**
 * Whether the entry changed a product's stock (an adjustment, or a product added or saved with a stock), so that
 * the Record column links to the product's stock history. A deleted product has no page to open.
 */
export function isStockChange(
  entry: Pick<AuditEntry, 'action' | 'entity' | 'entityId' | 'before' | 'after'>,
): boolean {
  if (entry.entity !== 'product' || !entry.entityId || entry.action === 'product.delete') return false
  return (
    entry.action === 'product.stock-adjust' ||
    (entry.before !== null && 'stock' in entry.before) ||
    (entry.after !== null && 'stock' in entry.after)
  )
}

function recordedText(values: AuditEntry['before'], field: string): string | undefined {
  const value = values?.[field]
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}

/**
 * The record as the Record column names it: "Order #64B7F0C2", "Product Nendoroid Miku" when the entry recorded a
 * name, "Cash on delivery settings", else the kind and the id.
 */
export function auditRecordLabel(
  entry: Pick<AuditEntry, 'entity' | 'entityId' | 'before' | 'after'>,
): string {
  const kind = AUDIT_ENTITY_LABELS[entry.entity]
  if (entry.entity === 'settings') {
    const part = entry.entityId ? SETTINGS_LABELS[entry.entityId] : undefined
    return part ? `${part} settings` : 'Settings'
  }
  if (!entry.entityId) return kind
  if (entry.entity === 'order') return `Order #${detailOrderNumber(entry.entityId)}`
  const name =
    recordedText(entry.after, 'name') ??
    recordedText(entry.before, 'name') ??
    recordedText(entry.after, 'code') ??
    recordedText(entry.before, 'code')
  return name ? `${kind} ${name}` : `${kind} ${entry.entityId}`
}

/**
 * "Chrome 126 on Windows": enough of a browser's user agent to recognise a sign-in as one's own. The whole string
 * stays available beside it; an unknown one is shown shortened.
 */
export function describeBrowser(userAgent: string | null): string {
  if (!userAgent) return 'Unknown browser'
  const browser =
    match(userAgent, /Edg(?:e|A|iOS)?\/(\d+)/, 'Edge') ??
    match(userAgent, /OPR\/(\d+)/, 'Opera') ??
    match(userAgent, /SamsungBrowser\/(\d+)/, 'Samsung Internet') ??
    match(userAgent, /(?:Firefox|FxiOS)\/(\d+)/, 'Firefox') ??
    match(userAgent, /(?:Chrome|CriOS)\/(\d+)/, 'Chrome') ??
    (/Safari\//.test(userAgent) ? match(userAgent, /Version\/(\d+)/, 'Safari') : undefined)
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /CrOS/.test(userAgent)
            ? 'ChromeOS'
            : /Linux/.test(userAgent)
              ? 'Linux'
              : undefined
  if (!browser) return userAgent.length > 60 ? `${userAgent.slice(0, 60)}…` : userAgent
  return system ? `${browser} on ${system}` : browser
}

function match(text: string, pattern: RegExp, name: string): string | undefined {
  const version = pattern.exec(text)?.[1]
  return version ? `${name} ${version}` : undefined
}
