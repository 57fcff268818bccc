/*
 * The orders module's public face: what the flows, the app and other modules may use of it. Nothing outside
 * the module imports its other files (module-dependencies.test.ts); inside it, its files import each other.
 */
export { codConfirmationUrl, verifyCodConfirmationToken } from './cod-confirmation-token'
export { claimUnconfirmedCodOrders, confirmCodOrderRecord } from './cod-confirmations'
export { claimIdempotencyKey, hashRequest } from './idempotency'
export { createInvoiceNumbering, type InvoiceNumbering } from './invoice-numbers'
export { dashboardOrderFigures } from './order-figures'
export { orderMailData, queueOrderMails } from './order-mails'
export { gstr1Zip } from './gstr1-reads'
export { priceOrder } from './order-pricing'
export { findOrder, findOwnOrder } from './order-reads'
export { appendOrderEvent } from './order-timeline'
export { orderIdsOf, ordersOfAccount, ordersUnderwayOf } from './personal-data'
export { lockStatusChange, type StatusChange, writeStatusChange } from './order-status'
export type { SellerTaxIdentity } from './order-tax'
export {
  cancelOrderRecord,
  claimExpiredHolds,
  findOrderState,
  markOrderPaid,
  markPaymentFailed,
  markPaymentRetried,
  type OrderState,
  recordRefundedPaise,
  stockLinesOf,
} from './order-transitions'
export { quantitiesBought, writeOrder } from './order-writes'
export { orderRoutes, type OrderRoutesOptions } from './orders.routes'
export {
  allocatePreorder,
  listOpenPreorders,
  type OpenPreorder,
  openPreorderUnits,
  type PreorderPlacement,
  recordPreorderReleaseDate,
} from './preorders'
export { recordReturnToOrigin, type RestockLine } from './return-to-origin'
export { countReturnedParcels, returnedParcelsOf } from './returned-parcels'
export { signedOrderUrl, verifyOrderToken } from './signed-order-link'
