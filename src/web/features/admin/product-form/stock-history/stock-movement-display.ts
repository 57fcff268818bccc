import { detailOrderNumber } from '@common/order-display'
import type { ProductVariant } from '@common/schemas/product'
import type { StockMovement, StockMovementReason } from '@common/schemas/stock'

/** The stock before the movement: what it left, less what it changed. */
export function stockBefore(movement: Pick<StockMovement, 'change' | 'stockAfter'>): number {
  return movement.stockAfter - movement.change
}

/** "+12", "−3" (a true minus sign, read as "minus"), "0". */
export function formatStockChange(change: number): string {
  if (change > 0) return `+${change.toLocaleString('en-IN')}`
  if (change < 0) return `\u2212${Math.abs(change).toLocaleString('en-IN')}`
  return '0'
}

/** The movements an order caused, whose order the history links to. */
const ORDER_REASONS: ReadonlySet<StockMovementReason> = new Set([
  'order',
  'cancel',
  'hold-expired',
  'return',
  'return-to-origin',
])

/** The order behind a movement, as the history links it: its admin page and "Order #64B7F0C2". */
export function movementOrder(
  movement: Pick<StockMovement, 'reason' | 'orderId'>,
): { path: string; label: string } | null {
  if (!movement.orderId || !ORDER_REASONS.has(movement.reason)) return null
  return {
    path: `/admin/orders/${encodeURIComponent(movement.orderId)}`,
    label: `Order #${detailOrderNumber(movement.orderId)}`,
  }
}

/**
 * Who moved the stock: the admin's or staff member's e-mail when one did. Without one, what the ledger's writers
 * say happened: the shopper placed the order; a cancellation without a person is the shopper's own or the shop's
 * (an unconfirmed cash-on-delivery order); an unpaid order's hold expires by itself; a catalogue import runs on the
 * command line; anything else (the opening stock when the ledger began, the demo catalogue) is the shop's.
 */
export function movementActorLabel(movement: Pick<StockMovement, 'reason' | 'actor'>): string {
  if (movement.actor) return movement.actor.email || movement.actor._id
  switch (movement.reason) {
    case 'order':
      return 'The shopper'
    case 'cancel':
      return 'The shopper, or the shop automatically'
    case 'hold-expired':
      return 'The shop, automatically'
    case 'import':
      return 'Command line'
    default:
      return 'The shop'
  }
}

/**
 * Whose stock a movement of a product with options moved: the variant's label, "A removed variant" for one no longer
 * in the grid, and "The product" for a movement from before it had options (its own units, handed to the variants).
 */
export function movementVariantLabel(
  movement: Pick<StockMovement, 'variant'>,
  variants: readonly Pick<ProductVariant, '_id' | 'label'>[],
): string {
  if (movement.variant === undefined) return 'The product'
  return variants.find((variant) => variant._id === movement.variant)?.label ?? 'A removed variant'
}
