import { SHOP_EMAIL, SHOP_NAME, SHOP_PHONE } from '@common/shop-identity'
import { formatPaise, renderMail, type MailBlock, type RenderedMail } from './mail-layout'
import { formatMailDate, orderPageUrl, type OrderMailData } from './order-mails'

/** What the mails about a return print of it. */
export type ReturnMailData = {
  /** RETURN_REASON_LABELS of its reason: what the shopper picked. */
  reasonLabel: string
  note: string | null
  /** The admin's note to the shopper (an approval's instructions, a rejection's why). */
  adminNote: string | null
  items: { name: string; quantity: number; unitPricePaise: number }[]
  photoCount: number
  /** ISO 8601 UTC; shown as the day it was in India. */
  requestedAt: string
  /** What is refunded with the return (paise); null when nothing. */
  refundPaise: number | null
}

type ReturnMail = OrderMailData & { returnRequest: ReturnMailData }

function returnFacts(data: ReturnMail, extra: Array<[string, string]> = []): MailBlock {
  const request = data.returnRequest
  return {
    kind: 'facts',
    rows: [
      ['Order number', data.orderNumber],
      ['Asked on', formatMailDate(request.requestedAt)],
      ['Reason', request.reasonLabel],
      ...(request.note ? ([['Your note', request.note]] as Array<[string, string]>) : []),
      ...(request.photoCount > 0
        ? ([['Photos', String(request.photoCount)]] as Array<[string, string]>)
        : []),
      ...extra,
    ],
  }
}

function itemsFacts(data: ReturnMail): MailBlock {
  return {
    kind: 'facts',
    rows: data.returnRequest.items.map((item): [string, string] => [
      item.name,
      `${item.quantity} × ${formatPaise(item.unitPricePaise)}`,
    ]),
  }
}

function orderButton(data: ReturnMail): MailBlock {
  return { kind: 'button', link: { label: 'View your order', url: orderPageUrl(data) } }
}

function adminNoteRows(data: ReturnMail): Array<[string, string]> {
  const note = data.returnRequest.adminNote?.trim()
  return note ? [[`Note from ${SHOP_NAME}`, note]] : []
}

const HELP_NOTE: MailBlock = {
  kind: 'note',
  text: `Questions about your return? Write to ${SHOP_EMAIL} or call ${SHOP_PHONE}.`,
}

function shopperReason(data: ReturnMail): string {
  return `You are receiving this e-mail because you asked to return items of order ${data.orderNumber} at ${SHOP_NAME}.`
}

/** The shopper's receipt for a return request: what they asked to send back and why. */
export function returnRequestedMail(data: ReturnMail): RenderedMail {
  return renderMail({
    subject: `Return request received for order ${data.orderNumber}`,
    preheader: `We have your request to return items of order ${data.orderNumber} and will write once we have looked at it.`,
    heading: 'We have your return request',
    blocks: [
      {
        kind: 'paragraph',
        text: `Hi ${data.customerName}, we have received your request to return the items below from order ${data.orderNumber}. Please keep them with their box and parts until we write again: we will tell you whether the return is approved and how to send the parcel.`,
      },
      returnFacts(data),
      itemsFacts(data),
      orderButton(data),
      HELP_NOTE,
    ],
    reason: shopperReason(data),
    origin: data.origin,
  })
}

export function returnApprovedMail(data: ReturnMail): RenderedMail {
  return renderMail({
    subject: `Your return for order ${data.orderNumber} is approved`,
    preheader: `Please send the items back; we will refund you once the parcel arrives.`,
    heading: 'Your return is approved',
    blocks: [
      {
        kind: 'paragraph',
        text: `Hi ${data.customerName}, your request to return items of order ${data.orderNumber} is approved. Please pack them with their box and parts and send them back; we will write again when the parcel arrives.`,
      },
      returnFacts(data, adminNoteRows(data)),
      itemsFacts(data),
      orderButton(data),
      HELP_NOTE,
    ],
    reason: shopperReason(data),
    origin: data.origin,
  })
}

export function returnRejectedMail(data: ReturnMail): RenderedMail {
  return renderMail({
    subject: `Your return request for order ${data.orderNumber} was not accepted`,
    preheader: `We could not accept your return request for order ${data.orderNumber}.`,
    heading: 'We could not accept your return',
    blocks: [
      {
        kind: 'paragraph',
        text: `Hi ${data.customerName}, we have looked at your request to return items of order ${data.orderNumber} and could not accept it. Please do not send the items back.`,
      },
      returnFacts(data, adminNoteRows(data)),
      itemsFacts(data),
      orderButton(data),
      HELP_NOTE,
    ],
    reason: shopperReason(data),
    origin: data.origin,
  })
}

export function returnReceivedMail(data: ReturnMail): RenderedMail {
  const refund = data.returnRequest.refundPaise
  const money =
    refund !== null && refund > 0
      ? `We are refunding ${formatPaise(refund)}; a separate e-mail with the GST credit note follows when the refund is complete.`
      : 'No refund is due with this return.'
  return renderMail({
    subject: `We have received your return for order ${data.orderNumber}`,
    preheader: `Your returned items of order ${data.orderNumber} have arrived.`,
    heading: 'Your return has arrived',
    blocks: [
      {
        kind: 'paragraph',
        text: `Hi ${data.customerName}, the items you sent back from order ${data.orderNumber} have arrived. ${money}`,
      },
      returnFacts(data, [
        ...adminNoteRows(data),
        ...(refund !== null && refund > 0
          ? ([['Refund', formatPaise(refund)]] as Array<[string, string]>)
          : []),
      ]),
      itemsFacts(data),
      orderButton(data),
      HELP_NOTE,
    ],
    reason: shopperReason(data),
    origin: data.origin,
  })
}
