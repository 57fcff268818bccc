import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Product } from '@common/schemas/product'
import { COMMAND_LINE_ACTOR } from '../modules/audit'
import { listAuditEntries } from '../modules/audit/audit.service'
import { getProduct } from '../modules/products/product-reads'
import { takeStock } from '../modules/products/product-stock'
import { setProductVariants } from '../modules/products/product-variants'
import { stockLedgerDifferences } from '../modules/products/stock-ledger'
import { insertProduct } from '../test/fixtures'
import { createTestDatabase, testDialects, type TestDatabase } from '../test/test-app'
import { exportCatalogue } from './export-catalogue'
import { importCatalogue } from './import-catalogue'

const MAIL = { sends: false, notifyEmail: undefined, origin: 'http://localhost' }
const EDITIONS = [{ name: 'Edition', values: ['Standard', 'Deluxe'] }]

/** The file's lines split into cells (these tests' cells hold no commas, quotes or line breaks). */
function csvLines(text: string): string[][] {
  return text
    .replace(/^\ufeff/, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(','))
}

function csvText(lines: string[][]): string {
  return `${lines.map((line) => line.join(',')).join('\r\n')}\r\n`
}

describe.each(testDialects)('catalogue file with variants [%s]', (dialect) => {
  let database: TestDatabase
  let skuCount = 0
  const sku = (name: string) => `${name}-${dialect}-${(skuCount += 1)}`

  beforeAll(async () => {
    database = await createTestDatabase(dialect)
  })
  afterAll(async () => {
    await database.dispose()
  })

  /** A product with two editions, Standard (₹4,999, 5 in stock) and Deluxe (₹7,499, 2 in stock). */
  async function figureWithEditions(): Promise<Product> {
    // A picture path the import keeps as it is (a /media/ one must be a picture the shop holds).
    const { id } = await insertProduct(database.db, {
      name: `Edition figure ${(skuCount += 1)}`,
      stock: 3,
      images: JSON.stringify(['/art/figure.png']),
    })
    return setProductVariants(
      database.db,
      COMMAND_LINE_ACTOR,
      id,
      {
        options: EDITIONS,
        variants: [
          { options: { Edition: 'Standard' }, sku: sku('STD'), price: 4999, stock: 5 },
          { options: { Edition: 'Deluxe' }, sku: sku('DLX'), price: 7499, originalPrice: 7999, stock: 2 },
        ],
      },
      MAIL,
    )
  }

  async function exported(): Promise<{ text: string; header: string[]; rowsOf: (id: string) => string[][] }> {
    let text = ''
    await exportCatalogue(database.db, (chunk) => {
      text += chunk
    })
    const [header, ...rows] = csvLines(text)
    return { text, header: header!, rowsOf: (id) => rows.filter((row) => row[header!.indexOf('id')] === id) }
  }

  const variantOf = (product: Product, label: string) => product.variants!.find((v) => v.label === label)!

  async function expectLedgerAddsUp(ids: string[]): Promise<void> {
    const differences = await stockLedgerDifferences(database.db)
    expect(differences.filter((difference) => ids.includes(difference.productId))).toEqual([])
  }

  it('exports a product with two editions as two rows, each with its options, SKU, prices and stock', async () => {
    const figure = await figureWithEditions()
    const { header, rowsOf } = await exported()
    expect(header.slice(-4)).toEqual(['importer', 'net_quantity', 'options', 'sku'])
    const cell = (row: string[], column: string) => row[header.indexOf(column)]
    const rows = rowsOf(figure.id)
    expect(
      rows.map((row) =>
        ['name', 'options', 'sku', 'price', 'original_price', 'stock', 'stock_at_export'].map((column) =>
          cell(row, column),
        ),
      ),
    ).toEqual([
      [figure.name, 'Edition: Standard', variantOf(figure, 'Standard').sku, '4999.00', '4999.00', '5', '5'],
      [figure.name, 'Edition: Deluxe', variantOf(figure, 'Deluxe').sku, '7499.00', '7999.00', '2', '2'],
    ])
  })

  it('re-imports the unchanged file without changing anything, and an edited variant changes that variant only', async () => {
    const figure = await figureWithEditions()
    const before = await getProduct(database.db, figure.id)
    const { text, header, rowsOf } = await exported()

    const again = await importCatalogue(database.db, text)
    expect(again.refused).toEqual([])
    expect(again.written).toBe(true)
    const unchanged = await getProduct(database.db, figure.id)
    expect({ ...unchanged, updatedAt: before.updatedAt }).toEqual(before)

    // Deluxe at ₹6,999 with 4 in stock (from the 2 exported); Standard's row as it was.
    const [standard, deluxe] = rowsOf(figure.id)
    const edited = [...deluxe!]
    edited[header.indexOf('price')] = '6999.00'
    edited[header.indexOf('stock')] = '4'
    const report = await importCatalogue(database.db, csvText([header, standard!, edited]))
    expect(report).toMatchObject({ created: 0, updated: 1, refused: [], written: true })
    const after = await getProduct(database.db, figure.id)
    expect(after.variants!.map((v) => [v.label, v.sku, v.price, v.originalPrice, v.stock])).toEqual([
      ['Standard', variantOf(before, 'Standard').sku, 4999, 4999, 5],
      ['Deluxe', variantOf(before, 'Deluxe').sku, 6999, 7999, 4],
    ])
    expect(after).toMatchObject({ price: 4999, maxPrice: 6999, stock: 9 })
    const movements = await database.db
      .selectFrom('stock_movements')
      .select(['reason', 'change', 'variant_id'])
      .where('product_id', '=', figure.id)
      .where('reason', '=', 'import')
      .execute()
    expect(movements).toEqual([{ reason: 'import', change: 2, variant_id: variantOf(before, 'Deluxe')._id }])
    await expectLedgerAddsUp([figure.id])
  })

  it('refuses a variant whose stock was sold since the export, with its line, and writes nothing of the product', async () => {
    const figure = await figureWithEditions()
    const { header, rowsOf } = await exported()
    const standard = variantOf(figure, 'Standard')
    await database.db.transaction().execute((trx) =>
      takeStock(trx, [{ productId: figure.id, variantId: standard._id, quantity: 2, name: figure.name }], {
        reason: 'order',
      }),
    )
    const [standardRow, deluxeRow] = rowsOf(figure.id)
    const restocked = [...standardRow!]
    restocked[header.indexOf('stock')] = '9'
    const repriced = [...deluxeRow!]
    repriced[header.indexOf('price')] = '6000.00'
    const file = csvText([header, restocked, repriced])

    const report = await importCatalogue(database.db, file, { skipInvalid: true })
    expect(report.refused).toEqual([
      {
        line: 2,
        reasons: [
          'The stock changed from 5 to 3 since the export; nothing of this row was saved (export again, or set stock_at_export to 3)',
        ],
      },
      { line: 3, reasons: ['Not saved: line 2, a row of the same product, was refused'] },
    ])
    const after = await getProduct(database.db, figure.id)
    expect(after.variants!.map((v) => [v.label, v.price, v.stock])).toEqual([
      ['Standard', 4999, 3],
      ['Deluxe', 7499, 2],
    ])

    // A stock left as exported is no change: the variant keeps the units it has now.
    const kept = [...standardRow!]
    const report2 = await importCatalogue(database.db, csvText([header, kept, repriced]))
    expect(report2).toMatchObject({ refused: [], updated: 1, written: true })
    expect(
      (await getProduct(database.db, figure.id)).variants!.map((v) => [v.label, v.price, v.stock]),
    ).toEqual([
      ['Standard', 4999, 3],
      ['Deluxe', 6000, 2],
    ])
    await expectLedgerAddsUp([figure.id])
  })

  it('creates a new product with two editions from the file, in one transaction with one activity entry', async () => {
    const header = [
      'name',
      'description',
      'price',
      'original_price',
      'category',
      'stock',
      'images',
      'country_of_origin',
      'options',
      'sku',
    ]
    const standardSku = sku('NEW-STD')
    const deluxeSku = sku('NEW-DLX')
    const name = `Nobara 1/7 ${dialect}`
    const file = csvText([
      header,
      [
        name,
        'PVC',
        '14999',
        '',
        'figures',
        '4',
        '/art/nobara.png',
        'China',
        'Edition: Standard',
        standardSku,
      ],
      [
        name,
        'PVC',
        '18999',
        '19999',
        'figures',
        '1',
        '/art/nobara.png',
        'China',
        'Edition: Deluxe',
        deluxeSku,
      ],
    ])
    const entriesBefore = (await listAuditEntries(database.db, { entity: 'catalogue' })).total
    const report = await importCatalogue(database.db, file)
    expect(report).toMatchObject({ rows: 2, created: 1, updated: 0, refused: [], written: true })
    const { id } = await database.db
      .selectFrom('products')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirstOrThrow()
    const created = await getProduct(database.db, id)
    expect(created).toMatchObject({ options: EDITIONS, price: 14999, maxPrice: 18999, stock: 5 })
    expect(created.variants!.map((v) => [v.label, v.sku, v.price, v.originalPrice, v.stock])).toEqual([
      ['Standard', standardSku, 14999, 14999, 4],
      ['Deluxe', deluxeSku, 18999, 19999, 1],
    ])
    expect((await listAuditEntries(database.db, { entity: 'catalogue' })).total).toBe(entriesBefore + 1)
    expect((await listAuditEntries(database.db, { entity: 'product', entityId: id })).total).toBe(0)
    await expectLedgerAddsUp([id])

    // The same file again names SKUs the shop now has: refused, as is a new product taking them.
    const repeated = await importCatalogue(database.db, file)
    expect(repeated.refused).toEqual([
      { line: 2, reasons: [`SKU ${standardSku} is already used by another product`] },
      { line: 3, reasons: [`SKU ${deluxeSku} is already used by another product`] },
    ])
    expect(repeated.written).toBe(false)
  })

  it('adds a new combination, keeps a variant the file leaves out, and refuses inconsistent rows by line', async () => {
    const figure = await figureWithEditions()
    const { header, rowsOf } = await exported()
    const [standardRow, deluxeRow] = rowsOf(figure.id)
    const column = (name: string) => header.indexOf(name)
    const limited = [...standardRow!]
    limited[column('options')] = 'Edition: Limited'
    limited[column('sku')] = sku('LTD')
    limited[column('price')] = '9999.00'
    limited[column('stock')] = '3'

    // Deluxe's row left out: it stays as it is; Limited is added with its 3 units.
    const added = await importCatalogue(database.db, csvText([header, standardRow!, limited]))
    expect(added).toMatchObject({ refused: [], updated: 1, written: true })
    const after = await getProduct(database.db, figure.id)
    expect(after.options).toEqual([{ name: 'Edition', values: ['Standard', 'Deluxe', 'Limited'] }])
    expect(after.variants!.map((v) => [v.label, v.price, v.stock])).toEqual([
      ['Standard', 4999, 5],
      ['Limited', 9999, 3],
      ['Deluxe', 7499, 2],
    ])
    expect(after.stock).toBe(10)
    await expectLedgerAddsUp([figure.id])

    const colour = [...deluxeRow!]
    colour[column('options')] = 'Colour: Red'
    const repeated = [...deluxeRow!]
    repeated[column('sku')] = sku('DUP')
    const renamed = [...deluxeRow!]
    renamed[column('name')] = 'Another name'
    const other = await figureWithEditions()
    const taken = [...standardRow!]
    taken[column('options')] = 'Edition: Special'
    taken[column('sku')] = variantOf(other, 'Standard').sku
    const refusals = async (rows: string[][]) =>
      (await importCatalogue(database.db, csvText([header, standardRow!, ...rows]))).refused

    expect(await refusals([colour])).toEqual([
      { line: 2, reasons: ['Not saved: line 3, a row of the same product, was refused'] },
      {
        line: 3,
        reasons: [
          "Its options name Colour, the product's are Edition: the file may add values to a product's options, not change them (its variant grid does)",
        ],
      },
    ])
    const refusalOn = async (line: number, rows: string[][]) =>
      (await refusals(rows)).find((refusal) => refusal.line === line)
    expect(await refusalOn(4, [deluxeRow!, repeated])).toEqual({
      line: 4,
      reasons: ['Repeats the combination of line 3 (Deluxe)'],
    })
    expect(await refusalOn(3, [renamed])).toEqual({
      line: 3,
      reasons: [
        "Its product columns differ from line 2's (name): a product's own columns are the same on each of its rows",
      ],
    })
    expect(await refusalOn(3, [taken])).toEqual({
      line: 3,
      reasons: [`SKU ${variantOf(other, 'Standard').sku} is already used by another product`],
    })
    expect((await getProduct(database.db, figure.id)).variants).toEqual(after.variants)
  })

  it('writes the file of a catalogue without variants as before: no options or sku column', async () => {
    const plain = await createTestDatabase(dialect)
    try {
      await insertProduct(plain.db, { name: 'Poster', stock: 2, images: JSON.stringify(['/art/poster.png']) })
      let text = ''
      await exportCatalogue(plain.db, (chunk) => {
        text += chunk
      })
      expect(csvLines(text)[0]!.at(-1)).toBe('net_quantity')
    } finally {
      await plain.dispose()
    }
  })
})
