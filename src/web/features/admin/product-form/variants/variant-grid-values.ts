import type { ProductVariant } from '@common/schemas/product'
import type { ProductVariantsInput } from '@common/schemas/variants'
import {
  combinationKey,
  MAX_OPTION_VALUES,
  optionCombinations,
  type ProductOption,
  type VariantOptions,
} from '@common/variants'

/** One row of the variant grid as its inputs hold it: figures as typed text, as the product form keeps them. */
export interface VariantRow {
  /** A key for React, stable while the row lives (its id, or one made when it was generated). */
  rowKey: string
  /** Set for a variant the server has; a row without one is added by the save. */
  _id?: string
  options: VariantOptions
  sku: string
  price: string
  originalPrice: string
  stock: string
  jan: string
  /** The stock the row was read with: a saved variant's stock is written only while it is still this. */
  stockFrom?: number
  /** What the grid does not edit, sent back as read so a save keeps it. */
  images: string[]
  maxPerCustomer: number | null
  preorderLimit: number | null
}

let generatedRows = 0

export function rowsFromVariants(variants: readonly ProductVariant[]): VariantRow[] {
  return variants.map((variant) => ({
    rowKey: variant._id,
    _id: variant._id,
    options: variant.options,
    sku: variant.sku,
    price: String(variant.price),
    // The server answers the price again when there is no higher original price: shown empty, as typed.
    originalPrice: variant.originalPrice > variant.price ? String(variant.originalPrice) : '',
    stock: String(variant.stock),
    jan: variant.jan ?? '',
    stockFrom: variant.stock,
    images: variant.images,
    maxPerCustomer: variant.maxPerCustomer,
    preorderLimit: variant.preorderLimit,
  }))
}

function newRow(options: VariantOptions): VariantRow {
  generatedRows += 1
  return {
    rowKey: `new-${generatedRows}`,
    options,
    sku: '',
    price: '',
    originalPrice: '',
    stock: '0',
    jan: '',
    images: [],
    maxPerCustomer: null,
    preorderLimit: null,
  }
}

/**
 * "Generate variants": every combination of the options' values, in their order. A row the grid already has for a
 * combination (its values in the same places, even under a renamed option) is kept with its figures; the others
 * start empty; a row whose combination is no longer offered leaves the grid. A row of fewer options than are now
 * offered (options added to a product that had variants) is kept for the combination that extends it with each
 * added option's first value, so that its variant, SKU and stock live on.
 */
export function generateRows(options: readonly ProductOption[], rows: readonly VariantRow[]): VariantRow[] {
  const byName = new Map(rows.map((row) => [combinationKey(options, row.options), row]))
  // A renamed option: its values are where they were.
  const byPlace = new Map(rows.map((row) => [JSON.stringify(Object.values(row.options)), row]))
  // Added options: the row's values, and each added option's first.
  const byExtension = new Map(
    rows.flatMap((row) => {
      const extended = extendedWithFirstValues(options, row.options)
      return extended ? [[combinationKey(options, extended), row] as const] : []
    }),
  )
  const used = new Set<VariantRow>()
  return optionCombinations(options).map((combination) => {
    const key = combinationKey(options, combination)
    const kept = [byName.get(key), byPlace.get(key), byExtension.get(key)].find(
      (row) => row && !used.has(row),
    )
    if (!kept) return newRow(combination)
    used.add(kept)
    return { ...kept, options: combination }
  })
}

/**
 * `chosen` with each of `options` it does not name set to that option's first value, when it names only some of
 * them (and nothing else); otherwise undefined.
 */
function extendedWithFirstValues(
  options: readonly ProductOption[],
  chosen: VariantOptions,
): VariantOptions | undefined {
  const names = Object.keys(chosen)
  if (names.length >= options.length) return undefined
  if (!names.every((name) => options.some((option) => option.name === name))) return undefined
  const extended: VariantOptions = { ...chosen }
  for (const option of options) {
    if (option.name in extended) continue
    const first = option.values[0]
    if (first === undefined) return undefined
    extended[option.name] = first
  }
  return extended
}

/** Values typed as chips or comma-separated ("Standard, Deluxe"): trimmed, blanks and repeats dropped. */
export function splitOptionValues(typed: string, present: readonly string[] = []): string[] {
  const seen = new Set(present.map((value) => value.toLowerCase()))
  const values: string[] = []
  for (const part of typed.split(',')) {
    const value = part.trim()
    if (value === '' || seen.has(value.toLowerCase())) continue
    seen.add(value.toLowerCase())
    values.push(value)
  }
  return values.slice(0, Math.max(0, MAX_OPTION_VALUES - present.length))
}

/** Typed text as a number, or nothing when left empty (the schema then says what is missing). */
function typedNumber(text: string): number | undefined {
  const trimmed = text.trim()
  return trimmed === '' ? undefined : Number(trimmed)
}

/** The body of PUT /products/:id/variants: the whole grid, a saved row with its id and the stock it was read with. */
export function toVariantsInput(options: readonly ProductOption[], rows: readonly VariantRow[]) {
  return {
    options: options.map((option) => ({ name: option.name, values: [...option.values] })),
    variants: rows.map((row) => ({
      ...(row._id !== undefined && { _id: row._id }),
      options: row.options,
      sku: row.sku.trim(),
      ...(row.jan.trim() !== '' && { jan: row.jan.trim() }),
      price: typedNumber(row.price),
      ...(row.originalPrice.trim() !== '' && { originalPrice: typedNumber(row.originalPrice) }),
      stock: typedNumber(row.stock),
      ...(row.stockFrom !== undefined && { stockFrom: row.stockFrom }),
      images: row.images,
      maxPerCustomer: row.maxPerCustomer,
      preorderLimit: row.preorderLimit,
    })),
  } as unknown as ProductVariantsInput
}

/** The grid's fields a message can be about, as the schema's issue paths name them. */
export const ROW_FIELDS = ['sku', 'price', 'originalPrice', 'stock', 'jan'] as const
export type RowField = (typeof ROW_FIELDS)[number]
