import { SHOP_EMAIL, SHOP_NAME, SHOP_PHONE } from '@common/shop-identity'
import { formatPaise, type MailBlock, type MailContent } from './mail-layout'
import { formatMailDateTime, orderPageUrl } from './order-mails'

/*
 * A raffle's outcome for each entrant, kept as data and rendered when sent: won (with the order to pay within its
 * hold), not won, or won after all when a winner before them did not pay.
 */

export type RaffleMailData = {
  origin: string
  customerName: string
  productName: string
  raffleId: string
}

/** A unit offered: its order, what to pay, and by when before it goes to the next entry. */
export type RaffleWonMailData = RaffleMailData & {
  orderId: string
  orderNumber: string
  totalPaise: number
  payBy: string
}

export function rafflePageUrl(data: Pick<RaffleMailData, 'origin' | 'raffleId'>): string {
  return `${data.origin}/raffles/${data.raffleId}`
}

const HELP_NOTE: MailBlock = {
  kind: 'note',
  text: `Questions about the raffle? Write to ${SHOP_EMAIL} or call ${SHOP_PHONE}.`,
}

function verifyNote(data: RaffleMailData): MailBlock {
  return {
    kind: 'note',
    text: `The draw can be checked by anyone: the raffle page shows its seed, every ticket and how to verify them (${rafflePageUrl(data)}).`,
  }
}

function wonBlocks(data: RaffleWonMailData): MailBlock[] {
  const url = orderPageUrl(data)
  return [
    {
      kind: 'facts',
      rows: [
        ['Order number', data.orderNumber],
        ['To pay', formatPaise(data.totalPaise)],
        ['Pay by', formatMailDateTime(data.payBy)],
      ],
    },
    {
      kind: 'paragraph',
      text: `Pay online by ${formatMailDateTime(data.payBy)} to keep it. If the payment is not completed by then, the unit goes to the next entry in the draw.`,
    },
    { kind: 'button', link: { label: 'Pay now', url } },
    { kind: 'raw-link', intro: 'If the button does not work, copy this link into your browser:', url },
    verifyNote(data),
    HELP_NOTE,
  ]
}

export function raffleWonContent(data: RaffleWonMailData): MailContent {
  return {
    subject: `You won the raffle for ${data.productName}`,
    preheader: `Pay by ${formatMailDateTime(data.payBy)} to keep your ${data.productName}.`,
    heading: 'You won the raffle',
    blocks: [
      {
        kind: 'paragraph',
        text: `Hi ${data.customerName}, your entry was drawn: one ${data.productName} is yours at the shop's price, and we have placed the order for you.`,
      },
      ...wonBlocks(data),
    ],
    reason: `You entered a raffle at ${SHOP_NAME}.`,
    origin: data.origin,
  }
}

export function raffleWonAfterRollDownContent(data: RaffleWonMailData): MailContent {
  return {
    subject: `Good news: a ${data.productName} from the raffle is yours after all`,
    preheader: `A winner did not pay, so the unit passed to you. Pay by ${formatMailDateTime(data.payBy)}.`,
    heading: 'A raffle unit passed to you',
    blocks: [
      {
        kind: 'paragraph',
        text: `Hi ${data.customerName}, a winner of the raffle for ${data.productName} did not pay in time, and your entry was next in the draw: the unit is yours at the shop's price, and we have placed the order for you.`,
      },
      ...wonBlocks(data),
    ],
    reason: `You entered a raffle at ${SHOP_NAME}.`,
    origin: data.origin,
  }
}

export function raffleNotWonContent(data: RaffleMailData): MailContent {
  return {
    subject: `The raffle for ${data.productName} has been drawn`,
    preheader: 'Your entry was not drawn this time.',
    heading: 'Not this time',
    blocks: [
      {
        kind: 'paragraph',
        text: `Hi ${data.customerName}, the raffle for ${data.productName} has been drawn, and your entry was not among the winners. Should a winner not pay in time, the unit goes to the next entry in the draw, and we will write to you if it is yours.`,
      },
      { kind: 'button', link: { label: 'See the draw', url: rafflePageUrl(data) } },
      verifyNote(data),
      HELP_NOTE,
    ],
    reason: `You entered a raffle at ${SHOP_NAME}.`,
    origin: data.origin,
  }
}
