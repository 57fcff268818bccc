import { expect, it } from 'vitest'
import { insertProduct } from '../../test/fixtures'
import { describeEachDatabase } from '../../test/test-app'
import {
  catalogueCsvText,
  checkCatalogueRow,
  productToCatalogueRecord,
  readCatalogueCsv,
} from './catalogue-csv'
import { overwriteProductFromCatalogue } from './catalogue-products'
import { getProduct } from './product-reads'
import type { ReleaseDateChange } from './preorder-terms'

describeEachDatabase('catalogue file rows written over products', (context) => {
  /** The product as exported, `edit` applied to its cells, read back and checked as the import does. */
  async function exportedRow(id: string, edit: Record<string, string> = {}) {
    const record = {
      ...productToCatalogueRecord(await getProduct(context.database.db, id), undefined),
      ...edit,
    }
    const [row] = readCatalogueCsv(catalogueCsvText([record], true))
    const checked = checkCatalogueRow(row!)
    if (!checked.ok) throw new Error(checked.reasons.join('; '))
    return checked.input
  }

  it("round-trips the collector's columns, and a moved release date keeps its history and tells the buyers", async () => {
    const { db } = context.database
    const { id } = await insertProduct(db, {
      name: 'Toge Inumaki 1/7',
      stock: 0,
      series: 'Jujutsu Kaisen',
      series_slug: 'jujutsu-kaisen',
      character_name: 'Toge Inumaki',
      manufacturer: 'Good Smile Company',
      product_line: null,
      scale: '1/7',
      jan: '4901234567894',
      is_preorder: 1,
      release_date: '2027-03-15',
      preorder_limit: 30,
    })
    const before = await getProduct(db, id)
    const told: ReleaseDateChange[] = []
    const tell = async (_trx: unknown, change: ReleaseDateChange) => {
      told.push(change)
    }

    // Exported and imported unchanged: nothing moves, nobody is told.
    expect(await overwriteProductFromCatalogue(db, id, await exportedRow(id), undefined, tell)).toEqual({
      outcome: 'updated',
    })
    const unchanged = await getProduct(db, id)
    expect({ ...unchanged, updatedAt: before.updatedAt }).toEqual(before)
    expect(told).toEqual([])

    const moved = await exportedRow(id, { release_date: '2027-07-01', series: 'Re:Zero', line: 'Nendoroid' })
    expect(await overwriteProductFromCatalogue(db, id, moved, undefined, tell)).toEqual({
      outcome: 'updated',
    })
    expect(await getProduct(db, id)).toMatchObject({
      series: 'Re:Zero',
      seriesSlug: 're-zero',
      line: 'Nendoroid',
      releaseDate: '2027-07-01',
      releaseDateHistory: ['2027-03-15'],
    })
    expect(told).toEqual([
      {
        productId: id,
        productName: 'Toge Inumaki 1/7',
        previousDate: '2027-03-15',
        releaseDate: '2027-07-01',
      },
    ])

    // A file without the collector's columns leaves them as they are.
    const [older] = readCatalogueCsv(
      'name,description,price,category,stock,images\nToge Inumaki 1/7,PVC,14999,figures,0,/media/a.webp\n',
    )
    const checked = checkCatalogueRow(older!)
    expect(checked.ok).toBe(true)
    if (checked.ok) await overwriteProductFromCatalogue(db, id, checked.input, undefined, tell)
    expect(await getProduct(db, id)).toMatchObject({
      series: 'Re:Zero',
      jan: '4901234567894',
      isPreorder: true,
      releaseDate: '2027-07-01',
      preorderLimit: 30,
    })
    expect(told).toHaveLength(1)
  })
})
