import { describe, expect, it } from 'vitest'
import { generateRows, rowsFromVariants, splitOptionValues } from './variant-grid-values'

const saved = rowsFromVariants([
  {
    _id: 'v-red-s',
    options: { Colour: 'Red', Size: 'S' },
    label: 'Red / S',
    sku: 'TEE-RED-S',
    jan: null,
    price: 799,
    originalPrice: 799,
    stock: 3,
    images: [],
    maxPerCustomer: null,
    preorderLimit: null,
  },
])

describe('the variant grid’s values', () => {
  it('splits typed values on commas, trimmed, leaving out blanks and values already there in any case', () => {
    expect(splitOptionValues(' Standard, Deluxe,, standard ,')).toEqual(['Standard', 'Deluxe'])
    expect(splitOptionValues('deluxe, Limited', ['Standard', 'Deluxe'])).toEqual(['Limited'])
  })

  it('generates every combination, keeping a saved row with its figures and starting the others empty', () => {
    const rows = generateRows(
      [
        { name: 'Colour', values: ['Red', 'Blue'] },
        { name: 'Size', values: ['S'] },
      ],
      saved,
    )
    expect(rows.map((row) => [row.options, row._id ?? null, row.sku, row.stock])).toEqual([
      [{ Colour: 'Red', Size: 'S' }, 'v-red-s', 'TEE-RED-S', '3'],
      [{ Colour: 'Blue', Size: 'S' }, null, '', '0'],
    ])
  })

  it('keeps a row under a renamed option, its values where they were; drops one no longer offered', () => {
    const renamed = generateRows(
      [
        { name: 'Color', values: ['Red'] },
        { name: 'Size', values: ['S'] },
      ],
      saved,
    )
    expect(renamed.map((row) => [row.options, row._id])).toEqual([[{ Color: 'Red', Size: 'S' }, 'v-red-s']])
    const without = generateRows([{ name: 'Colour', values: ['Blue'] }], saved)
    expect(without.map((row) => row._id ?? null)).toEqual([null])
  })
})
