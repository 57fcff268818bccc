import type { MailKind } from '@common/schemas/mail'
import { toSubjectLine } from './html'
import { renderMail, type MailContent, type RenderedMail } from './mail-layout'
import {
  newOrderNoticeContent,
  orderCancelledContent,
  orderDeliveredContent,
  orderPlacedContent,
  orderShippedContent,
  paymentReceivedContent,
} from './order-mails'
import { earlyAccessOpenedContent, productLaunchedContent } from './stock-mails'
import { raffleNotWonContent, raffleWonAfterRollDownContent, raffleWonContent } from './raffle-mails'

/**
 * The mails the outbox keeps as their data and renders when they are sent or shown, each by its kind's
 * template: the order mails, which an order's request would otherwise spend its time rendering, and a raffle's
 * outcomes, one for each entrant, which its draw would. The data is what the mail said when it was written (the
 * order as it was then); the template is this build's.
 */
const CONTENT_OF_KIND = {
  'order-placed': orderPlacedContent,
  'new-order-notice': newOrderNoticeContent,
  'payment-received': paymentReceivedContent,
  'order-shipped': orderShippedContent,
  'order-delivered': orderDeliveredContent,
  'order-cancelled': orderCancelledContent,
  'product-launched': productLaunchedContent,
  'early-access-opened': earlyAccessOpenedContent,
  'raffle-won': raffleWonContent,
  'raffle-not-won': raffleNotWonContent,
  'raffle-won-after-roll-down': raffleWonAfterRollDownContent,
} as const satisfies Partial<Record<MailKind, (data: never) => MailContent>>

export type MailKindRenderedWhenSent = keyof typeof CONTENT_OF_KIND
export type MailDataOf<Kind extends MailKindRenderedWhenSent> = Parameters<(typeof CONTENT_OF_KIND)[Kind]>[0]

export function isRenderedWhenSent(kind: MailKind): kind is MailKindRenderedWhenSent {
  return Object.hasOwn(CONTENT_OF_KIND, kind)
}

function contentOf<Kind extends MailKindRenderedWhenSent>(kind: Kind, data: MailDataOf<Kind>): MailContent {
  return (CONTENT_OF_KIND[kind] as (data: MailDataOf<Kind>) => MailContent)(data)
}

/** The subject alone, for the outbox's list: the mail's content without its HTML and text. */
export function subjectOfMail<Kind extends MailKindRenderedWhenSent>(
  kind: Kind,
  data: MailDataOf<Kind>,
): string {
  return toSubjectLine(contentOf(kind, data).subject)
}

/** Renders a mail from the data the outbox kept (as JSON): the mail as its kind's template writes it. */
export function renderMailOfKind(kind: MailKindRenderedWhenSent, data: unknown): RenderedMail {
  return renderMail(contentOf(kind, data as MailDataOf<typeof kind>))
}
