import { parse } from 'csv-parse/sync'
import { z } from 'zod'
import { isGstRate } from '@common/gst'
import {
  catalogueProductInputSchema,
  COUNTRY_OF_ORIGIN_REQUIRED_MESSAGE,
  productStockSchema,
  type CatalogueProductInput,
  type CreateProductInput,
  type Product,
} from '@common/schemas/product'
import { retiredGstRateMessage } from '@common/schemas/tax'
import { FLAG_WORDS, parseFlag } from '@common/schemas/text-values'
import { csvHeader, csvRecords, unescapeCsvFormula } from '../../csv'
import { BadRequestError } from '../../errors'
import { type CatalogueVariantCells, formatVariantOptions, readVariantCells } from './catalogue-variants'

/** The catalogue file's columns, in the order the export writes them. */
export const CATALOGUE_COLUMNS = [
  'name',
  'description',
  'price',
  'original_price',
  'category',
  'stock',
  'max_per_customer',
  'tags',
  'featured',
  'bestseller',
  'new_arrival',
  'images',
  'id',
  // GST, after the older columns; optional on import (a new product takes its category's default).
  'hsn_code',
  'gst_rate',
  // A collector's attributes and pre-order terms, after GST; optional on import (a file without a column leaves
  // what is stored, an empty cell clears it).
  'series',
  'character',
  'manufacturer',
  'line',
  'scale',
  'jan',
  'preorder',
  'release_date',
  'preorder_limit',
  // The stock when the file was written: a changed `stock` is applied only while the stock is still this.
  'stock_at_export',
  // A drop's status and launch time (ISO); optional on import: a blank cell leaves a product's as they are, and a
  // new product is live.
  'status',
  'live_at',
  // Labelling, after the drop's columns; optional on import except a new product's country of origin (a blank
  // country keeps the product's, a blank importer or net quantity clears it).
  'country_of_origin',
  'importer',
  'net_quantity',
  // A product with options has a row per variant: its values ("Edition: Deluxe; Colour: Red") and its SKU, the
  // row's price, original price, stock, stock at export and JAN being the variant's. Written only by a catalogue
  // that has variants, so that a file without them stays as it was; optional on import.
  'options',
  'sku',
] as const
export type CatalogueColumn = (typeof CATALOGUE_COLUMNS)[number]

const REQUIRED_COLUMNS: CatalogueColumn[] = ['name', 'description', 'price', 'category', 'stock', 'images']

/** Lists in one cell (tags, image URLs) are separated by this. */
export const LIST_SEPARATOR = ';'

/** Header spellings people and other tools use, compared without case, spaces, `_` or `-`. */
const COLUMN_NAMES: Record<string, CatalogueColumn> = {
  name: 'name',
  description: 'description',
  price: 'price',
  originalprice: 'original_price',
  mrp: 'original_price',
  category: 'category',
  stock: 'stock',
  maxpercustomer: 'max_per_customer',
  limitpercustomer: 'max_per_customer',
  tags: 'tags',
  featured: 'featured',
  isfeatured: 'featured',
  bestseller: 'bestseller',
  isbestseller: 'bestseller',
  new: 'new_arrival',
  newarrival: 'new_arrival',
  isnewarrival: 'new_arrival',
  images: 'images',
  image: 'images',
  imageurls: 'images',
  id: 'id',
  _id: 'id',
  hsncode: 'hsn_code',
  hsn: 'hsn_code',
  gstrate: 'gst_rate',
  gst: 'gst_rate',
  gstpercent: 'gst_rate',
  'gst%': 'gst_rate',
  series: 'series',
  franchise: 'series',
  character: 'character',
  manufacturer: 'manufacturer',
  maker: 'manufacturer',
  brand: 'manufacturer',
  line: 'line',
  productline: 'line',
  scale: 'scale',
  jan: 'jan',
  ean: 'jan',
  gtin: 'jan',
  gtin13: 'jan',
  barcode: 'jan',
  preorder: 'preorder',
  ispreorder: 'preorder',
  releasedate: 'release_date',
  preorderlimit: 'preorder_limit',
  stockatexport: 'stock_at_export',
  status: 'status',
  liveat: 'live_at',
  launch: 'live_at',
  launchtime: 'live_at',
  countryoforigin: 'country_of_origin',
  origin: 'country_of_origin',
  madein: 'country_of_origin',
  importer: 'importer',
  importeraddress: 'importer',
  netquantity: 'net_quantity',
  netqty: 'net_quantity',
  options: 'options',
  variant: 'options',
  variantoptions: 'options',
  sku: 'sku',
  variantsku: 'sku',
}

function columnFor(header: string): CatalogueColumn | undefined {
  const key = header.trim().toLowerCase()
  return COLUMN_NAMES[key] ?? COLUMN_NAMES[key.replace(/[\s_-]/g, '')]
}

/** The whole file is unusable (no header, an unknown column, a quote never closed): one line for the operator. */
export class CatalogueFileError extends Error {}

export type CatalogueRow = {
  /** The file's line the row starts on (1 is the header), as an editor or spreadsheet numbers it. */
  line: number
  cells: Partial<Record<CatalogueColumn, string>>
  /** Set when the row cannot even be read as cells (too many fields). */
  problem?: string
}

/** How many line breaks `bytes` holds from `start` to `end`. */
function countLineBreaks(bytes: Buffer, start: number, end: number): number {
  let count = 0
  for (let index = start; index < end; index += 1) if (bytes[index] === 0x0a) count += 1
  return count
}

const LINE_BREAK_BYTES = new Set([0x0a, 0x0d])

/**
 * Reads a catalogue file: UTF-8 with or without a byte-order mark, LF or CRLF, quoted fields holding commas,
 * quotes and line breaks, cells the export kept from running as formulas, and a header naming the columns in
 * any order. Each row keeps the line it starts on, so that a report can point at it; rows of nothing but empty
 * cells are skipped.
 */
export function readCatalogueCsv(content: Buffer | string): CatalogueRow[] {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content
  let records: { record: string[]; info: { bytes: number } }[]
  try {
    records = parse(bytes, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as { record: string[]; info: { bytes: number } }[]
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error)
    throw new CatalogueFileError(`The file is not readable CSV: ${detail}`)
  }
  const [header, ...body] = records
  if (!header) throw new CatalogueFileError('The file is empty: it needs a header row naming the columns.')

  const columns = header.record.map((name) => {
    const column = columnFor(name)
    if (!column && name.trim() !== '')
      throw new CatalogueFileError(
        `Unknown column "${name.trim()}" in the header (line 1); the columns are ${CATALOGUE_COLUMNS.join(', ')}.`,
      )
    return column
  })
  for (const column of CATALOGUE_COLUMNS) {
    if (columns.filter((named) => named === column).length > 1)
      throw new CatalogueFileError(`The header names the column "${column}" twice.`)
  }
  const missing = REQUIRED_COLUMNS.filter((column) => !columns.includes(column))
  if (missing.length > 0)
    throw new CatalogueFileError(
      `The header lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.`,
    )

  const rows: CatalogueRow[] = []
  let offset = header.info.bytes
  let line = 1 + countLineBreaks(bytes, 0, offset)
  for (const { record, info } of body) {
    // The record starts after the line breaks of any empty lines before it.
    let start = offset
    while (start < info.bytes && LINE_BREAK_BYTES.has(bytes[start]!)) start += 1
    const startLine = line + countLineBreaks(bytes, offset, start)
    line = startLine + countLineBreaks(bytes, start, info.bytes)
    offset = info.bytes
    if (record.every((cell) => cell.trim() === '')) continue

    const cells: CatalogueRow['cells'] = {}
    columns.forEach((column, index) => {
      // The export's apostrophe before a cell a spreadsheet would run ("=…") is not part of the value.
      if (column) cells[column] = unescapeCsvFormula(record[index] ?? '')
    })
    const extra = record.slice(columns.length).filter((cell) => cell.trim() !== '')
    rows.push(
      extra.length > 0
        ? {
            line: startLine,
            cells,
            problem: `has ${record.length} fields, the header names ${columns.length}`,
          }
        : { line: startLine, cells },
    )
  }
  return rows
}

/** Rupees as people write them: `1299`, `1299.50`, `₹1,299.50`, `Rs. 1,29,999`. */
function moneyText(text: string | undefined): string | undefined {
  if (text === undefined) return undefined
  const plain = text.trim().replace(/^(₹|rs\.?|inr)\s*/i, '')
  return /^-?\d{1,3}(,\d{2,3})+(\.\d+)?$/.test(plain) ? plain.replaceAll(',', '') : plain
}

function listText(text: string | undefined): string[] | undefined {
  if (text === undefined || text.trim() === '') return undefined
  return text
    .split(LIST_SEPARATOR)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
}

/** A blank or missing flag cell is "no"; a word that is neither is left for the schema to refuse. */
function flagCell(text: string | undefined): boolean | string {
  if (text === undefined) return false
  return parseFlag(text, FLAG_WORDS.formField) ?? text
}

/** The row as the product form's fields, for the shared product schema to check. */
function rowToFormFields(cells: CatalogueRow['cells']): Record<string, unknown> {
  return {
    name: cells.name,
    description: cells.description,
    price: moneyText(cells.price),
    originalPrice: moneyText(cells.original_price),
    category: cells.category,
    stock: cells.stock,
    maxPerCustomer: cells.max_per_customer,
    hsnCode: cells.hsn_code,
    gstRate: cells.gst_rate,
    tags: listText(cells.tags),
    isFeatured: flagCell(cells.featured),
    isBestSeller: flagCell(cells.bestseller),
    isNewArrival: flagCell(cells.new_arrival),
    images: listText(cells.images) ?? [],
    series: cells.series,
    character: cells.character,
    manufacturer: cells.manufacturer,
    line: cells.line,
    scale: cells.scale,
    jan: cells.jan,
    // Without the column a product stays what it is; a blank cell is "no".
    isPreorder: cells.preorder === undefined ? undefined : flagCell(cells.preorder),
    releaseDate: cells.release_date,
    preorderLimit: cells.preorder_limit,
    status: blankAsUnsaid(cells.status)?.trim().toLowerCase(),
    liveAt: blankAsUnsaid(cells.live_at)?.trim(),
    countryOfOrigin: cells.country_of_origin,
    importer: cells.importer,
    netQuantity: cells.net_quantity,
  }
}

/** A blank cell, as a missing column, says nothing: what is stored stays. */
function blankAsUnsaid(text: string | undefined): string | undefined {
  return text === undefined || text.trim() === '' ? undefined : text
}

/** The file's names for the product form's flags, so that a message names the column the operator sees. */
const FLAG_COLUMNS: Record<string, CatalogueColumn> = {
  isFeatured: 'featured',
  isBestSeller: 'bestseller',
  isNewArrival: 'new_arrival',
  isPreorder: 'preorder',
}

export type CheckedRow =
  | {
      ok: true
      line: number
      id: string | undefined
      /** Checked as a form's fields; whether it may be written depends on the product it updates (catalogueRowRefusals). */
      input: CatalogueProductInput
      /** The row's `stock_at_export`; undefined without the column or with a blank cell. */
      stockAtExport: number | undefined
      /** The variant the row is (its `options` and `sku`), undefined for a row of a product without options. */
      variant: CatalogueVariantCells | undefined
    }
  | { ok: false; line: number; reasons: string[] }

/**
 * One row checked with the shared product schema, the rules and messages of the admin form and the API.
 * Every problem of the row is listed, not only the first.
 */
export function checkCatalogueRow(row: CatalogueRow): CheckedRow {
  if (row.problem) return { ok: false, line: row.line, reasons: [`The row ${row.problem}`] }
  const fields = rowToFormFields(row.cells)
  const parsed = catalogueProductInputSchema.safeParse(fields)
  const stockAtExport = stockAtExportSchema.safeParse(row.cells.stock_at_export)
  const variant = readVariantCells(row.cells.options, row.cells.sku)
  if (!parsed.success || !stockAtExport.success || !variant.ok) {
    const reasons = (parsed.error?.issues ?? []).map((issue) => {
      const [field, index] = issue.path
      const flagColumn = FLAG_COLUMNS[String(field)]
      if (flagColumn) return `${flagColumn} must be true or false (or yes/no, 1/0)`
      const images = fields.images as string[]
      return field === 'images' && typeof index === 'number' && images[index] !== undefined
        ? `${issue.message} (${images[index]})`
        : issue.message
    })
    for (const issue of stockAtExport.error?.issues ?? []) reasons.push(`stock_at_export: ${issue.message}`)
    if (!variant.ok) reasons.push(variant.reason)
    return { ok: false, line: row.line, reasons: [...new Set(reasons)] }
  }
  const id = row.cells.id?.trim()
  return {
    ok: true,
    line: row.line,
    id: id ? id : undefined,
    input: parsed.data,
    stockAtExport: stockAtExport.data,
    variant: variant.cells,
  }
}

/**
 * Why a checked row may not be written over the product it names (`stored`; undefined when the row creates one):
 * a new product needs its country of origin and one of today's GST rates; an update may keep a removed rate (12,
 * 28) only as the product's own. Empty when it may be written.
 */
export function catalogueRowRefusals(
  input: CatalogueProductInput,
  stored: { gstRate: number } | undefined,
): string[] {
  const reasons: string[] = []
  if (stored === undefined && input.countryOfOrigin === undefined)
    reasons.push(COUNTRY_OF_ORIGIN_REQUIRED_MESSAGE)
  const { gstRate } = input
  if (gstRate !== undefined && !isGstRate(gstRate) && gstRate !== stored?.gstRate)
    reasons.push(retiredGstRateMessage(gstRate))
  return reasons
}

/** A row that creates a product, held to the form's rules (400 otherwise: catalogueRowRefusals said why first). */
export function asNewProductInput(input: CatalogueProductInput): CreateProductInput {
  const [reason] = catalogueRowRefusals(input, undefined)
  if (reason !== undefined) throw new BadRequestError(reason)
  const { gstRate, ...rest } = input
  return { ...rest, gstRate: isGstRate(gstRate) ? gstRate : undefined }
}

/** A blank or missing `stock_at_export` is none; a figure is read as the stock column is. */
const stockAtExportSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  productStockSchema.optional(),
)

/** Rupees with 2 decimals, as a spreadsheet shows money. */
function rupeesText(rupees: number): string {
  return rupees.toFixed(2)
}

/**
 * A product as one record of the export, in the columns the import reads. Images the shop stores are
 * `/media/…` paths, made absolute with `shopUrl` when it is known so that the file can be used elsewhere.
 */
export function productToCatalogueRecord(
  product: Product,
  shopUrl: string | undefined,
): Record<CatalogueColumn, string> {
  const imageUrl = (image: string) => (shopUrl && image.startsWith('/') ? `${shopUrl}${image}` : image)
  return {
    name: product.name,
    description: product.description,
    price: rupeesText(product.price),
    original_price: rupeesText(product.originalPrice),
    category: product.category,
    stock: String(product.stock),
    max_per_customer: product.maxPerCustomer === null ? '' : String(product.maxPerCustomer),
    tags: product.tags.join(LIST_SEPARATOR),
    featured: String(product.isFeatured),
    bestseller: String(product.isBestSeller),
    new_arrival: String(product.isNewArrival),
    images: product.images.map(imageUrl).join(LIST_SEPARATOR),
    id: product.id,
    hsn_code: product.hsnCode,
    gst_rate: String(product.gstRate),
    series: product.series ?? '',
    character: product.character ?? '',
    manufacturer: product.manufacturer ?? '',
    line: product.line ?? '',
    scale: product.scale ?? '',
    jan: product.jan ?? '',
    preorder: String(product.isPreorder),
    release_date: product.releaseDate ?? '',
    preorder_limit: product.preorderLimit === null ? '' : String(product.preorderLimit),
    stock_at_export: String(product.stock),
    status: product.status,
    live_at: product.liveAt ?? '',
    country_of_origin: product.countryOfOrigin ?? '',
    importer: product.importer ?? '',
    net_quantity: product.netQuantity ?? '',
    options: '',
    sku: '',
  }
}

/**
 * A product as the export's records: one for a product without options, one per variant for a product with them
 * (its `variants` read), each repeating the product's columns with the variant's options, SKU, prices, stock
 * and JAN.
 */
export function productToCatalogueRecords(
  product: Product,
  shopUrl: string | undefined,
): Record<CatalogueColumn, string>[] {
  const record = productToCatalogueRecord(product, shopUrl)
  if (!product.options || product.options.length === 0 || !product.variants) return [record]
  const options = product.options
  return product.variants.map((variant) => ({
    ...record,
    price: rupeesText(variant.price),
    original_price: rupeesText(variant.originalPrice),
    stock: String(variant.stock),
    stock_at_export: String(variant.stock),
    jan: variant.jan ?? '',
    options: formatVariantOptions(options, variant.options),
    sku: variant.sku,
  }))
}

/** The columns without the variants' two, as a catalogue without variants is written. */
const COLUMNS_WITHOUT_VARIANTS = CATALOGUE_COLUMNS.filter(
  (column) => column !== 'options' && column !== 'sku',
)

/**
 * Records as CSV text; with `header`, the byte-order mark and the header row first. `withVariants` adds the
 * `options` and `sku` columns (by default when a record names a variant); an export decides it once for the
 * whole file.
 */
export function catalogueCsvText(
  records: Record<CatalogueColumn, string>[],
  header: boolean,
  withVariants = records.some((record) => record.sku !== ''),
): string {
  const columns = withVariants ? CATALOGUE_COLUMNS : COLUMNS_WITHOUT_VARIANTS
  const lines = csvRecords(records.map((record) => columns.map((column) => record[column])))
  return header ? `${csvHeader(columns)}${lines}` : lines
}
