import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectDatabase } from '../db/connection'
import { migrateToLatest } from '../db/migrate'
import { listAuditEntries } from '../modules/audit/audit.service'
import { hasStoredImage, storeImage } from '../modules/media/media.service'
import { listProductsInIdOrder } from '../modules/products/catalogue-products'
import { countProducts, getProduct } from '../modules/products/product-reads'
import { takeStock } from '../modules/products/product-stock'
import { stockLedgerDifferences } from '../modules/products/stock-ledger'
import { createTestDatabase, testDialects, type TestDatabase } from '../test/test-app'
import { exportCatalogue } from './export-catalogue'
import { formatImportReport, importCatalogue } from './import-catalogue'
import { runCli } from './test/run-cli'

// A new product must name its country of origin, so these files start with it.
const HEADER =
  'country_of_origin,name,description,price,original_price,category,stock,tags,featured,bestseller,new_arrival,images'

async function pngPicture(colour: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer()
}

/** A picture server on 127.0.0.1: /figure.png is a PNG, /missing.png is 404, /not-a-picture.png is text. */
async function startPictureServer(png: Buffer): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    if (request.url === '/figure.png') response.writeHead(200, { 'content-type': 'image/png' }).end(png)
    else if (request.url === '/not-a-picture.png') response.writeHead(200).end('just some text')
    else response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

describe.each(testDialects)('catalogue import and export [%s]', (dialect) => {
  let database: TestDatabase
  let storedImage: string
  let pictures: { server: Server; url: string }

  beforeAll(async () => {
    database = await createTestDatabase(dialect)
    storedImage = (await storeImage(database.db, await pngPicture({ r: 200, g: 40, b: 90 }))).url
    pictures = await startPictureServer(await pngPicture({ r: 10, g: 120, b: 220 }))
  })
  afterAll(async () => {
    pictures.server.close()
    await database.dispose()
  })

  it('refuses bad rows one by one with their lines and reasons, and writes nothing', async () => {
    const csv = [
      HEADER,
      `China,,No name,499,,figures,3,,,,,${storedImage}`,
      `China,Negative,Price below zero,-1,,figures,3,,,,,${storedImage}`,
      `China,Sword,Unknown category,499,,swords,3,,,,,${storedImage}`,
      'China,Bad picture,Not a URL,499,,figures,3,,,,,ftp://example.com/x.png',
      `China,Missing picture,404,499,,figures,3,,,,,${pictures.url}/missing.png`,
      `China,Good,"A fine, valid row",499,,figures,3,,,,,${storedImage}`,
    ].join('\n')
    const report = await importCatalogue(database.db, csv)
    expect(report.refused).toEqual([
      { line: 2, reasons: ['Product name is required'] },
      { line: 3, reasons: ['Price must be positive'] },
      { line: 4, reasons: [expect.stringMatching(/^Category must be one of figures, /)] },
      {
        line: 5,
        reasons: ['Each image must be an http(s) URL or a path starting with / (ftp://example.com/x.png)'],
      },
      { line: 6, reasons: [`Image ${pictures.url}/missing.png: the server answered HTTP 404`] },
    ])
    expect(report).toMatchObject({ rows: 6, created: 1, written: false })
    expect(await countProducts(database.db)).toBe(0)
    expect(formatImportReport(report, 'bad.csv')).toMatch(
      /^Refused 5 rows:\n {2}line 2: Product name is required\n[^]*\nNothing was written \(6 rows: 1 to create, 0 to update, 5 refused; 0 pictures downloaded\)\. .*--skip-invalid to write the 1 valid row alone\.$/,
    )

    const skipping = await importCatalogue(database.db, csv, { skipInvalid: true })
    expect(skipping).toMatchObject({ created: 1, written: true })
    expect(skipping.refused).toHaveLength(5)
    const [written] = await listProductsInIdOrder(database.db, { limit: 10 })
    expect(written).toMatchObject({ name: 'Good', description: 'A fine, valid row', price: 499 })
  })

  it('records each file written once in the activity log, as the command line, and nothing for a file not written', async () => {
    const imports = async () => (await listAuditEntries(database.db, { entity: 'catalogue' })).entries
    const earlier = await imports()
    const csv = [
      HEADER,
      `China,Logged Figure,One good row,299,,figures,4,,,,,${storedImage}`,
      `China,,No name,499,,figures,3,,,,,${storedImage}`,
    ].join('\n')
    expect(await importCatalogue(database.db, csv)).toMatchObject({ written: false })
    expect(await importCatalogue(database.db, csv, { dryRun: true, skipInvalid: true })).toMatchObject({
      written: false,
    })
    expect(await imports()).toEqual(earlier)

    expect(await importCatalogue(database.db, csv, { skipInvalid: true })).toMatchObject({ written: true })
    const added = (await imports()).filter((entry) => !earlier.some((seen) => seen._id === entry._id))
    expect(added).toEqual([
      expect.objectContaining({
        action: 'catalogue.import',
        entity: 'catalogue',
        entityId: null,
        actor: null,
        ip: null,
        userAgent: 'command line',
        before: null,
        after: { created: 1, updated: 0, rows: 2, refused: 1, downloaded: 0 },
      }),
    ])
    // The file is the record: its products get no entry each.
    expect((await listAuditEntries(database.db, { entity: 'product' })).total).toBe(0)
  })

  it('downloads web pictures, stores them through the media service, and keeps the /media/ URL', async () => {
    const before = await countProducts(database.db)
    const csv = [
      HEADER,
      `China,Gojō Satoru ★,Downloaded picture,1299.50,1500,figures,2,jjk;gojo,yes,no,true,${pictures.url}/figure.png;${storedImage}`,
      `China,Second,Same picture again,100,,keychains,1,,,,,${pictures.url}/figure.png`,
      `China,Broken,Not an image,100,,keychains,1,,,,,${pictures.url}/not-a-picture.png`,
    ].join('\r\n')
    const dryRun = await importCatalogue(database.db, csv, { dryRun: true, skipInvalid: true })
    expect(dryRun).toMatchObject({ created: 2, written: false, downloaded: 1 })
    expect(await countProducts(database.db)).toBe(before)

    const report = await importCatalogue(database.db, csv, { skipInvalid: true })
    expect(report.refused).toEqual([
      {
        line: 4,
        reasons: [
          expect.stringMatching(
            /^Image http:\/\/127\.0\.0\.1:\d+\/not-a-picture\.png: This file is not a valid image/,
          ),
        ],
      },
    ])
    expect(report).toMatchObject({ created: 2, downloaded: 1, written: true })
    const products = await listProductsInIdOrder(database.db, { limit: 100 })
    const gojo = products.find((product) => product.name === 'Gojō Satoru ★')!
    expect(gojo).toMatchObject({
      price: 1299.5,
      originalPrice: 1500,
      tags: ['jjk', 'gojo'],
      isFeatured: true,
      isNewArrival: true,
    })
    expect(gojo.images).toHaveLength(2)
    expect(gojo.images[0]).toMatch(/^\/media\/[0-9a-f]{32}\.webp$/)
    expect(gojo.images[1]).toBe(storedImage)
    expect(await hasStoredImage(database.db, gojo.images[0]!.slice(7, 39))).toBe(true)
    expect(products.find((product) => product.name === 'Second')!.images).toEqual([gojo.images[0]])
  })

  it('changes stock only from the figure the file was exported with, refusing a row whose stock moved', async () => {
    const header = `${HEADER},id,stock_at_export`
    const row = (name: string, stock: number, id: string, atExport: number | '') =>
      `China,${name},Figure,999,,figures,${stock},,,,,${storedImage},${id},${atExport}`
    const created = await importCatalogue(
      database.db,
      [
        header,
        row('Restocked', 5, '', ''),
        row('Sold meanwhile', 5, '', ''),
        row('Untouched', 5, '', ''),
      ].join('\n'),
    )
    expect(created).toMatchObject({ created: 3, written: true })
    const idOf = async (name: string) =>
      (
        await database.db
          .selectFrom('products')
          .select('id')
          .where('name', '=', name)
          .executeTakeFirstOrThrow()
      ).id
    const [restocked, soldMeanwhile, untouched] = [
      await idOf('Restocked'),
      await idOf('Sold meanwhile'),
      await idOf('Untouched'),
    ]
    // Three units of one sold after the export (as an order would take them).
    await database.db.transaction().execute((trx) =>
      takeStock(trx, [{ productId: soldMeanwhile, quantity: 3, name: 'Sold meanwhile' }], {
        reason: 'order',
      }),
    )

    const file = [
      header,
      row('Restocked', 9, restocked, 5),
      row('Sold meanwhile (renamed)', 9, soldMeanwhile, 5),
      row('Untouched (renamed)', 5, untouched, 5),
    ].join('\n')
    const refused = await importCatalogue(database.db, file)
    expect(refused.refused).toEqual([
      {
        line: 3,
        reasons: [
          'The stock changed from 5 to 2 since the export; nothing of this row was saved (export again, or set stock_at_export to 2)',
        ],
      },
    ])
    expect(refused.written).toBe(false)
    expect((await getProduct(database.db, restocked)).stock).toBe(5)

    const skipped = await importCatalogue(database.db, file, { skipInvalid: true })
    expect(skipped).toMatchObject({ updated: 2, written: true })
    expect(await getProduct(database.db, restocked)).toMatchObject({ stock: 9 })
    expect(await getProduct(database.db, soldMeanwhile)).toMatchObject({ name: 'Sold meanwhile', stock: 2 })
    expect(await getProduct(database.db, untouched)).toMatchObject({ name: 'Untouched (renamed)', stock: 5 })

    // A file without the column leaves the stock as stored, whatever its stock column says.
    const older = await importCatalogue(
      database.db,
      [`${HEADER},id`, `China,Untouched,Figure,999,,figures,0,,,,,${storedImage},${untouched}`].join('\n'),
    )
    expect(older).toMatchObject({ updated: 1, written: true })
    expect(await getProduct(database.db, untouched)).toMatchObject({ name: 'Untouched', stock: 5 })

    const differences = await stockLedgerDifferences(database.db)
    expect(
      differences.filter((difference) =>
        [restocked, soldMeanwhile, untouched].includes(difference.productId),
      ),
    ).toEqual([])
    const reasons = await database.db
      .selectFrom('stock_movements')
      .select(['reason', 'change'])
      .where('product_id', '=', restocked)
      .orderBy('seq')
      .execute()
    expect(reasons).toEqual([
      { reason: 'opening', change: 5 },
      { reason: 'import', change: 4 },
    ])
  })

  it('sets a drop’s status and launch time from the file, a blank cell leaving them, a new product live', async () => {
    const header = `${HEADER},id,status,live_at`
    const row = (name: string, id: string, status: string, liveAt: string) =>
      `China,${name},Figure,999,,figures,2,,,,,${storedImage},${id},${status},${liveAt}`
    expect(
      await importCatalogue(
        database.db,
        [
          header,
          row('Drop new', '', '', ''),
          row('Drop later', '', 'scheduled', '2027-01-01T10:00:00Z'),
        ].join('\n'),
      ),
    ).toMatchObject({ created: 2, written: true })
    const byName = async (name: string) =>
      getProduct(
        database.db,
        (
          await database.db
            .selectFrom('products')
            .select('id')
            .where('name', '=', name)
            .executeTakeFirstOrThrow()
        ).id,
      )
    expect(await byName('Drop new')).toMatchObject({ status: 'live', liveAt: null })
    const later = await byName('Drop later')
    expect(later).toMatchObject({ status: 'scheduled', liveAt: '2027-01-01T10:00:00.000Z' })

    // Blank cells keep what is stored; a status written changes it.
    await importCatalogue(database.db, [header, row('Drop later', later.id, '', '')].join('\n'))
    expect(await byName('Drop later')).toMatchObject({
      status: 'scheduled',
      liveAt: '2027-01-01T10:00:00.000Z',
    })
    await importCatalogue(database.db, [header, row('Drop later', later.id, 'archived', '')].join('\n'))
    expect(await byName('Drop later')).toMatchObject({ status: 'archived' })
  })

  it('imports 1,000 generated products in well under 30 s, and export → import round-trips', async () => {
    const before = await countProducts(database.db)
    // Some names and descriptions start as a formula would: the export escapes them, the import reads them back.
    const formulaStarts = ['', '=', '+', '-', '@', "'"]
    const rows = Array.from(
      { length: 1_000 },
      (_, index) =>
        `China,"${formulaStarts[index % 6]}Figure ${index}, limited","${formulaStarts[(index + 1) % 6]}Generated product ${index}\nwith a second line",${100 + index}.25,,${index % 2 ? 'figures' : 'keychains'},${index % 50},tag${index % 7};generated,${index % 3 === 0},false,,${storedImage}`,
    )
    const started = performance.now()
    const report = await importCatalogue(database.db, `\ufeff${HEADER}\r\n${rows.join('\r\n')}\r\n`)
    const seconds = (performance.now() - started) / 1000
    console.log(`[${dialect}] 1,000-product import: ${seconds.toFixed(2)} s`)
    expect(seconds).toBeLessThan(30)
    expect(report).toMatchObject({ rows: 1_000, created: 1_000, updated: 0, refused: [], written: true })
    expect(formatImportReport(report, 'generated.csv')).toMatch(
      /^Imported generated\.csv in \d+\.\d s: 1,000 created, 0 updated, 0 refused \(1,000 rows; 0 pictures downloaded\)\.$/,
    )
    expect(await countProducts(database.db)).toBe(before + 1_000)

    let exported = ''
    const count = await exportCatalogue(database.db, (text) => {
      exported += text
    })
    expect(count).toBe(before + 1_000)
    expect(exported.startsWith('\ufeffname,description,')).toBe(true)
    expect(exported).toContain(`\r\n"'=Figure 1, limited"`)
    const productsBefore = await listProductsInIdOrder(database.db, { limit: 5_000 })
    expect(productsBefore.map((product) => product.name)).toEqual(
      expect.arrayContaining(['=Figure 1, limited', '-Figure 3, limited', "'Figure 5, limited"]),
    )

    const again = await importCatalogue(database.db, exported)
    expect(again).toMatchObject({ created: 0, updated: count, refused: [], written: true })
    const productsAfter = await listProductsInIdOrder(database.db, { limit: 5_000 })
    const withoutTimes = (products: typeof productsBefore) =>
      products.map(({ updatedAt: _updatedAt, ...rest }) => rest)
    expect(withoutTimes(productsAfter)).toEqual(withoutTimes(productsBefore))

    // An edit in the exported file updates that product only.
    const target = productsBefore[10]!
    const edited = exported.replace(new RegExp(`^(.*),${target.id}(,.*)?$`, 'm'), (line) =>
      line.replace(`,${target.price.toFixed(2)},`, ',777.00,'),
    )
    expect((await importCatalogue(database.db, edited)).updated).toBe(count)
    expect((await getProduct(database.db, target.id)).price).toBe(777)
  }, 120_000)
})

describe('npm run catalogue:import and catalogue:export [sqlite]', () => {
  let directory: string
  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 'shop-catalogue-cli-'))
    const shop = connectDatabase({ kind: 'sqlite', filename: join(directory, 'shop.sqlite') })
    await migrateToLatest(shop)
    await shop.close()
  })
  afterAll(() => {
    rmSync(directory, { recursive: true, force: true })
  })

  it('imports a file with a report (exit 1 while a row is refused, with or without --skip-invalid) and exports it', async () => {
    const env = { DATA_DIR: directory }
    const file = join(directory, 'catalogue.csv')
    writeFileSync(
      file,
      [
        HEADER,
        'India,Poster,Wall art,249,,other,5,,,,,/art/poster.png',
        'India,,No name,1,,other,1,,,,,/art/x.png',
      ].join('\n'),
    )
    const refused = await runCli('src/server/cli/catalogue-import.ts', [file], { env })
    expect(refused.code).toBe(1)
    expect(refused.stdout).toMatch(
      /^Refused 1 row:\n {2}line 3: Product name is required\nNothing was written/,
    )

    const skipped = await runCli('src/server/cli/catalogue-import.ts', [file, '--skip-invalid'], { env })
    expect(skipped.code).toBe(1)
    expect(skipped.stdout).toMatch(/Imported catalogue\.csv in .*: 1 created, 0 updated, 1 refused/)

    const exported = await runCli('src/server/cli/catalogue-export.ts', [], {
      env: { ...env, SHOP_URL: 'https://shop.example.in' },
    })
    expect(exported.stderr).toBe('')
    expect(exported.code).toBe(0)
    expect(exported.stdout).toMatch(
      /^\ufeffname,description,price,original_price,category,stock,max_per_customer,tags,featured,bestseller,new_arrival,images,id,hsn_code,gst_rate,series,character,manufacturer,line,scale,jan,preorder,release_date,preorder_limit,stock_at_export,status,live_at,country_of_origin,importer,net_quantity\r\nPoster,Wall art,249\.00,249\.00,other,5,,,false,false,false,https:\/\/shop\.example\.in\/art\/poster\.png,[0-9a-f]{24},9503,5,,,,,,,false,,,5,live,,India,,\r\n$/,
    )

    const usage = await runCli('src/server/cli/catalogue-import.ts', [], { env })
    expect(usage.code).toBe(2)
  }, 120_000)
})
