/**
 * The demo catalogue a fresh shop is seeded with: products, a few demo shoppers and their reviews. The data
 * is the JSON in `catalogue/`, checked here by the shop's own product, account and review rules when the seed
 * loads, so a bad edit stops the seed with the field it broke. Figures and Q Posket carry a collector's
 * attributes as a shop would list them (series, character, maker, line, scale and a JAN with a valid check digit
 * under the maker's barcode prefix); the rest is generic fan merchandise with its series and character. Every product
 * carries its labelling: the country it was made in, its net quantity and, imported, the shop as its importer.
 */
import { z } from 'zod'
import { PRODUCT_CATEGORIES } from '@common/constants'
import { CATEGORY_TAX_DEFAULTS } from '@common/gst'
import { formatFullAddress, SHOP_NAME } from '@common/shop-identity'
import { rupeesToPaise } from '@common/money'
import { emailSchema, nameSchema } from '@common/schemas/auth'
import {
  productCharacterSchema,
  productDescriptionSchema,
  productDetailsSchema,
  productFeaturesSchema,
  productJanSchema,
  productLineSchema,
  productCountryOfOriginSchema,
  productManufacturerSchema,
  productNameSchema,
  productNetQuantitySchema,
  productPriceSchema,
  productScaleSchema,
  productSeriesSchema,
  productStockSchema,
  productTagsSchema,
} from '@common/schemas/product'
import { createReviewInputSchema } from '@common/schemas/review'
import { gstRateSchema, hsnCodeSchema } from '@common/schemas/tax'
import productsData from './catalogue/demo-products.json'
import reviewsData from './catalogue/demo-reviews.json'
import shoppersData from './catalogue/demo-shoppers.json'

export const ART_MOTIFS = ['figure', 'chibi', 'keychain', 'stand', 'plush', 'poster', 'mousepad'] as const
export type ArtMotif = (typeof ART_MOTIFS)[number]

export const HAIR_STYLES = ['spiky', 'short', 'long', 'bob', 'twintails'] as const
export type HairStyle = (typeof HAIR_STYLES)[number]

/** How a standing figure holds itself; chosen from the key when a product does not say. */
export const FIGURE_POSES = ['blade', 'energy', 'crossed', 'hips'] as const
export type FigurePose = (typeof FIGURE_POSES)[number]

/** The shop's categories the demo catalogue fills. */
export const demoCategorySchema = z
  .enum(PRODUCT_CATEGORIES)
  .extract(['figures', 'keychains', 'qposket', 'other'])

const hexColor = z.string().regex(/^#[0-9a-f]{6}$/i, 'must be a #rrggbb colour')

/** What the image generator needs to draw a product's illustrated cards. */
const productArtSchema = z.strictObject({
  /** Two or three hex colours: main (outfit, background), second (background), accent. */
  palette: z.union([z.tuple([hexColor, hexColor]), z.tuple([hexColor, hexColor, hexColor])]),
  motif: z.enum(ART_MOTIFS),
  /** Shown large on the card, e.g. "Demon Slayer". */
  series: z.string().min(1),
  /** One short line under the series, e.g. "Water Breathing · 24 cm". */
  caption: z.string().min(1),
  hair: z.enum(HAIR_STYLES).optional(),
  hairColor: hexColor.optional(),
  pose: z.enum(FIGURE_POSES).optional(),
})

/** The importer line of the demo's imported goods: the shop itself, at its registered address. */
export const DEMO_IMPORTER = `${SHOP_NAME}, ${formatFullAddress()}`

/** A product as the data file holds it: prices in rupees, as the admin form takes them. */
const demoProductSchema = z
  .strictObject({
    /** Stable slug; the seed uses it to stay idempotent. */
    key: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a lower-case slug'),
    name: productNameSchema,
    description: productDescriptionSchema,
    category: demoCategorySchema,
    /**
     * Where the item was made, as its box says ("Made in China"): not the maker's home. Japanese makers' PVC figures
     * (Good Smile's, Banpresto's prizes and Q Posket, most of Bandai Spirits') are made in China, some lines in
     * Vietnam; the generic merchandise is made in China, the posters are printed in India.
     */
    countryOfOrigin: productCountryOfOriginSchema.refine((country) => country !== undefined, 'is required'),
    /** As the label states it: "1 figure", "2 keychains". */
    netQuantity: productNetQuantitySchema,
    /** GST classification; a product without one takes its category's built-in default (figures: 9503 at 5 %). */
    hsnCode: hsnCodeSchema.optional(),
    gstRate: gstRateSchema.optional(),
    price: productPriceSchema,
    originalPrice: productPriceSchema,
    stock: productStockSchema,
    tags: productTagsSchema,
    isFeatured: z.boolean(),
    isBestSeller: z.boolean(),
    isNewArrival: z.boolean(),
    details: productDetailsSchema,
    features: productFeaturesSchema,
    /** The franchise ("Jujutsu Kaisen"), as the listing's filters and the series pages read it. */
    series: productSeriesSchema.optional(),
    character: productCharacterSchema.optional(),
    manufacturer: productManufacturerSchema.optional(),
    line: productLineSchema.optional(),
    scale: productScaleSchema.optional(),
    jan: productJanSchema.optional(),
    /**
     * A pre-order (its stock 0) expected this many days after seeding, so a demo shop seeded any day shows a
     * release still to come; `limit` units may be pre-ordered.
     */
    preorder: z
      .strictObject({
        releaseInDays: z.number().int().min(30).max(365),
        limit: z.number().int().min(1).max(1_000),
      })
      .optional(),
    /** How many days before seeding the product was listed; spreads createdAt for "newest" sorting. */
    ageDays: z.number().int().min(0),
    art: productArtSchema,
    imageCount: z.union([z.literal(2), z.literal(3), z.literal(4)]),
  })
  .refine((product) => !product.preorder || product.stock === 0, {
    message: 'a pre-order has no stock until its release',
    path: ['stock'],
  })
  .transform(({ price, originalPrice, hsnCode, gstRate, ...product }) => ({
    ...product,
    series: product.series ?? null,
    character: product.character ?? null,
    manufacturer: product.manufacturer ?? null,
    line: product.line ?? null,
    scale: product.scale ?? null,
    jan: product.jan ?? null,
    // The shop imports what was made abroad itself, so it is each such product's importer of record.
    importer: product.countryOfOrigin === 'India' ? null : DEMO_IMPORTER,
    hsnCode: hsnCode ?? CATEGORY_TAX_DEFAULTS[product.category].hsnCode,
    gstRate: gstRate ?? CATEGORY_TAX_DEFAULTS[product.category].gstRate,
    pricePaise: rupeesToPaise(price),
    originalPricePaise: rupeesToPaise(originalPrice),
  }))
export type DemoProduct = z.output<typeof demoProductSchema>
export type DemoCategory = DemoProduct['category']

const demoShopperSchema = z.strictObject({ name: nameSchema, email: emailSchema })
export type DemoShopper = z.output<typeof demoShopperSchema>

const demoReviewSchema = createReviewInputSchema.extend({
  productKey: z.string(),
  shopperEmail: emailSchema,
  /** Days before seeding; always younger than the product it reviews. */
  ageDays: z.number().int().min(0),
})
export type DemoReview = z.output<typeof demoReviewSchema>

export const demoProducts: DemoProduct[] = z.array(demoProductSchema).parse(productsData)
export const demoShoppers: DemoShopper[] = z.array(demoShopperSchema).parse(shoppersData)
export const demoReviews: DemoReview[] = z.array(demoReviewSchema).parse(reviewsData)
