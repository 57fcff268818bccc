import type { ProductVariant } from '@common/schemas/product'
import { productVariantsInputSchema, SKU_MESSAGE, type ProductVariantsInput } from '@common/schemas/variants'
import { combinationKey, MAX_SKU_LENGTH, type ProductOption, variantLabel } from '@common/variants'

/**
 * A product's variants in the catalogue file: a row per variant, its `options` cell naming its value of each
 * option ("Edition: Deluxe; Colour: Red") and its `sku` cell. The rows of one product are its grid: a row updates
 * the variant with its SKU (or, failing that, with its combination) or adds one; a variant the file does not list
 * is kept as it is.
 */

/** Between an option's name and its value in the `options` cell, and between options. */
const NAME_SEPARATOR = ':'
const OPTION_SEPARATOR = ';'

/** A row's variant: its options in the cell's order, as [name, value], and its SKU. */
export type CatalogueVariantCells = { options: [string, string][]; sku: string }

/** "Edition: Deluxe; Colour: Red", the options in the product's order. */
export function formatVariantOptions(
  options: readonly ProductOption[],
  chosen: Record<string, string>,
): string {
  return options
    .map((option) => `${option.name}${NAME_SEPARATOR} ${chosen[option.name] ?? ''}`)
    .join(`${OPTION_SEPARATOR} `)
}

const SKU_PATTERN = new RegExp(`^[A-Za-z0-9._-]{1,${MAX_SKU_LENGTH}}$`)

/**
 * A row's `options` and `sku` cells: both blank (or absent) for a product without options, both given for a
 * variant. The values' lengths and the options' count are the grid's to check (planVariantGrid).
 */
export function readVariantCells(
  optionsCell: string | undefined,
  skuCell: string | undefined,
): { ok: true; cells: CatalogueVariantCells | undefined } | { ok: false; reason: string } {
  const optionsText = optionsCell?.trim() ?? ''
  const sku = skuCell?.trim() ?? ''
  if (optionsText === '' && sku === '') return { ok: true, cells: undefined }
  if (optionsText === '' || sku === '')
    return {
      ok: false,
      reason: 'A variant needs both its options and its sku (or neither, for a product without options)',
    }
  if (!SKU_PATTERN.test(sku)) return { ok: false, reason: SKU_MESSAGE }
  const options: [string, string][] = []
  for (const part of optionsText.split(OPTION_SEPARATOR)) {
    if (part.trim() === '') continue
    const at = part.indexOf(NAME_SEPARATOR)
    const name = at < 0 ? '' : part.slice(0, at).trim()
    const value = at < 0 ? '' : part.slice(at + 1).trim()
    if (name === '' || value === '')
      return {
        ok: false,
        reason: `options must name each option and its value, as "Edition: Deluxe; Colour: Red" ("${part.trim()}")`,
      }
    if (options.some(([seen]) => seen.toLowerCase() === name.toLowerCase()))
      return { ok: false, reason: `options names ${name} twice` }
    options.push([name, value])
  }
  return { ok: true, cells: { options, sku } }
}

/** A variant's row as the import reads it: the row's figures are the variant's. */
export type CatalogueVariantRow = {
  line: number
  cells: CatalogueVariantCells
  price: number
  /** Null: the selling price; undefined (a file without the column): the variant's own stays. */
  originalPrice: number | null | undefined
  stock: number
  /** Null: none; undefined (a file without the column): the variant's own stays. */
  jan: string | null | undefined
  stockAtExport: number | undefined
}

export type RowRefusal = { line: number; reason: string }

/** A row that changes a stock from a figure it no longer has. */
export function catalogueStockMovedReason(stockAtExport: number, currentStock: number): string {
  return `The stock changed from ${stockAtExport} to ${currentStock} since the export; nothing of this row was saved (export again, or set stock_at_export to ${currentStock})`
}

/**
 * The grid a product's rows make over its stored `options` and `variants` (none for a new product), as the
 * admin's grid would send it, or why rows are refused. Every row names the same options (a stored product's own:
 * the file may add values, not options); no combination or SKU comes twice. A row whose SKU is a stored variant's
 * updates it, else one whose combination is; any other row adds a variant with its `stock`. A stored variant the
 * file does not list is sent back unchanged: leaving a row out never removes a variant.
 *
 * Stock, as for a product without options: a variant's `stock` is written only when it differs from its row's
 * `stock_at_export` and the variant still has that stock (else the row is refused); otherwise, and in a file
 * without the column, the variant keeps its stock. Each existing variant goes with `stockFrom`, its stock as read
 * here, so that the writer refuses a stock moved since. Run again on the locked rows when writing.
 */
export function planVariantGrid(
  rows: readonly CatalogueVariantRow[],
  stored: { options: ProductOption[]; variants: ProductVariant[] } | undefined,
): { ok: true; input: ProductVariantsInput } | { ok: false; refusals: RowRefusal[] } {
  const refusals: RowRefusal[] = []
  const [first] = rows
  if (!first) return { ok: false, refusals }
  const names = stored
    ? stored.options.map((option) => option.name)
    : first.cells.options.map(([name]) => name)
  const sameNames = (row: CatalogueVariantRow) =>
    row.cells.options.length === names.length && row.cells.options.every(([name]) => names.includes(name))
  const options: ProductOption[] = names.map((name) => ({
    name,
    values: [...(stored?.options.find((option) => option.name === name)?.values ?? [])],
  }))

  const bySku = new Map(stored?.variants.map((variant) => [variant.sku, variant]))
  const byCombination = new Map(
    stored?.variants.map((variant) => [combinationKey(options, variant.options), variant]),
  )
  const linesOfCombination = new Map<string, number>()
  const linesOfSku = new Map<string, number>()
  const linesOfVariant = new Map<string, number>()
  const listed: { line: number; variant: ProductVariantsInput['variants'][number] }[] = []
  for (const row of rows) {
    if (!sameNames(row)) {
      const named = row.cells.options.map(([name]) => name).join(', ')
      refusals.push({
        line: row.line,
        reason: stored
          ? `Its options name ${named}, the product's are ${names.join(', ')}: the file may add values to a product's options, not change them (its variant grid does)`
          : `Its options name ${named}, line ${first.line}'s name ${names.join(', ')}: every row of a product names the same options`,
      })
      continue
    }
    const chosen = Object.fromEntries(row.cells.options)
    const key = combinationKey(options, chosen)
    const sku = row.cells.sku.toLowerCase()
    const sameCombination = linesOfCombination.get(key)
    const sameSku = linesOfSku.get(sku)
    if (sameCombination !== undefined) {
      refusals.push({
        line: row.line,
        reason: `Repeats the combination of line ${sameCombination} (${variantLabel(options, chosen)})`,
      })
      continue
    }
    if (sameSku !== undefined) {
      refusals.push({ line: row.line, reason: `SKU ${row.cells.sku} is already on line ${sameSku}` })
      continue
    }
    linesOfCombination.set(key, row.line)
    linesOfSku.set(sku, row.line)
    for (const option of options) {
      const value = chosen[option.name]!
      if (!option.values.includes(value)) option.values.push(value)
    }
    const before = bySku.get(row.cells.sku) ?? byCombination.get(key)
    if (before) {
      const sameVariant = linesOfVariant.get(before._id)
      if (sameVariant !== undefined) {
        refusals.push({
          line: row.line,
          reason: `Names the same variant as line ${sameVariant} (SKU ${before.sku})`,
        })
        continue
      }
      linesOfVariant.set(before._id, row.line)
    }
    const changesStock =
      before === undefined || (row.stockAtExport !== undefined && row.stock !== row.stockAtExport)
    if (before && changesStock && before.stock !== row.stockAtExport) {
      refusals.push({ line: row.line, reason: catalogueStockMovedReason(row.stockAtExport!, before.stock) })
      continue
    }
    listed.push({
      line: row.line,
      variant: {
        ...(before && {
          _id: before._id,
          stockFrom: before.stock,
          images: before.images,
          maxPerCustomer: before.maxPerCustomer,
          preorderLimit: before.preorderLimit,
        }),
        options: chosen,
        sku: row.cells.sku,
        jan: row.jan === undefined ? before?.jan : row.jan,
        price: row.price,
        originalPrice: row.originalPrice === undefined ? before?.originalPrice : row.originalPrice,
        stock: changesStock ? row.stock : before!.stock,
      },
    })
  }
  if (refusals.length > 0) return { ok: false, refusals }

  // The variants the file leaves out stay, after the listed ones, as they are.
  const unlisted = (stored?.variants ?? []).filter((variant) => !linesOfVariant.has(variant._id))
  for (const variant of unlisted) {
    const line = linesOfCombination.get(combinationKey(options, variant.options))
    if (line !== undefined)
      refusals.push({
        line,
        reason: `Has the combination of the variant with SKU ${variant.sku}, which the file does not list: change that variant's row instead`,
      })
  }
  if (refusals.length > 0) return { ok: false, refusals }
  const grid = {
    options,
    variants: [
      ...listed.map(({ variant }) => variant),
      ...unlisted.map((variant) => ({
        _id: variant._id,
        options: variant.options,
        sku: variant.sku,
        jan: variant.jan,
        price: variant.price,
        originalPrice: variant.originalPrice,
        stock: variant.stock,
        stockFrom: variant.stock,
        images: variant.images,
        maxPerCustomer: variant.maxPerCustomer,
        preorderLimit: variant.preorderLimit,
      })),
    ],
  }
  // The admin grid's rules (how many options, values and variants, their lengths, one SKU per variant), each
  // problem on the line of the row it concerns (a variant the file leaves out: the product's first line).
  const parsed = productVariantsInputSchema.safeParse(grid)
  if (parsed.success) return { ok: true, input: parsed.data }
  for (const issue of parsed.error.issues) {
    const [field, index] = issue.path
    const line = field === 'variants' && typeof index === 'number' ? listed[index]?.line : undefined
    refusals.push({ line: line ?? first.line, reason: issue.message })
  }
  return { ok: false, refusals: uniqueRefusals(refusals) }
}

function uniqueRefusals(refusals: RowRefusal[]): RowRefusal[] {
  const seen = new Set<string>()
  return refusals.filter((refusal) => {
    const key = `${refusal.line}\n${refusal.reason}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
