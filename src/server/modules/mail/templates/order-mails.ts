import { CARRIER_NAMES, trackingOf } from '@common/carriers'
import { paymentMethodLabel, shippingAddressLines } from '@common/order-display'
import type { ShippingAddress } from '@common/schemas/order'
import { SHOP_EMAIL, SHOP_NAME, SHOP_PHONE } from '@common/shop-identity'
import { spelledShopDate, spelledShopDateTime } from '../../../shop-calendar'
import { formatPaise, renderMail, type MailBlock, type MailContent, type RenderedMail } from './mail-layout'

export type OrderMailItem = { name: string; quantity: number; unitPricePaise: number }

export type OrderMailData = {
  /** The shop's public origin, e.g. "https://animeverse.in", without a trailing slash. */
  origin: string
  customerName: string
  /** 24 hex characters; the order page is `${origin}/orders/${orderId}`. */
  orderId: string
  orderNumber: string
  /** ISO 8601 UTC; shown as the day it was in India. */
  placedAt: string
  items: OrderMailItem[]
  itemsPaise: number
  shippingPaise: number
  /** Absent in mails queued before the shop charged a cash-on-delivery fee. */
  codFeePaise?: number | undefined
  taxPaise: number
  /** orderTaxLabel of the order: "GST (included)" when its prices' GST is worked out, else "Tax". */
  taxLabel: string
  /** What a discount code took off (0 without one); totalPaise already has it taken off. */
  discountPaise: number
  discountCode: string | null
  totalPaise: number
  /** The raw code (COD, PHONEPE …); shown through paymentMethodLabel. */
  paymentMethod: string
  shippingAddress: ShippingAddress
  trackingNumber: string | null
  /** The carrier of the tracking number (one of CARRIERS); missing in mails written before carriers, read as `other`. */
  carrier?: string | null
  /** Whether the order has been paid, why it was cancelled, and what of it is being refunded (paise). */
  isPaid?: boolean
  cancelReason?: string | null
  refundingPaise?: number
  /**
   * A cash-on-delivery order that waits for its shopper's one click: until when (ISO 8601 UTC) and the link that
   * confirms it (a signed token); absent for every other order.
   */
  codConfirmation?: { confirmBy: string; url: string } | null
}

/** "24 Nov 2026": the day in the shop's calendar (India). */
export function formatMailDate(iso: string): string {
  return spelledShopDate(iso)
}

/** "24 Nov 2026, 5:30 pm IST": a deadline, to the minute, in the shop's time. */
export function formatMailDateTime(iso: string): string {
  return spelledShopDateTime(iso)
}

export function orderPageUrl(data: Pick<OrderMailData, 'origin' | 'orderId'>): string {
  return `${data.origin}/orders/${data.orderId}`
}

function isCashOnDelivery(paymentMethod: string): boolean {
  return paymentMethod.trim().toUpperCase() === 'COD'
}

function itemCount(data: OrderMailData): number {
  return data.items.reduce((sum, item) => sum + item.quantity, 0)
}

function itemsPhrase(data: OrderMailData): string {
  const count = itemCount(data)
  return `${count} ${count === 1 ? 'item' : 'items'}`
}

function orderFacts(data: OrderMailData, extra: Array<[string, string]> = []): MailBlock {
  return {
    kind: 'facts',
    rows: [
      ['Order number', data.orderNumber],
      ['Placed on', formatMailDate(data.placedAt)],
      ['Payment', paymentMethodLabel(data.paymentMethod)],
      ...extra,
    ],
  }
}

function itemsBlock(data: OrderMailData, heading = 'Your items'): MailBlock {
  return {
    kind: 'items',
    heading,
    items: data.items,
    totals: {
      itemsPaise: data.itemsPaise,
      shippingPaise: data.shippingPaise,
      codFeePaise: data.codFeePaise,
      taxPaise: data.taxPaise,
      taxLabel: data.taxLabel,
      discountPaise: data.discountPaise,
      discountCode: data.discountCode,
      totalPaise: data.totalPaise,
    },
  }
}

function addressBlock(data: OrderMailData): MailBlock {
  return { kind: 'address', heading: 'Shipping to', lines: shippingAddressLines(data.shippingAddress) }
}

function orderButton(data: OrderMailData): MailBlock {
  return { kind: 'button', link: { label: 'View your order', url: orderPageUrl(data) } }
}

const INVOICE_NOTE: MailBlock = {
  kind: 'note',
  text: 'Your invoice (PDF) can be downloaded from the order page at any time.',
}

const HELP_NOTE: MailBlock = {
  kind: 'note',
  text: `Questions about your order? Write to ${SHOP_EMAIL} or call ${SHOP_PHONE}.`,
}

function shopperReason(data: OrderMailData): string {
  return `You are receiving this e-mail because you placed order ${data.orderNumber} at ${SHOP_NAME}.`
}

/** The one click a cash-on-delivery order waits for: the deadline, what happens after it, and the link. */
function codConfirmationBlocks(confirmation: { confirmBy: string; url: string }): MailBlock[] {
  const deadline = formatMailDateTime(confirmation.confirmBy)
  return [
    {
      kind: 'paragraph',
      text: `Please confirm this cash-on-delivery order by ${deadline}. We send it once you confirm; if it is not confirmed by then, it is cancelled and nothing is charged.`,
    },
    { kind: 'button', link: { label: 'Confirm your order', url: confirmation.url } },
    {
      kind: 'raw-link',
      intro: 'If the button does not work, copy this link into your browser:',
      url: confirmation.url,
    },
  ]
}

export function orderPlacedContent(data: OrderMailData): MailContent {
  const payment = isCashOnDelivery(data.paymentMethod)
    ? `You pay ${formatPaise(data.totalPaise)} in cash when it arrives.`
    : `Payment: ${formatPaise(data.totalPaise)} by ${paymentMethodLabel(data.paymentMethod)}.`
  const confirmation = data.codConfirmation ?? null
  return {
    subject: confirmation
      ? `Please confirm order ${data.orderNumber} — ${SHOP_NAME}`
      : `Order ${data.orderNumber} confirmed — ${SHOP_NAME}`,
    preheader: confirmation
      ? `Confirm by ${formatMailDateTime(confirmation.confirmBy)} so that we can send your order of ${itemsPhrase(data)}.`
      : `Thanks, ${data.customerName}! We have your order of ${itemsPhrase(data)}, ${formatPaise(data.totalPaise)} in all.`,
    heading: 'Thank you for your order',
    blocks: [
      {
        kind: 'paragraph',
        text: confirmation
          ? `Hi ${data.customerName}, we have received your order ${data.orderNumber}. ${payment}`
          : `Hi ${data.customerName}, we have received your order ${data.orderNumber} and are getting it ready. ${payment} We will write again when it ships.`,
      },
      ...(confirmation ? codConfirmationBlocks(confirmation) : []),
      orderFacts(data),
      itemsBlock(data),
      addressBlock(data),
      orderButton(data),
      INVOICE_NOTE,
      HELP_NOTE,
    ],
    reason: shopperReason(data),
    origin: data.origin,
  }
}

export function orderPlacedMail(data: OrderMailData): RenderedMail {
  return renderMail(orderPlacedContent(data))
}

export function newOrderNoticeContent(data: OrderMailData & { customerEmail: string }): MailContent {
  return {
    subject: `New order ${data.orderNumber} — ${formatPaise(data.totalPaise)} from ${data.customerName}`,
    preheader: `${data.customerName} ordered ${itemsPhrase(data)} for ${formatPaise(data.totalPaise)}, paying by ${paymentMethodLabel(data.paymentMethod)}.`,
    heading: 'New order received',
    blocks: [
      { kind: 'paragraph', text: `${data.customerName} has placed order ${data.orderNumber}.` },
      orderFacts(data, [
        ['Customer', data.customerName],
        ['E-mail', data.customerEmail],
        ['Total', formatPaise(data.totalPaise)],
      ]),
      itemsBlock(data, 'Items'),
      addressBlock(data),
      {
        kind: 'button',
        link: { label: 'Open the order', url: `${data.origin}/admin/orders/${data.orderId}` },
      },
    ],
    reason: `You are receiving this notice because ${SHOP_NAME} sends one to the shop's own address for every new order.`,
    origin: data.origin,
  }
}

export function newOrderNoticeMail(data: OrderMailData & { customerEmail: string }): RenderedMail {
  return renderMail(newOrderNoticeContent(data))
}

export function paymentReceivedContent(data: OrderMailData): MailContent {
  const method = paymentMethodLabel(data.paymentMethod)
  return {
    subject: `Payment received for order ${data.orderNumber}`,
    preheader: `We have received ${formatPaise(data.totalPaise)} by ${method} for order ${data.orderNumber}.`,
    heading: 'Payment received',
    blocks: [
      {
        kind: 'paragraph',
        text: `Hi ${data.customerName}, we have received your payment of ${formatPaise(data.totalPaise)} by ${method} for order ${data.orderNumber}. We are packing it now and will write again when it ships.`,
      },
      orderFacts(data, [['Amount paid', formatPaise(data.totalPaise)]]),
      itemsBlock(data),
      addressBlock(data),
      orderButton(data),
      INVOICE_NOTE,
      HELP_NOTE,
    ],
    reason: shopperReason(data),
    origin: data.origin,
  }
}

export function paymentReceivedMail(data: OrderMailData): RenderedMail {
  return renderMail(paymentReceivedContent(data))
}

export function orderShippedContent(data: OrderMailData): MailContent {
  const tracking = data.trackingNumber?.trim() || null
  const carrierTracking = trackingOf(data.carrier, tracking)
  const blocks: MailBlock[] = [
    {
      kind: 'paragraph',
      text: `Hi ${data.customerName}, good news: your order ${data.orderNumber} has been shipped and is on its way to you.`,
    },
  ]
  if (isCashOnDelivery(data.paymentMethod)) {
    blocks.push({
      kind: 'paragraph',
      text: `Please keep ${formatPaise(data.totalPaise)} ready to pay the courier in cash on delivery.`,
    })
  }
  blocks.push(orderFacts(data, tracking ? [['Tracking number', tracking]] : []))
  if (carrierTracking?.url) {
    blocks.push({
      kind: 'links',
      heading: 'Track your parcel',
      links: [
        {
          label: `${CARRIER_NAMES[carrierTracking.carrier]} ${carrierTracking.number}`,
          url: carrierTracking.url,
        },
      ],
    })
  }
  blocks.push(itemsBlock(data), addressBlock(data), orderButton(data), HELP_NOTE)
  return {
    subject: `Your order ${data.orderNumber} has shipped`,
    preheader: tracking
      ? `Your order of ${itemsPhrase(data)} is on the way. Tracking number: ${tracking}.`
      : `Your order of ${itemsPhrase(data)} is on the way.`,
    heading: 'Your order is on its way',
    blocks,
    reason: shopperReason(data),
    origin: data.origin,
  }
}

export function orderShippedMail(data: OrderMailData): RenderedMail {
  return renderMail(orderShippedContent(data))
}

export function orderDeliveredContent(data: OrderMailData): MailContent {
  return {
    subject: `Your order ${data.orderNumber} has been delivered`,
    preheader: `Your ${SHOP_NAME} order has arrived. We hope you love it!`,
    heading: 'Your order has arrived',
    blocks: [
      {
        kind: 'paragraph',
        text: `Hi ${data.customerName}, your order ${data.orderNumber} has been delivered. We hope you love it!`,
      },
      {
        kind: 'paragraph',
        text: `If anything is missing or damaged, write to us at ${SHOP_EMAIL} and we will put it right.`,
      },
      orderFacts(data),
      itemsBlock(data),
      orderButton(data),
      INVOICE_NOTE,
    ],
    reason: shopperReason(data),
    origin: data.origin,
  }
}

export function orderDeliveredMail(data: OrderMailData): RenderedMail {
  return renderMail(orderDeliveredContent(data))
}

export function orderCancelledContent(data: OrderMailData): MailContent {
  const method = paymentMethodLabel(data.paymentMethod)
  const refunding = data.refundingPaise ?? 0
  const money = isCashOnDelivery(data.paymentMethod)
    ? 'You chose cash on delivery, so nothing was charged.'
    : refunding > 0
      ? `We are refunding ${formatPaise(refunding)} to your ${method} payment. We will write again when the refund is complete; your bank may take a few working days to show it.`
      : data.isPaid
        ? `We will refund your payment of ${formatPaise(data.totalPaise)} to the same payment method.`
        : 'Your payment was not completed, so nothing was charged.'
  const reason = data.cancelReason?.trim()
  return {
    subject: `Your order ${data.orderNumber} has been cancelled`,
    preheader: `Order ${data.orderNumber} has been cancelled and will not ship.`,
    heading: 'Your order has been cancelled',
    blocks: [
      {
        kind: 'paragraph',
        text: `Hi ${data.customerName}, your order ${data.orderNumber} has been cancelled, and the items below will not be shipped.`,
      },
      { kind: 'paragraph', text: money },
      orderFacts(data, [
        ...(reason ? ([['Reason', reason]] as Array<[string, string]>) : []),
        ...(refunding > 0 ? ([['Refund', formatPaise(refunding)]] as Array<[string, string]>) : []),
      ]),
      itemsBlock(data, 'Cancelled items'),
      orderButton(data),
      HELP_NOTE,
    ],
    reason: shopperReason(data),
    origin: data.origin,
  }
}

export function orderCancelledMail(data: OrderMailData): RenderedMail {
  return renderMail(orderCancelledContent(data))
}

/** "12 minutes", "1 minute", "under a minute": the time left to pay, rounded down. */
export function minutesLeftPhrase(milliseconds: number): string {
  const minutes = Math.floor(milliseconds / 60_000)
  if (minutes < 1) return 'under a minute'
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`
}

/** A payment attempt failed while the order still holds its items: the time left and a link to pay again. */
export function paymentNotCompletedMail(data: OrderMailData & { msLeft: number }): RenderedMail {
  const left = minutesLeftPhrase(data.msLeft)
  return renderMail({
    subject: `Payment not completed for order ${data.orderNumber}`,
    preheader: `Your items are kept for ${left} more. Pay now to keep your order.`,
    heading: 'Your payment did not go through',
    blocks: [
      {
        kind: 'paragraph',
        text: `Hi ${data.customerName}, the payment of ${formatPaise(data.totalPaise)} for order ${data.orderNumber} was not completed, so nothing was charged.`,
      },
      {
        kind: 'paragraph',
        text: `We are keeping your items for ${left} more. Pay from the order page to keep the order; after that it is cancelled and the items go back on sale.`,
      },
      orderFacts(data, [['Amount to pay', formatPaise(data.totalPaise)]]),
      itemsBlock(data),
      { kind: 'button', link: { label: 'Pay now', url: orderPageUrl(data) } },
      HELP_NOTE,
    ],
    reason: shopperReason(data),
    origin: data.origin,
  })
}

export type RefundMailData = {
  amountPaise: number
  /** How the money goes back: PhonePe, a bank transfer or UPI. */
  methodLabel: string
  reference: string | null
  creditNoteNumber: string
  completedAt: string
}

/** A refund has been made: how much, how, and the credit note that goes with it. */
export function refundIssuedMail(data: OrderMailData & { refund: RefundMailData }): RenderedMail {
  const { refund } = data
  return renderMail({
    subject: `Refund of ${formatPaise(refund.amountPaise)} for order ${data.orderNumber}`,
    preheader: `We have refunded ${formatPaise(refund.amountPaise)} by ${refund.methodLabel}.`,
    heading: 'Your refund is on its way',
    blocks: [
      {
        kind: 'paragraph',
        text: `Hi ${data.customerName}, we have refunded ${formatPaise(refund.amountPaise)} for order ${data.orderNumber} by ${refund.methodLabel}. Your bank may take a few working days to show it.`,
      },
      orderFacts(data, [
        ['Refund', formatPaise(refund.amountPaise)],
        ['Refunded by', refund.methodLabel],
        ...(refund.reference ? ([['Reference', refund.reference]] as Array<[string, string]>) : []),
        ['Refunded on', formatMailDate(refund.completedAt)],
        ['Credit note', refund.creditNoteNumber],
      ]),
      itemsBlock(data, 'Your order'),
      orderButton(data),
      {
        kind: 'note',
        text: 'The GST credit note (PDF) for this refund can be downloaded from the order page, beside the invoice.',
      },
      HELP_NOTE,
    ],
    reason: shopperReason(data),
    origin: data.origin,
  })
}
