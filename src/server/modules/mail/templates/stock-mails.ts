import { SHOP_NAME } from '@common/shop-identity'
import { formatPaise, renderMail, type RenderedMail } from './mail-layout'

export type BackInStockMailData = {
  origin: string
  productId: string
  productName: string
  pricePaise: number
}

/** To someone who asked to be told: one mail, after which they are off the list. */
export function backInStockMail(data: BackInStockMailData): RenderedMail {
  const productUrl = `${data.origin}/product/${data.productId}`
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
