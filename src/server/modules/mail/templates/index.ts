/** Every mail the shop sends, rendered as subject, HTML and plain text: pure functions, no I/O. */
export type { RenderedMail } from './mail-layout'
export type { OrderMailData, OrderMailItem, RefundMailData } from './order-mails'
export {
  newOrderNoticeMail,
  orderCancelledMail,
  orderDeliveredMail,
  orderPlacedMail,
  orderShippedMail,
  paymentNotCompletedMail,
  paymentReceivedMail,
  refundIssuedMail,
} from './order-mails'
export { accountErasedMail, passwordResetMail, welcomeMail } from './account-mails'
export {
  secondStepLimitMail,
  twoFactorDisabledMail,
  twoFactorEnabledMail,
  type SecondStepLimitMailData,
  type TwoFactorMailData,
} from './two-factor-mails'
export { backInStockMail, type BackInStockMailData, type LaunchMailData } from './stock-mails'
export {
  returnApprovedMail,
  returnReceivedMail,
  returnRejectedMail,
  returnRequestedMail,
  type ReturnMailData,
} from './return-mails'
export {
  preorderDateChangedMail,
  preorderReleasedMail,
  type PreorderDateChangedMailData,
  type PreorderDateChangeOrder,
  type PreorderReleasedMailData,
} from './preorder-mails'
export type { RaffleMailData, RaffleWonMailData } from './raffle-mails'
export {
  isRenderedWhenSent,
  renderMailOfKind,
  subjectOfMail,
  type MailDataOf,
  type MailKindRenderedWhenSent,
} from './rendered-when-sent'
