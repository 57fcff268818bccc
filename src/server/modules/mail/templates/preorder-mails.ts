import { releaseMonth } from '@common/catalogue-attributes'
import { SHOP_EMAIL, SHOP_NAME, SHOP_PHONE } from '@common/shop-identity'
import { formatPaise, renderMail, type MailBlock, type RenderedMail } from './mail-layout'
import { orderPageUrl } from './order-mails'

/*
 * The mails of a pre-order after it is placed: its release date moved (with a one-click cancel), and its release
 * (served in full, in part, or not at all). Dates are shown by month, as the shop promises them.
 */

const HELP_NOTE: MailBlock = {
  kind: 'note',
  text: `Questions about your pre-order? Write to ${SHOP_EMAIL} or call ${SHOP_PHONE}.`,
}

/** One open pre-order of the buyer's, with the signed link that cancels it. */
export type PreorderDateChangeOrder = {
  orderId: string
  orderNumber: string
  quantity: number
  /** What was paid (paise), refunded in full on cancelling; 0 while the payment is not completed. */
  paidPaise: number
  cancelUrl: string
}

export type PreorderDateChangedMailData = {
  origin: string
  customerName: string
  productName: string
  /** YYYY-MM-DD, or null when the product had no date before. */
  previousDate: string | null
  releaseDate: string
  orders: PreorderDateChangeOrder[]
}

function units(count: number): string {
  return `${count} ${count === 1 ? 'unit' : 'units'}`
}

function cancelBlocks(origin: string, order: PreorderDateChangeOrder, several: boolean): MailBlock[] {
  const money =
    order.paidPaise > 0
      ? `you get your payment of ${formatPaise(order.paidPaise)} back in full`
      : 'nothing is charged'
  return [
    {
      kind: 'facts',
      rows: [
        ['Order number', order.orderNumber],
        ['Pre-ordered', units(order.quantity)],
        ...(order.paidPaise > 0 ? ([['Paid', formatPaise(order.paidPaise)]] as Array<[string, string]>) : []),
      ],
    },
    {
      kind: 'paragraph',
      text: `If you would rather not wait, cancel ${several ? `order ${order.orderNumber}` : 'your pre-order'} with one click: ${money}.`,
    },
    {
      kind: 'button',
      link: {
        label: several ? `Cancel order ${order.orderNumber}` : 'Cancel my pre-order',
        url: order.cancelUrl,
      },
    },
    {
      kind: 'raw-link',
      intro: 'If the button does not work, copy this link into your browser:',
      url: order.cancelUrl,
    },
    {
      kind: 'button',
      link: { label: 'View your order', url: orderPageUrl({ origin, orderId: order.orderId }) },
    },
  ]
}

/** The release date of a pre-ordered product moved: the new month, and a one-click cancel for a full refund. */
export function preorderDateChangedMail(data: PreorderDateChangedMailData): RenderedMail {
  const month = releaseMonth(data.releaseDate)
  const before = data.previousDate ? releaseMonth(data.previousDate) : null
  // Shoppers are told months: a move within the month is a new date in the same month.
  const moved =
    before && before !== month
      ? `The release of ${data.productName} has moved from ${before} to ${month}.`
      : `The release date of ${data.productName} has changed: it is now expected in ${month}.`
  const several = data.orders.length > 1
  return renderMail({
    subject: `New release date for your pre-order: ${data.productName} — ${month}`,
    preheader: `${data.productName} is now expected in ${month}. Your pre-order stays in place, or cancel it with one click for a full refund.`,
    heading: `Now expected ${month}`,
    blocks: [
      {
        kind: 'paragraph',
        text: `Hi ${data.customerName}, ${moved} Your pre-order stays in place and we send it as soon as it arrives; you need not do anything to keep it.`,
      },
      ...data.orders.flatMap((order) => cancelBlocks(data.origin, order, several)),
      HELP_NOTE,
    ],
    reason: `You are receiving this e-mail because you pre-ordered ${data.productName} at ${SHOP_NAME}.`,
    origin: data.origin,
  })
}

export type PreorderReleasedMailData = {
  origin: string
  customerName: string
  orderId: string
  orderNumber: string
  productName: string
  ordered: number
  allocated: number
  /** What is refunded for the units that could not be served (paise); 0 when nothing was paid or owed. */
  refundPaise: number
  /** Whether the order had been paid when it was released. */
  isPaid: boolean
}

/**
 * The release of a pre-ordered product, told plainly: all of the order served, part of it (and the refund of the
 * rest), or none (the order cancelled, and refunded in full when it was paid).
 */
export function preorderReleasedMail(data: PreorderReleasedMailData): RenderedMail {
  const orderButton: MailBlock = {
    kind: 'button',
    link: { label: 'View your order', url: orderPageUrl(data) },
  }
  const reason = `You are receiving this e-mail because you pre-ordered ${data.productName} at ${SHOP_NAME} (order ${data.orderNumber}).`
  const facts = (rows: Array<[string, string]>): MailBlock => ({
    kind: 'facts',
    rows: [['Order number', data.orderNumber], ['Pre-ordered', units(data.ordered)], ...rows],
  })
  const refundNote =
    data.refundPaise > 0
      ? `We are refunding ${formatPaise(data.refundPaise)} to your payment; a separate e-mail with the GST credit note follows when the refund is complete, and your bank may take a few working days to show it.`
      : ''
  if (data.allocated >= data.ordered) {
    return renderMail({
      subject: `Your pre-order has arrived: ${data.productName}`,
      preheader: `${data.productName} is here, and all ${units(data.ordered)} you pre-ordered are yours.`,
      heading: 'Your pre-order has arrived',
      blocks: [
        {
          kind: 'paragraph',
          text: data.isPaid
            ? `Hi ${data.customerName}, good news: ${data.productName} has arrived, and all ${units(data.ordered)} you pre-ordered are set aside for you. We are packing order ${data.orderNumber} and will write again when it ships.`
            : `Hi ${data.customerName}, good news: ${data.productName} has arrived, and all ${units(data.ordered)} you pre-ordered are set aside for you. Please complete the payment of order ${data.orderNumber} from the order page; we ship it once it is paid.`,
        },
        facts([['Set aside for you', units(data.allocated)]]),
        orderButton,
        HELP_NOTE,
      ],
      reason,
      origin: data.origin,
    })
  }
  if (data.allocated > 0) {
    const short = data.ordered - data.allocated
    return renderMail({
      subject: `Your pre-order of ${data.productName}: ${data.allocated} of ${data.ordered} arrived`,
      preheader: `Fewer arrived than were pre-ordered: you get ${data.allocated} of ${data.ordered}, and a refund for the rest.`,
      heading: `You get ${data.allocated} of ${data.ordered}`,
      blocks: [
        {
          kind: 'paragraph',
          text: `Hi ${data.customerName}, ${data.productName} has arrived, but we received fewer than were pre-ordered. Pre-orders are served in the order they were placed, and order ${data.orderNumber} gets ${data.allocated} of the ${units(data.ordered)} you ordered. We cannot send the other ${short}. ${refundNote} We will write again when your ${data.allocated} ship.`.trim(),
        },
        facts([
          ['Sent to you', units(data.allocated)],
          ['Not available', units(short)],
          ...(data.refundPaise > 0
            ? ([['Refund', formatPaise(data.refundPaise)]] as Array<[string, string]>)
            : []),
        ]),
        orderButton,
        HELP_NOTE,
      ],
      reason,
      origin: data.origin,
    })
  }
  const money =
    data.refundPaise > 0
      ? refundNote
      : data.isPaid
        ? 'We will refund your payment in full.'
        : 'Your payment was not completed, so nothing was charged.'
  return renderMail({
    subject: `We could not fill your pre-order of ${data.productName}`,
    preheader: `Fewer arrived than were pre-ordered and none were left for order ${data.orderNumber}. It is cancelled.`,
    heading: 'We could not fill your pre-order',
    blocks: [
      {
        kind: 'paragraph',
        text: data.isPaid
          ? `Hi ${data.customerName}, ${data.productName} has arrived, but we received fewer than were pre-ordered. Pre-orders are served in the order they were placed, and none were left for order ${data.orderNumber}. We are sorry: the order is cancelled.`
          : `Hi ${data.customerName}, ${data.productName} has arrived, but we received fewer than were pre-ordered, and order ${data.orderNumber} had not been paid, so we could not set all ${units(data.ordered)} aside for it. We are sorry: the order is cancelled.`,
      },
      { kind: 'paragraph', text: money },
      facts([
        ['Sent to you', 'none'],
        ...(data.refundPaise > 0
          ? ([['Refund', formatPaise(data.refundPaise)]] as Array<[string, string]>)
          : []),
      ]),
      orderButton,
      HELP_NOTE,
    ],
    reason,
    origin: data.origin,
  })
}
