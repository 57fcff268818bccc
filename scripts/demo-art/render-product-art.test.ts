import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { demoProducts } from '../../src/server/seed/demo-products'
import { PRODUCT_ART_SIZE, productArtSvg, renderProductArt } from './render-product-art'

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

describe('renderProductArt', () => {
  const [figure] = demoProducts
  if (!figure) throw new Error('the demo catalogue is empty')

  it('renders a 1280×1280 PNG', async () => {
    const png = await renderProductArt(figure, 0)
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true)
    const metadata = await sharp(png).metadata()
    expect(metadata.format).toBe('png')
    expect(metadata.width).toBe(PRODUCT_ART_SIZE)
    expect(metadata.height).toBe(PRODUCT_ART_SIZE)
  })

  it('draws a different picture for each variant, and the same one every time', async () => {
    const [front, side, again] = await Promise.all([
      renderProductArt(figure, 0),
      renderProductArt(figure, 1),
      renderProductArt(figure, 0),
    ])
    expect(front.equals(side)).toBe(false)
    expect(front.equals(again)).toBe(true)
  })

  it('renders every motif the catalogue uses', async () => {
    const oneOfEachMotif = [...new Map(demoProducts.map((product) => [product.art.motif, product])).values()]
    for (const product of oneOfEachMotif) {
      for (let variant = 0; variant < product.imageCount; variant += 1) {
        const metadata = await sharp(await renderProductArt(product, variant)).metadata()
        expect(metadata.width, `${product.key} #${variant}`).toBe(PRODUCT_ART_SIZE)
      }
    }
  })

  it('escapes text so captions cannot break the SVG', () => {
    const tricky = {
      ...figure,
      art: { ...figure.art, series: 'Tom & Jerry <3', caption: '"Quoted" · it\'s' },
    }
    const svg = productArtSvg(tricky, 0)
    expect(svg).toContain('TOM &amp; JERRY &lt;3')
    expect(svg).toContain('&quot;Quoted&quot; · it&apos;s')
    expect(svg).not.toContain('Tom & Jerry')
  })
})
