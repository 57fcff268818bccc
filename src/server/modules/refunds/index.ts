/*
 * The refunds module's public face: what the flows, the app and other modules may use of it. Nothing outside
 * the module imports its other files (module-dependencies.test.ts); inside it, its files import each other.
 */
export {
  claimPendingRefunds,
  completedRefundPaise,
  duplicatePaymentsOf,
  findRefund,
  findRefundByProviderId,
  ordersWithCreditNotesBetween,
  type NewRefund,
  postponeRefund,
  recordRefund,
  refundablePaise,
  type RefundRow,
  refundsOfOrders,
  renewRefundClaim,
  reopenFailedRefund,
  settleRefund,
  toRefund,
} from './refunds.service'
export { countPendingRefunds } from './personal-data'
