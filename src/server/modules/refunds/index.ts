/*
 * The refunds module's public face: what the flows, the app and other modules may use of it. Nothing outside
 * the module imports its other files (module-dependencies.test.ts); inside it, its files import each other.
 */
export { claimPendingRefunds, postponeRefund, renewRefundClaim, settleRefund } from './refund-attempts'
export {
  completedRefundPaise,
  duplicatePaymentsOf,
  findRefund,
  findRefundByProviderId,
  ordersWithCreditNotesBetween,
  refundablePaise,
  type RefundRow,
  refundsOfOrders,
  toRefund,
} from './refund-reads'
export { type NewRefund, recordRefund, reopenFailedRefund } from './refund-recording'
export { countPendingRefunds } from './personal-data'
