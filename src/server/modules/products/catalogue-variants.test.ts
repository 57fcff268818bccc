import { describe, expect, it } from 'vitest'
import type { ProductVariant } from '@common/schemas/product'
import { SKU_MESSAGE } from '@common/schemas/variants'
import {
  type CatalogueVariantRow,
  formatVariantOptions,
  planVariantGrid,
  readVariantCells,
} from './catalogue-variants'

const OPTIONS = [
  { name: 'Edition', values: ['Standard', 'Deluxe'] },
  { name: 'Colour', values: ['Red', 'Blue'] },
]

function storedVariant(
  id: string,
  edition: string,
  colour: string,
  sku: string,
  stock: number,
): ProductVariant {
  return {
    _id: id,
    options: { Edition: edition, Colour: colour },
    label: `${edition} / ${colour}`,
    sku,
    jan: null,
    price: 1000,
    originalPrice: 1200,
    stock,
    images: ['/media/variant.webp'],
    maxPerCustomer: 2,
    preorderLimit: null,
  }
}

function row(line: number, options: string, sku: string, figures: Partial<CatalogueVariantRow> = {}) {
  const cells = readVariantCells(options, sku)
  if (!cells.ok || !cells.cells) throw new Error(`unreadable cells on line ${line}`)
  return {
    line,
    cells: cells.cells,
    price: 1000,
    originalPrice: undefined,
    stock: 1,
    jan: undefined,
    stockAtExport: undefined,
    ...figures,
  }
}

describe('variants in the catalogue file', () => {
  it('writes and reads the options cell, names then values, and refuses half a variant or a malformed cell', () => {
    expect(formatVariantOptions(OPTIONS, { Colour: 'Red', Edition: 'Deluxe' })).toBe(
      'Edition: Deluxe; Colour: Red',
    )
    expect(readVariantCells(' Edition : Deluxe ;Colour:Red; ', 'FIG-1')).toEqual({
      ok: true,
      cells: {
        options: [
          ['Edition', 'Deluxe'],
          ['Colour', 'Red'],
        ],
        sku: 'FIG-1',
      },
    })
    // A value may hold the separator of names: only the first colon separates.
    expect(readVariantCells('Scale: 1:7', 'FIG-2')).toMatchObject({ cells: { options: [['Scale', '1:7']] } })
    expect(readVariantCells('', ' ')).toEqual({ ok: true, cells: undefined })
    expect(readVariantCells(undefined, undefined)).toEqual({ ok: true, cells: undefined })
    expect(readVariantCells('Edition: Deluxe', '')).toMatchObject({ ok: false })
    expect(readVariantCells('', 'FIG-1')).toMatchObject({ ok: false })
    expect(readVariantCells('Deluxe', 'FIG-1')).toEqual({
      ok: false,
      reason: 'options must name each option and its value, as "Edition: Deluxe; Colour: Red" ("Deluxe")',
    })
    expect(readVariantCells('Edition: A; edition: B', 'FIG-1')).toEqual({
      ok: false,
      reason: 'options names edition twice',
    })
    expect(readVariantCells('Edition: A', 'FIG 1')).toEqual({ ok: false, reason: SKU_MESSAGE })
  })

  it('matches a row by SKU, else by combination, keeps the variants it leaves out and their own pictures and limits', () => {
    const stored = {
      options: OPTIONS,
      variants: [
        storedVariant('v1', 'Standard', 'Red', 'STD-RED', 4),
        storedVariant('v2', 'Deluxe', 'Red', 'DLX-RED', 2),
        storedVariant('v3', 'Deluxe', 'Blue', 'DLX-BLUE', 1),
      ],
    }
    const plan = planVariantGrid(
      [
        // Its SKU renamed: found by its combination. Stock as exported: kept at the stored 4.
        row(2, 'Colour: Red; Edition: Standard', 'STD-RED-2', { stock: 4, stockAtExport: 4, price: 900 }),
        // Found by SKU, its stock changed from the exported figure it still has.
        row(3, 'Edition: Deluxe; Colour: Red', 'DLX-RED', { stock: 6, stockAtExport: 2 }),
        // New: a new value of an option, with its stock.
        row(4, 'Edition: Limited; Colour: Red', 'LTD-RED', { stock: 3, stockAtExport: 99 }),
      ],
      stored,
    )
    expect(plan.ok).toBe(true)
    if (!plan.ok) return
    expect(plan.input.options).toEqual([
      { name: 'Edition', values: ['Standard', 'Deluxe', 'Limited'] },
      { name: 'Colour', values: ['Red', 'Blue'] },
    ])
    expect(plan.input.variants.map((v) => [v._id, v.sku, v.price, v.stock, v.stockFrom])).toEqual([
      ['v1', 'STD-RED-2', 900, 4, 4],
      ['v2', 'DLX-RED', 1000, 6, 2],
      [undefined, 'LTD-RED', 1000, 3, undefined],
      ['v3', 'DLX-BLUE', 1000, 1, 1],
    ])
    expect(plan.input.variants[0]).toMatchObject({
      images: ['/media/variant.webp'],
      maxPerCustomer: 2,
      originalPrice: 1200,
    })
  })

  it('refuses a stock moved since the export, a combination or SKU twice, and other option names, on their lines', () => {
    const stored = { options: OPTIONS, variants: [storedVariant('v1', 'Standard', 'Red', 'STD-RED', 3)] }
    expect(
      planVariantGrid(
        [row(2, 'Edition: Standard; Colour: Red', 'STD-RED', { stock: 9, stockAtExport: 5 })],
        stored,
      ),
    ).toEqual({
      ok: false,
      refusals: [
        {
          line: 2,
          reason:
            'The stock changed from 5 to 3 since the export; nothing of this row was saved (export again, or set stock_at_export to 3)',
        },
      ],
    })
    const refusals = planVariantGrid(
      [
        row(2, 'Edition: Deluxe', 'A-1'),
        row(3, 'Edition: Deluxe', 'A-2'),
        row(4, 'Edition: Standard', 'a-1'),
        row(5, 'Edition: Standard; Colour: Red', 'A-3'),
      ],
      undefined,
    )
    expect(refusals).toEqual({
      ok: false,
      refusals: [
        { line: 3, reason: 'Repeats the combination of line 2 (Deluxe)' },
        { line: 4, reason: 'SKU a-1 is already on line 2' },
        {
          line: 5,
          reason:
            "Its options name Edition, Colour, line 2's name Edition: every row of a product names the same options",
        },
      ],
    })
  })
})
