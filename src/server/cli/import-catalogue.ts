import type { Kysely } from 'kysely'
import type { CatalogueProductInput } from '@common/schemas/product'
import type { Database } from '../db/schema'
import { writeTransaction } from '../db/write-transaction'
import { AppError } from '../errors'
import { COMMAND_LINE_ACTOR, recordAudit } from '../modules/audit'
import {
  hasStoredImage,
  mediaUrl,
  type PreparedUpload,
  prepareUpload,
  savePreparedUpload,
} from '../modules/media'
import {
  asNewProductInput,
  catalogueRowRefusals,
  catalogueStockMovedReason,
  type CatalogueVariantRow,
  checkCatalogueRow,
  createProduct,
  findCatalogueProduct,
  findSkuOwners,
  overwriteProductFromCatalogue,
  overwriteVariantsFromCatalogue,
  planVariantGrid,
  readCatalogueCsv,
  type ReleaseDateChanged,
} from '../modules/products'
import { downloadImage } from './image-download'

/** Pictures fetched at once: enough to hide each host's latency, few enough to be gentle with one host. */
const PARALLEL_DOWNLOADS = 4

const SHOP_MEDIA_PATH = /^\/media\/([0-9a-f]{32})\.webp$/
const WEB_ADDRESS = /^https?:\/\//i

export type ImportOptions = {
  /** Check everything, pictures included, and write nothing. */
  dryRun?: boolean
  /** Write the valid rows even when some are refused; by default one refused row means nothing is written. */
  skipInvalid?: boolean
  /** The shop's public origin: its own absolute `/media/…` URLs (an export's) are read as the paths. */
  shopUrl?: string | undefined
  download?: (url: string) => Promise<Buffer>
  /** Tells the buyers of a pre-order whose release date the file moves, in the import's transaction. */
  releaseDateChanged?: ReleaseDateChanged
}

export type RefusedRow = { line: number; reasons: string[] }

export type ImportReport = {
  rows: number
  created: number
  updated: number
  refused: RefusedRow[]
  /** Pictures fetched from the web and stored by the shop (each address once). */
  downloaded: number
  /** Whether the valid rows were written (false on a dry run, or when rows were refused without --skip-invalid). */
  written: boolean
  dryRun: boolean
  elapsedMs: number
}

/** A product the file writes: one row, or the rows of its variants. */
type ValidRow = {
  /** The product's first row: its columns are the product's. */
  line: number
  id: string | undefined
  exists: boolean
  input: CatalogueProductInput
  stockAtExport: number | undefined
  /** A product with options: a row per variant, the first row's among them; undefined for one without. */
  variants: CatalogueVariantRow[] | undefined
}

type CheckedCatalogueRow = Extract<ReturnType<typeof checkCatalogueRow>, { ok: true }>

/**
 * Which product a row belongs to, read from its cells even when they do not pass: its `id`, or for a new
 * product's variant its name (the rows of a new product with options are those that share its name).
 */
function productKeyOf(
  cells: Partial<Record<string, string>>,
  line: number,
): { key: string; variant: boolean } {
  const id = cells.id?.trim()
  const variant = (cells.options?.trim() ?? '') !== '' || (cells.sku?.trim() ?? '') !== ''
  if (id) return { key: `id ${id}`, variant }
  return variant ? { key: `name ${cells.name?.trim() ?? ''}`, variant } : { key: `line ${line}`, variant }
}

/** The product's own columns of a variant's row: all but the price, original price, stock and JAN (the variant's). */
function productColumnsDiffering(first: CatalogueProductInput, other: CatalogueProductInput): string[] {
  const variantFields = new Set(['price', 'originalPrice', 'stock', 'jan'])
  const fields = new Set([...Object.keys(first), ...Object.keys(other)])
  return [...fields].filter(
    (field) =>
      !variantFields.has(field) &&
      JSON.stringify(first[field as keyof CatalogueProductInput]) !==
        JSON.stringify(other[field as keyof CatalogueProductInput]),
  )
}

function variantRowOf(row: CheckedCatalogueRow): CatalogueVariantRow {
  return {
    line: row.line,
    cells: row.variant!,
    price: row.input.price,
    originalPrice: row.input.originalPrice,
    stock: row.input.stock,
    jan: row.input.jan,
    stockAtExport: row.stockAtExport,
  }
}

/** Thrown inside the write to undo it when a row is refused there and the file is all or nothing. */
class RowRefusedWhileWriting extends Error {}

/** Runs `work` over `items`, at most `limit` at a time. */
async function forEachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) await work(items[next++]!)
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

type PictureOutcome = { ok: true; prepared: PreparedUpload } | { ok: false; reason: string }

/**
 * Every picture the valid rows name, resolved to what the product will store: the shop's own `/media/…`
 * pictures must exist; web addresses are downloaded and converted by the media service (each address once),
 * to be written with the products; other paths are kept as the admin form keeps them.
 */
async function resolvePictures(
  db: Kysely<Database>,
  rows: ValidRow[],
  options: ImportOptions,
  refuse: (line: number, reason: string) => void,
): Promise<{ valid: ValidRow[]; prepared: PreparedUpload[] }> {
  const download = options.download ?? downloadImage
  const localPath = (image: string) => {
    if (options.shopUrl && image.startsWith(`${options.shopUrl}/media/`)) {
      const path = image.slice(options.shopUrl.length)
      if (SHOP_MEDIA_PATH.test(path)) return path
    }
    return image
  }
  for (const row of rows) row.input.images = [...new Set(row.input.images.map(localPath))]

  const knownHashes = new Map<string, boolean>()
  const webAddresses = new Set<string>()
  for (const row of rows) {
    for (const image of row.input.images) {
      const hash = SHOP_MEDIA_PATH.exec(image)?.[1]
      if (hash && !knownHashes.has(hash)) knownHashes.set(hash, await hasStoredImage(db, hash))
      if (WEB_ADDRESS.test(image)) webAddresses.add(image)
    }
  }

  const fetched = new Map<string, PictureOutcome>()
  await forEachLimited([...webAddresses], PARALLEL_DOWNLOADS, async (address) => {
    try {
      fetched.set(address, { ok: true, prepared: await prepareUpload(db, await download(address)) })
    } catch (error) {
      const why =
        error instanceof AppError ? error.message : error instanceof Error ? error.message : String(error)
      fetched.set(address, { ok: false, reason: `Image ${address}: ${why}` })
    }
  })

  const valid: ValidRow[] = []
  const prepared = new Map<string, PreparedUpload>()
  for (const row of rows) {
    const reasons: string[] = []
    const images = row.input.images.map((image) => {
      const hash = SHOP_MEDIA_PATH.exec(image)?.[1]
      if (hash && !knownHashes.get(hash)) reasons.push(`Image ${image} is not a picture this shop holds`)
      const outcome = fetched.get(image)
      if (!outcome) return image
      if (!outcome.ok) {
        reasons.push(outcome.reason)
        return image
      }
      const stored = outcome.prepared.kind === 'known' ? outcome.prepared.stored.hash : outcome.prepared.hash
      prepared.set(stored, outcome.prepared)
      return mediaUrl(stored)
    })
    if (reasons.length > 0) {
      for (const reason of reasons) refuse(row.line, reason)
      continue
    }
    row.input.images = [...new Set(images)]
    valid.push(row)
  }
  // Only the pictures of rows that will be written are stored.
  const used = new Set(valid.flatMap((row) => row.input.images))
  return {
    valid,
    prepared: [...prepared.entries()].filter(([hash]) => used.has(mediaUrl(hash))).map(([, p]) => p),
  }
}

/**
 * Imports a catalogue file: each row is checked with the shared product schema; a row whose `id` names a
 * product of this shop updates it, any other row creates a product. The rows of a product with options (a row
 * per variant, with its `options` and `sku`) are its grid, written whole or refused whole (planVariantGrid).
 * Rows are refused with their line and every reason. The valid rows, with the pictures they bring, are written in
 * one transaction — all of them or, when any row was refused and `skipInvalid` is not set, none: a file is never
 * half imported.
 */
export async function importCatalogue(
  db: Kysely<Database>,
  content: Buffer | string,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const started = Date.now()
  const rows = readCatalogueCsv(content)
  const reasonsByLine = new Map<number, string[]>()
  const refuse = (line: number, reason: string) => {
    reasonsByLine.set(line, [...(reasonsByLine.get(line) ?? []), reason])
  }

  // The rows of each product (several for a product with options), every row's line by its product's key.
  const linesOfProduct = new Map<string, number[]>()
  const productsWithVariants = new Set<string>()
  const products = new Map<string, CheckedCatalogueRow[]>()
  for (const row of rows) {
    const { key, variant } = productKeyOf(row.cells, row.line)
    linesOfProduct.set(key, [...(linesOfProduct.get(key) ?? []), row.line])
    if (variant) productsWithVariants.add(key)
    const checked = checkCatalogueRow(row)
    if (!checked.ok) {
      for (const reason of checked.reasons) refuse(checked.line, reason)
      continue
    }
    const product = products.get(key)
    const first = product?.[0]
    if (!first) {
      products.set(key, [checked])
      continue
    }
    if (first.variant && checked.variant) product.push(checked)
    else if (!first.variant && !checked.variant)
      refuse(checked.line, `The id ${checked.id} is already on line ${first.line}`)
    else
      refuse(
        checked.line,
        `The id ${checked.id} is already on line ${first.line}: each row of a product with options names its options and sku`,
      )
  }
  /** A product with options is written whole: a refused row of it refuses its other rows. */
  const refuseWholeProducts = () => {
    for (const key of productsWithVariants) {
      const lines = linesOfProduct.get(key)!
      const refusedLine = lines.find((line) => reasonsByLine.has(line))
      if (refusedLine === undefined) continue
      for (const line of lines)
        if (!reasonsByLine.has(line))
          refuse(line, `Not saved: line ${refusedLine}, a row of the same product, was refused`)
    }
  }
  const hasRefusedLine = (row: ValidRow) =>
    reasonsByLine.has(row.line) || (row.variants ?? []).some((variant) => reasonsByLine.has(variant.line))

  const checkedRows: ValidRow[] = []
  for (const [first, ...others] of products.values()) {
    if (!first || reasonsByLine.has(first.line)) continue
    const stored = first.id === undefined ? undefined : await findCatalogueProduct(db, first.id)
    const stock = stored?.stock
    const refusals = catalogueRowRefusals(first.input, stored)
    if (refusals.length > 0) {
      for (const reason of refusals) refuse(first.line, reason)
      continue
    }
    const { stockAtExport } = first
    if (!first.variant) {
      if (stored !== undefined && stored.options.length > 0) {
        refuse(
          first.line,
          'This product has options: each of its variants is a row naming its options and sku (export it again)',
        )
        continue
      }
      // The same rule as the write's (overwriteProductFromCatalogue), so that a dry run reports these rows too.
      const stockMoved =
        stock !== undefined &&
        stockAtExport !== undefined &&
        first.input.stock !== stockAtExport &&
        stock !== stockAtExport
      if (stockMoved) {
        refuse(first.line, catalogueStockMovedReason(stockAtExport, stock))
        continue
      }
      checkedRows.push({
        line: first.line,
        id: first.id,
        exists: stock !== undefined,
        input: first.input,
        stockAtExport,
        variants: undefined,
      })
      continue
    }
    if (stored !== undefined && stored.options.length === 0) {
      refuse(
        first.line,
        'This product is sold without options: give it its options in its variant grid, then export it again',
      )
      continue
    }
    for (const other of others) {
      const differing = productColumnsDiffering(first.input, other.input)
      if (differing.length > 0)
        refuse(
          other.line,
          `Its product columns differ from line ${first.line}'s (${differing.join(', ')}): a product's own columns are the same on each of its rows`,
        )
    }
    if (others.some((other) => reasonsByLine.has(other.line))) continue
    const variants = [first, ...others].map(variantRowOf)
    // The same rules as the write's (overwriteVariantsFromCatalogue), on the variants as they are now.
    const plan = planVariantGrid(variants, stored)
    if (!plan.ok) {
      for (const refusal of plan.refusals) refuse(refusal.line, refusal.reason)
      continue
    }
    checkedRows.push({
      line: first.line,
      id: first.id,
      exists: stored !== undefined,
      input: first.input,
      stockAtExport,
      variants,
    })
  }

  // A SKU names one thing the shop sells: not another product's variant, in the shop or in the file.
  const withVariants = checkedRows.filter((row) => row.variants !== undefined)
  const owners = await findSkuOwners(
    db,
    withVariants.flatMap((row) => row.variants!.map((variant) => variant.cells.sku)),
  )
  const linesOfSku = new Map<string, { line: number; product: ValidRow }>()
  for (const row of withVariants) {
    for (const variant of row.variants!) {
      const { sku } = variant.cells
      const owner = owners.get(sku)
      const earlier = linesOfSku.get(sku.toLowerCase())
      if (owner !== undefined && (!row.exists || owner !== row.id))
        refuse(variant.line, `SKU ${sku} is already used by another product`)
      else if (earlier !== undefined && earlier.product !== row)
        refuse(variant.line, `SKU ${sku} is already on line ${earlier.line}, another product's row`)
      else linesOfSku.set(sku.toLowerCase(), { line: variant.line, product: row })
    }
  }
  refuseWholeProducts()

  const resolved = await resolvePictures(
    db,
    checkedRows.filter((row) => !hasRefusedLine(row)),
    options,
    refuse,
  )
  refuseWholeProducts()
  const valid = resolved.valid.filter((row) => !hasRefusedLine(row))
  const used = new Set(valid.flatMap((row) => row.input.images))
  const prepared = resolved.prepared.filter((picture) =>
    used.has(mediaUrl(picture.kind === 'known' ? picture.stored.hash : picture.hash)),
  )
  const refusedRows = () =>
    [...reasonsByLine.entries()].map(([line, reasons]) => ({ line, reasons })).sort((a, b) => a.line - b.line)
  const dryRun = options.dryRun ?? false
  const skipInvalid = options.skipInvalid ?? false
  let write = !dryRun && valid.length > 0 && (reasonsByLine.size === 0 || skipInvalid)

  let created = valid.filter((row) => !row.exists).length
  let updated = valid.length - created
  if (write) {
    try {
      ;({ created, updated } = await writeTransaction(db, async (trx) => {
        for (const picture of prepared) await savePreparedUpload(trx, picture)
        let inserted = 0
        let skipped = 0
        for (const row of valid) {
          if (row.variants) {
            let written = await overwriteVariantsFromCatalogue(
              trx,
              row.exists ? row.id : undefined,
              row.input,
              row.variants,
              options.releaseDateChanged,
            )
            // A product deleted since the check is created again rather than failing the whole file.
            if (written.outcome === 'missing')
              written = await overwriteVariantsFromCatalogue(trx, undefined, row.input, row.variants)
            // Units sold between the check and this write: the rows are refused as they would have been then.
            if (written.outcome === 'refused') {
              for (const refusal of written.refusals) refuse(refusal.line, refusal.reason)
              refuseWholeProducts()
              if (!skipInvalid) throw new RowRefusedWhileWriting()
              skipped += 1
              continue
            }
            if (written.outcome === 'created') inserted += 1
            continue
          }
          const overwrite =
            row.exists && row.id
              ? await overwriteProductFromCatalogue(
                  trx,
                  row.id,
                  row.input,
                  row.stockAtExport,
                  options.releaseDateChanged,
                )
              : undefined
          if (overwrite?.outcome === 'updated') continue
          // Units sold between the check and this write: the row is refused as it would have been then.
          if (overwrite?.outcome === 'stock-moved') {
            refuse(row.line, catalogueStockMovedReason(overwrite.stockAtExport, overwrite.currentStock))
            if (!skipInvalid) throw new RowRefusedWhileWriting()
            skipped += 1
            continue
          }
          // A product deleted since the check is created again rather than failing the whole file.
          await createProduct(trx, null, asNewProductInput(row.input))
          inserted += 1
        }
        const counts = { created: inserted, updated: valid.length - inserted - skipped }
        const refused = reasonsByLine.size
        // One entry for the file, in its transaction: the import and its record are kept or lost together.
        await recordAudit(trx, COMMAND_LINE_ACTOR, {
          action: 'catalogue.import',
          entity: 'catalogue',
          entityId: null,
          after: { ...counts, rows: rows.length, refused, downloaded: prepared.length },
        })
        return counts
      }))
    } catch (error) {
      if (!(error instanceof RowRefusedWhileWriting)) throw error
      write = false
    }
  }
  const refused = refusedRows()
  return {
    rows: rows.length,
    created,
    updated,
    refused,
    downloaded: prepared.length,
    written: write,
    dryRun,
    elapsedMs: Date.now() - started,
  }
}

function plural(count: number, word: string): string {
  return `${count.toLocaleString('en-IN')} ${word}${count === 1 ? '' : 's'}`
}

/** The report the command prints: every refused row with its line and reasons, then the counts and the outcome. */
export function formatImportReport(report: ImportReport, fileName: string): string {
  const lines: string[] = []
  if (report.refused.length > 0) {
    lines.push(`Refused ${plural(report.refused.length, 'row')}:`)
    for (const row of report.refused) lines.push(`  line ${row.line}: ${row.reasons.join('; ')}`)
  }
  const valid = report.created + report.updated
  const counts = `${plural(report.rows, 'row')}: ${report.created.toLocaleString('en-IN')} to create, ${report.updated.toLocaleString('en-IN')} to update, ${report.refused.length.toLocaleString('en-IN')} refused; ${plural(report.downloaded, 'picture')} downloaded`
  const seconds = `${(report.elapsedMs / 1000).toFixed(1)} s`
  if (report.written) {
    lines.push(
      `Imported ${fileName} in ${seconds}: ${report.created.toLocaleString('en-IN')} created, ${report.updated.toLocaleString('en-IN')} updated, ${report.refused.length.toLocaleString('en-IN')} refused (${plural(report.rows, 'row')}; ${plural(report.downloaded, 'picture')} downloaded).`,
    )
  } else if (report.dryRun) {
    lines.push(`Dry run of ${fileName} (${seconds}), nothing written. ${counts}.`)
  } else if (valid === 0) {
    lines.push(`Nothing was written: ${fileName} has no valid row (${counts}).`)
  } else {
    lines.push(
      `Nothing was written (${counts}). Fix the rows above and run again, or add --skip-invalid to write the ${plural(valid, 'valid row')} alone.`,
    )
  }
  return lines.join('\n')
}
