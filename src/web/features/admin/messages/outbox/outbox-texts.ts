import type { MailKind, MailStatus } from '@common/schemas/mail'

/** What each mail is, in the admin's words. */
export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  'order-placed': 'Order placed',
  'new-order-notice': 'New order (to the shop)',
  'payment-received': 'Payment received',
  'order-shipped': 'Order shipped',
  'order-delivered': 'Order delivered',
  'order-cancelled': 'Order cancelled',
  welcome: 'Welcome',
  'password-reset': 'Password reset',
  'account-erased': 'Account deleted',
  'back-in-stock': 'Back in stock',
  'payment-not-completed': 'Payment not completed',
  'refund-issued': 'Refund issued',
  'return-requested': 'Return requested',
  'return-approved': 'Return approved',
  'return-rejected': 'Return rejected',
  'return-received': 'Return received',
  'preorder-date-changed': 'Pre-order date changed',
  'preorder-released': 'Pre-order released',
  'two-factor-enabled': 'Two-step sign-in turned on',
  'two-factor-disabled': 'Two-step sign-in turned off',
  'second-step-limit-reached': 'Too many wrong sign-in codes',
  'product-launched': 'On sale now (launch)',
  'early-access-opened': 'Early access open',
  'raffle-won': 'Raffle won',
  'raffle-not-won': 'Raffle not won',
  'raffle-won-after-roll-down': 'Raffle unit passed on',
}

export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  kept: 'Kept — not sent',
  pending: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
}

export const OUTBOX_ONLY_NOTICE =
  'No SMTP server is set, so mails are kept here and not sent. Set SMTP_URL and MAIL_FROM to send them.'
export const OUTBOX_LOAD_FAILED = 'Failed to load mails'
export const MAIL_LOAD_FAILED = 'Failed to load this mail'
export const NO_MAILS_FOUND = 'No mails found'
export const MAIL_RESEND_QUEUED = 'Mail queued to be sent again'
export const MAIL_RESEND_FAILED = 'Failed to resend mail'

export function mailCountText(total: number): string {
  return `${total} ${total === 1 ? 'mail' : 'mails'}`
}
