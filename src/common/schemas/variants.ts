import { z } from 'zod'
import {
  combinationKey,
  MAX_OPTION_TEXT_LENGTH,
  MAX_OPTION_VALUES,
  MAX_PRODUCT_OPTIONS,
  MAX_PRODUCT_VARIANTS,
  MAX_SKU_LENGTH,
} from '../variants'
import {
  MAX_PRODUCT_IMAGES,
  productImageSchema,
  productJanSchema,
  productMaxPerCustomerSchema,
  productOriginalPriceSchema,
  productPreorderLimitSchema,
  productPriceSchema,
  productStockSchema,
} from './product'
import { controlCharactersMessage, hasNoControlCharacters } from './text'

/** PUT /products/:id/variants: a product's options and its whole variant grid, checked together. */

function optionText(label: string) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1, `${label} is required`)
    .max(MAX_OPTION_TEXT_LENGTH, `${label} must be at most ${MAX_OPTION_TEXT_LENGTH} characters`)
    .refine(hasNoControlCharacters, controlCharactersMessage(label))
}

const optionInputSchema = z
  .object({
    name: optionText('Option name'),
    values: z
      .array(optionText('Option value'), { error: 'Each option needs a list of values' })
      .min(1, 'Each option needs at least one value')
      .max(MAX_OPTION_VALUES, `An option may have at most ${MAX_OPTION_VALUES} values`),
  })
  .refine(
    (option) => new Set(option.values.map((value) => value.toLowerCase())).size === option.values.length,
    {
      message: 'An option cannot offer the same value twice',
      path: ['values'],
    },
  )

export const SKU_MESSAGE = `SKU must be 1 to ${MAX_SKU_LENGTH} letters, digits, dashes, dots or underscores`

const variantInputSchema = z.object(
  {
    /** An existing variant's id; none for a new one. */
    _id: z.string().max(40).optional(),
    options: z.record(z.string(), z.string(), { error: 'Each variant names its value of every option' }),
    sku: z
      .string({ error: SKU_MESSAGE })
      .trim()
      .regex(new RegExp(`^[A-Za-z0-9._-]{1,${MAX_SKU_LENGTH}}$`), SKU_MESSAGE),
    jan: productJanSchema.optional(),
    price: productPriceSchema,
    originalPrice: productOriginalPriceSchema.optional(),
    stock: productStockSchema,
    /** The stock the grid was read with: an existing variant's stock is written only while it is still this. */
    stockFrom: productStockSchema.optional(),
    images: z
      .array(productImageSchema)
      .max(MAX_PRODUCT_IMAGES, `At most ${MAX_PRODUCT_IMAGES} images`)
      .optional(),
    maxPerCustomer: productMaxPerCustomerSchema.optional(),
    preorderLimit: productPreorderLimitSchema.optional(),
  },
  { error: 'Send each variant as an object of fields' },
)
export type VariantInput = z.output<typeof variantInputSchema>

export const productVariantsInputSchema = z
  .object(
    {
      options: z
        .array(optionInputSchema, { error: 'Send the options as a list' })
        .min(1, 'A product with variants needs at least one option')
        .max(MAX_PRODUCT_OPTIONS, `A product may have at most ${MAX_PRODUCT_OPTIONS} options`),
      variants: z
        .array(variantInputSchema, { error: 'Send the variants as a list' })
        .min(1, 'A product with options needs at least one variant')
        .max(MAX_PRODUCT_VARIANTS, `A product may have at most ${MAX_PRODUCT_VARIANTS} variants`),
    },
    { error: 'Send the options and variants as an object' },
  )
  .superRefine(({ options, variants }, context) => {
    const names = options.map((option) => option.name.toLowerCase())
    if (new Set(names).size !== names.length) {
      context.addIssue({
        code: 'custom',
        message: 'Two options cannot have the same name',
        path: ['options'],
      })
      return
    }
    const seen = new Set<string>()
    const skus = new Set<string>()
    variants.forEach((variant, index) => {
      const given = Object.keys(variant.options)
      const complete =
        given.length === options.length &&
        options.every((option) => option.values.includes(variant.options[option.name] ?? ''))
      if (!complete) {
        context.addIssue({
          code: 'custom',
          message: `Variant ${index + 1} must choose one of the offered values of each option (${options
            .map((option) => option.name)
            .join(', ')})`,
          path: ['variants', index, 'options'],
        })
        return
      }
      const key = combinationKey(options, variant.options)
      if (seen.has(key))
        context.addIssue({
          code: 'custom',
          message: `Variant ${index + 1} repeats a combination another variant already has`,
          path: ['variants', index, 'options'],
        })
      seen.add(key)
      if (skus.has(variant.sku.toLowerCase()))
        context.addIssue({
          code: 'custom',
          message: `SKU ${variant.sku} is given to two variants`,
          path: ['variants', index, 'sku'],
        })
      skus.add(variant.sku.toLowerCase())
    })
  })
export type ProductVariantsInput = z.output<typeof productVariantsInputSchema>
