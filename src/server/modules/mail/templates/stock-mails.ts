import { SHOP_NAME } from '@common/shop-identity'
import { formatPaise, renderMail, type MailContent, type RenderedMail } from './mail-layout'
import { formatMailDateTime } from './order-mails'

export type BackInStockMailData = {
  origin: string
  productId: string
  productName: string
  pricePaise: number
  /** The variant waited for: the link opens the product page with it chosen. */
  variantId?: string
}

/** To someone who asked to be told: one mail, after which they are off the list. */
export function backInStockMail(data: BackInStockMailData): RenderedMail {
  const productUrl = `${data.origin}/product/${data.productId}${
    data.variantId ? `?variant=${encodeURIComponent(data.variantId)}` : ''
  }`
  return renderMail({
    subject: `Back in stock: ${data.productName}`,
    preheader: `${data.productName} is available again at ${SHOP_NAME}. Limited stock, first come first served.`,
    heading: 'It is back in stock',
    blocks: [
      {
        kind: 'paragraph',
        text: `Good news: ${data.productName} is available again, at ${formatPaise(data.pricePaise)}.`,
      },
      {
        kind: 'paragraph',
        text: 'Stock of limited figures goes fast, so we are telling everyone who asked at once.',
      },
      { kind: 'button', link: { label: 'See the product', url: productUrl } },
    ],
    reason: `You are receiving this e-mail because you asked ${SHOP_NAME} to tell you when this product is back in stock. We will not write about it again.`,
    origin: data.origin,
  })
}

/** A drop's mail, kept as this data and rendered when sent (decision 0042). */
export type LaunchMailData = {
  origin: string
  productId: string
  productName: string
  pricePaise: number
  /** When it goes on sale to everyone (ISO). */
  liveAt: string
}

/** To the product's notify list when it goes on sale: one mail, after which they are off the list. */
export function productLaunchedContent(data: LaunchMailData): MailContent {
  return {
    subject: `On sale now: ${data.productName}`,
    preheader: `${data.productName} is on sale at ${SHOP_NAME}.`,
    heading: 'It is on sale',
    blocks: [
      {
        kind: 'paragraph',
        text: `${data.productName} is on sale now, at ${formatPaise(data.pricePaise)}.`,
      },
      { kind: 'button', link: { label: 'See the product', url: productUrl(data) } },
    ],
    reason: `You are receiving this e-mail because you asked ${SHOP_NAME} to tell you when this product goes on sale. We will not write about it again.`,
    origin: data.origin,
  }
}

/** To those on the notify list before the early access window opened: they may order before everyone else. */
export function earlyAccessOpenedContent(data: LaunchMailData): MailContent {
  return {
    subject: `Early access: ${data.productName}`,
    preheader: `You can order ${data.productName} now, before it goes on sale to everyone.`,
    heading: 'Your early access is open',
    blocks: [
      {
        kind: 'paragraph',
        text: `You asked to be told about ${data.productName}, so you can order it now, at ${formatPaise(data.pricePaise)}, before everyone else.`,
      },
      {
        kind: 'paragraph',
        text: `It goes on sale to everyone on ${formatMailDateTime(data.liveAt)}. Sign in with this e-mail address to order.`,
      },
      { kind: 'button', link: { label: 'Order now', url: productUrl(data) } },
    ],
    reason: `You are receiving this e-mail because you asked ${SHOP_NAME} to tell you when this product goes on sale.`,
    origin: data.origin,
  }
}

function productUrl(data: Pick<LaunchMailData, 'origin' | 'productId'>): string {
  return `${data.origin}/product/${data.productId}`
}
