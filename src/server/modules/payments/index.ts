/*
 * The payments module's public face: what the flows, the app and other modules may use of it. Nothing outside
 * the module imports its other files (module-dependencies.test.ts); inside it, its files import each other.
 */
export {
  type CallbackRequest,
  PaymentGatewayError,
  type PaymentProvider,
  type PaymentState,
  type RefundRequest,
  type RefundStatus,
} from './payment-provider'
export { createPaymentProvider } from './payment-providers'
export {
  closeFailedStart,
  findPayment,
  newTransactionId,
  paidPaiseOf,
  type PaymentAttempt,
  pendingPaymentsOf,
  recordPaymentAttempt,
  settlePayment,
  successfulPaymentsOf,
} from './payments.service'
