import { describe, expect, it } from 'vitest'
import { PRODUCT_CATEGORIES } from '@common/constants'
import {
  COUNTRY_OF_ORIGIN_MESSAGE,
  COUNTRY_OF_ORIGIN_REQUIRED_MESSAGE,
  SCHEDULED_NEEDS_LIVE_AT_MESSAGE,
  STATUS_MESSAGE,
  type Product,
} from '@common/schemas/product'
import {
  asNewProductInput,
  CatalogueFileError,
  catalogueRowRefusals,
  catalogueCsvText,
  checkCatalogueRow,
  productToCatalogueRecord,
  readCatalogueCsv,
} from './catalogue-csv'

const HEADER =
  'name,description,price,original_price,category,stock,tags,featured,bestseller,new_arrival,images,id'

describe('catalogue CSV', () => {
  it('reads a BOM, CRLF, quoted commas, quotes and line breaks, and numbers rows by the line they start on', () => {
    const text = [
      '\ufeffimages,Name,PRICE,Stock,Category,Description',
      '/a.png,"Gojō Satoru ★, 1/7 scale",1299.50,3,figures,"A ""quoted"" word',
      'and a second line"',
      '',
      '/b.png,Keychain,"₹1,299",4,keychains,Plain',
      ',,,,,',
      '/c.png,Poster,99,1,other,Last',
    ].join('\r\n')
    const rows = readCatalogueCsv(Buffer.from(text, 'utf8'))
    expect(rows.map((row) => row.line)).toEqual([2, 5, 7])
    expect(rows[0]!.cells).toMatchObject({
      name: 'Gojō Satoru ★, 1/7 scale',
      description: 'A "quoted" word\r\nand a second line',
      images: '/a.png',
    })
    const checked = checkCatalogueRow(rows[1]!)
    expect(checked).toMatchObject({
      ok: true,
      input: { price: 1299, category: 'keychains', isFeatured: false },
    })
  })

  it('refuses a file whose header has an unknown or missing column, or an unclosed quote', () => {
    expect(() => readCatalogueCsv('name,colour\nx,red\n')).toThrow(CatalogueFileError)
    expect(() => readCatalogueCsv('name,colour\nx,red\n')).toThrow('Unknown column "colour" in the header')
    expect(() => readCatalogueCsv('name,price\nx,1\n')).toThrow(
      'lacks the columns description, category, stock, images',
    )
    expect(() => readCatalogueCsv(`${HEADER}\n"unclosed,1\n`)).toThrow(/not readable CSV/)
    expect(() => readCatalogueCsv('')).toThrow(/empty/)
  })

  it("lists every reason of a row with the product form's messages", () => {
    const [row] = readCatalogueCsv(`${HEADER}\n,Desc,-5,,swords,2.5,,maybe,,,ftp://example.com/x.png,\n`)
    const checked = checkCatalogueRow(row!)
    expect(checked.ok).toBe(false)
    expect(checked.ok === false && checked.reasons).toEqual([
      'Product name is required',
      'Price must be positive',
      'Stock must be a whole number',
      `Category must be one of ${PRODUCT_CATEGORIES.join(', ')}`,
      'featured must be true or false (or yes/no, 1/0)',
      'Each image must be an http(s) URL or a path starting with / (ftp://example.com/x.png)',
    ])
  })

  it('writes products in the columns it reads, image paths absolute on the shop URL', () => {
    const product = {
      id: 'a'.repeat(24),
      name: 'Gojō Satoru ★',
      description: 'Line one\nline, two',
      price: 1299.5,
      originalPrice: 1500,
      category: 'figures',
      stock: 3,
      maxPerCustomer: 2,
      hsnCode: '950300',
      gstRate: 5,
      tags: ['jjk', 'gojo'],
      isFeatured: true,
      isBestSeller: false,
      isNewArrival: true,
      images: ['/media/0123456789abcdef0123456789abcdef.webp', 'https://cdn.example.com/x.png'],
      series: 'Jujutsu Kaisen',
      seriesSlug: 'jujutsu-kaisen',
      character: 'Gojō Satoru',
      manufacturer: 'Good Smile Company',
      line: null,
      scale: '1/7',
      jan: '4901234567894',
      isPreorder: true,
      releaseDate: '2027-03-15',
      preorderLimit: 40,
      releaseDateHistory: ['2026-12-01'],
      status: 'scheduled',
      liveAt: '2026-12-05T14:30:00.000Z',
      countryOfOrigin: 'Vietnam',
      importer: 'AnimeVerse, 14 Hill Road,\nMumbai 400050',
      netQuantity: '1 figure',
    } as Product
    const text = catalogueCsvText([productToCatalogueRecord(product, 'https://shop.example.in')], true)
    const [row] = readCatalogueCsv(text)
    expect(row!.cells).toEqual({
      name: 'Gojō Satoru ★',
      description: 'Line one\nline, two',
      price: '1299.50',
      original_price: '1500.00',
      category: 'figures',
      stock: '3',
      stock_at_export: '3',
      max_per_customer: '2',
      tags: 'jjk;gojo',
      featured: 'true',
      bestseller: 'false',
      new_arrival: 'true',
      images:
        'https://shop.example.in/media/0123456789abcdef0123456789abcdef.webp;https://cdn.example.com/x.png',
      id: 'a'.repeat(24),
      hsn_code: '950300',
      gst_rate: '5',
      series: 'Jujutsu Kaisen',
      character: 'Gojō Satoru',
      manufacturer: 'Good Smile Company',
      line: '',
      scale: '1/7',
      jan: '4901234567894',
      preorder: 'true',
      release_date: '2027-03-15',
      preorder_limit: '40',
      status: 'scheduled',
      live_at: '2026-12-05T14:30:00.000Z',
      country_of_origin: 'Vietnam',
      importer: 'AnimeVerse, 14 Hill Road,\nMumbai 400050',
      net_quantity: '1 figure',
    })
    expect(checkCatalogueRow(row!)).toMatchObject({
      ok: true,
      input: {
        series: 'Jujutsu Kaisen',
        character: 'Gojō Satoru',
        manufacturer: 'Good Smile Company',
        line: null,
        scale: '1/7',
        jan: '4901234567894',
        isPreorder: true,
        releaseDate: '2027-03-15',
        preorderLimit: 40,
        status: 'scheduled',
        liveAt: '2026-12-05T14:30:00.000Z',
        countryOfOrigin: 'Vietnam',
        importer: 'AnimeVerse, 14 Hill Road,\nMumbai 400050',
        netQuantity: '1 figure',
      },
    })
  })

  it('reads a drop’s status and launch time, blank saying nothing, and refuses a scheduled row without one', () => {
    const header = 'name,description,price,category,stock,images,status,live_at'
    const rows = readCatalogueCsv(
      [
        header,
        'Blank,Figure,999,figures,1,/media/a.webp,,',
        'Dropping,Figure,999,figures,1,/media/a.webp,Scheduled,2026-12-05T20:00:00+05:30',
        'Undated,Figure,999,figures,1,/media/a.webp,scheduled,',
        'Odd,Figure,999,figures,1,/media/a.webp,soon,',
      ].join('\n'),
    )
    const [blank, dropping, undated, odd] = rows.map(checkCatalogueRow)
    expect(blank).toMatchObject({ ok: true })
    if (blank!.ok) expect([blank!.input.status, blank!.input.liveAt]).toEqual([undefined, undefined])
    expect(dropping).toMatchObject({
      ok: true,
      input: { status: 'scheduled', liveAt: '2026-12-05T14:30:00.000Z' },
    })
    expect(undated).toMatchObject({ ok: false, reasons: [SCHEDULED_NEEDS_LIVE_AT_MESSAGE] })
    expect(odd).toMatchObject({ ok: false, reasons: [STATUS_MESSAGE] })
  })

  it('writes text a spreadsheet would run after an apostrophe, and reads it back as it was', () => {
    const product = {
      id: 'b'.repeat(24),
      name: '=HYPERLINK("http://x","y")',
      description: '@SUM(A1) of a description',
      price: 499,
      originalPrice: 499,
      category: 'figures',
      stock: 0,
      maxPerCustomer: null,
      hsnCode: '9503',
      gstRate: 5,
      tags: ['+1', '-limited'],
      isFeatured: false,
      isBestSeller: false,
      isNewArrival: false,
      images: ['/media/0123456789abcdef0123456789abcdef.webp'],
      isPreorder: false,
      preorderLimit: null,
    } as Product
    const record = productToCatalogueRecord(product, undefined)
    const text = catalogueCsvText([record, { ...record, name: "'=already quoted", tags: "'plain" }], true)
    expect(text.startsWith('\ufeffname,description,')).toBe(true)
    expect(text).toContain(`\r\n"'=HYPERLINK(""http://x"",""y"")",'@SUM(A1) of a description,499.00,499.00,`)
    expect(text).toContain(",'+1;-limited,")
    const [row, quoted] = readCatalogueCsv(text)
    expect(row!.cells).toMatchObject({
      name: '=HYPERLINK("http://x","y")',
      description: '@SUM(A1) of a description',
      price: '499.00',
      stock: '0',
      tags: '+1;-limited',
    })
    expect(quoted!.cells).toMatchObject({ name: "'=already quoted", tags: "'plain" })
  })

  it('reads an optional HSN code and GST rate, blank meaning the category default, and refuses bad ones', () => {
    const file = [
      'name,description,price,category,stock,images,HSN Code,GST %',
      'Gojo Keychain,Acrylic,299,keychains,5,/media/a.webp,3926,18%',
      'Nezuko Figure,PVC,2499,figures,2,/media/b.webp,,',
      'Odd Figure,PVC,2499,figures,2,/media/c.webp,95030,10',
    ].join('\n')
    const [keychain, blank, odd] = readCatalogueCsv(file).map(checkCatalogueRow)
    expect(keychain).toMatchObject({ ok: true, input: { hsnCode: '3926', gstRate: 18 } })
    expect(blank).toMatchObject({ ok: true, input: { hsnCode: undefined, gstRate: undefined } })
    expect(odd).toEqual({
      ok: false,
      line: 4,
      reasons: ['HSN code must be 4, 6 or 8 digits', 'GST rate must be one of 0, 5, 18, 40 %'],
    })
  })

  it('requires the country of a row that creates a product and takes a removed GST rate only as the product’s own', () => {
    const file = [
      'name,description,price,category,stock,images,GST %,Made in,Importer,Net Qty',
      'New Figure,PVC,2499,figures,2,/media/a.webp,18,viet nam,"AnimeVerse, Mumbai",1 figure',
      'Unlabelled,PVC,2499,figures,2,/media/b.webp,5,,,',
      'Old Rate,PVC,2499,figures,2,/media/c.webp,12,China,,',
      'Nowhere,PVC,2499,figures,2,/media/d.webp,5,Atlantis,,',
    ].join('\n')
    const [labelled, unlabelled, oldRate, nowhere] = readCatalogueCsv(file).map(checkCatalogueRow)
    expect(labelled).toMatchObject({
      ok: true,
      input: { countryOfOrigin: 'Vietnam', importer: 'AnimeVerse, Mumbai', netQuantity: '1 figure' },
    })
    expect(nowhere).toMatchObject({ ok: false, reasons: [COUNTRY_OF_ORIGIN_MESSAGE] })
    if (!labelled!.ok || !unlabelled!.ok || !oldRate!.ok) throw new Error('rows should be read')

    expect(catalogueRowRefusals(labelled!.input, undefined)).toEqual([])
    expect(asNewProductInput(labelled!.input)).toMatchObject({ countryOfOrigin: 'Vietnam', gstRate: 18 })
    // Without a country: refused as a new product, fine over a product listed before (blank keeps its own).
    expect(catalogueRowRefusals(unlabelled!.input, undefined)).toEqual([COUNTRY_OF_ORIGIN_REQUIRED_MESSAGE])
    expect(catalogueRowRefusals(unlabelled!.input, { gstRate: 5 })).toEqual([])
    expect(() => asNewProductInput(unlabelled!.input)).toThrow(COUNTRY_OF_ORIGIN_REQUIRED_MESSAGE)
    // 12 %: the product's own rate may stay; as a new product's or a changed rate it is refused.
    const removed = 'GST rate 12 % was removed on 22 September 2025: choose one of 0, 5, 18, 40 %'
    expect(catalogueRowRefusals(oldRate!.input, { gstRate: 12 })).toEqual([])
    expect(catalogueRowRefusals(oldRate!.input, { gstRate: 5 })).toEqual([removed])
    expect(catalogueRowRefusals(oldRate!.input, undefined)).toEqual([removed])
  })

  it("reads the collector's columns by their usual names, checked as on the admin form, a bad JAN on its row", () => {
    const file = [
      'name,description,price,category,stock,images,Series,Character,Maker,Line,Scale,JAN,isPreorder,releaseDate,preorderLimit',
      'Nobara 1/7,PVC,14999,figures,0,/media/a.webp,Jujutsu Kaisen,Nobara Kugisaki,Good Smile Company,,1/7,4 901234-567894,yes,2027-03-15,25',
      'Nobara Nendoroid,PVC,3999,figures,2,/media/b.webp,Jujutsu Kaisen,,,,,4901234567895,,,',
      'Nobara Q Posket,PVC,1999,qposket,2,/media/c.webp,,,,,,12345,true,,',
    ].join('\n')
    const [good, badCheckDigit, badDigits] = readCatalogueCsv(file).map(checkCatalogueRow)
    expect(good).toMatchObject({
      ok: true,
      input: {
        series: 'Jujutsu Kaisen',
        character: 'Nobara Kugisaki',
        manufacturer: 'Good Smile Company',
        line: null,
        scale: '1/7',
        jan: '4901234567894',
        isPreorder: true,
        releaseDate: '2027-03-15',
        preorderLimit: 25,
      },
    })
    expect(badCheckDigit).toEqual({
      ok: false,
      line: 3,
      reasons: ["JAN's check digit does not match: check the barcode's digits"],
    })
    expect(badDigits).toEqual({
      ok: false,
      line: 4,
      reasons: [
        'JAN must be 13 digits',
        'A pre-order needs a release date',
        'A pre-order needs a pre-order limit',
      ],
    })
  })

  it("leaves the collector's fields unsent when the file has no such columns", () => {
    const [row] = readCatalogueCsv(
      'name,description,price,category,stock,images\nPoster,Paper,99,other,1,/a.webp\n',
    )
    const checked = checkCatalogueRow(row!)
    expect(checked.ok).toBe(true)
    const input = checked.ok ? checked.input : undefined
    for (const field of [
      'series',
      'character',
      'manufacturer',
      'line',
      'scale',
      'jan',
      'isPreorder',
      'releaseDate',
      'preorderLimit',
    ] as const)
      expect(input?.[field], field).toBeUndefined()
  })
})
