/*
 * The mail module's public face: what the flows, the app and other modules may use of it. Nothing outside the
 * module imports its other files (module-dependencies.test.ts); inside it, its files import each other.
 */
export { installMailDelivery } from './mail-delivery'
export type { MailTransport } from './mail-transport'
export type { MailWorkerTiming } from './mail-worker'
export { mailRoutes } from './mail.routes'
export { html, type SafeHtml } from './templates/html'
export { type MailAsData, type MailContext, queueMail } from './mail.service'
export {
  accountErasedMail,
  backInStockMail,
  type LaunchMailData,
  type OrderMailData,
  passwordResetMail,
  paymentNotCompletedMail,
  preorderDateChangedMail,
  type PreorderDateChangeOrder,
  preorderReleasedMail,
  type RaffleMailData,
  type RaffleWonMailData,
  refundIssuedMail,
  returnApprovedMail,
  type ReturnMailData,
  returnReceivedMail,
  returnRejectedMail,
  returnRequestedMail,
  secondStepLimitMail,
  twoFactorDisabledMail,
  twoFactorEnabledMail,
  welcomeMail,
} from './templates'
