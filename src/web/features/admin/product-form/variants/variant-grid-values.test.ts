import { describe, expect, it } from 'vitest'
import { generateRows, rowsFromVariants, splitOptionValues } from './variant-grid-values'

const savedVariant = {
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
}
const saved = rowsFromVariants([savedVariant])

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

  it('keeps each row, with its id and figures, under the first value of an option added, the others new', () => {
    const rows = generateRows(
      [
        { name: 'Colour', values: ['Red', 'Blue'] },
        { name: 'Size', values: ['S', 'M'] },
      ],
      rowsFromVariants([
        {
          _id: 'v-red',
          options: { Colour: 'Red' },
          label: 'Red',
          sku: 'TEE-RED',
          jan: '4901234567894',
          price: 799,
          originalPrice: 999,
          stock: 3,
          images: ['/media/0000000000000000000000000000ee01.webp'],
          maxPerCustomer: 2,
          preorderLimit: null,
        },
        {
          _id: 'v-blue',
          options: { Colour: 'Blue' },
          label: 'Blue',
          sku: 'TEE-BLUE',
          jan: null,
          price: 849,
          originalPrice: 849,
          stock: 5,
          images: [],
          maxPerCustomer: null,
          preorderLimit: null,
        },
      ]),
    )
    expect(
      rows.map((row) => [row.options, row._id ?? null, row.sku, row.price, row.stock, row.stockFrom]),
    ).toEqual([
      [{ Colour: 'Red', Size: 'S' }, 'v-red', 'TEE-RED', '799', '3', 3],
      [{ Colour: 'Red', Size: 'M' }, null, '', '', '0', undefined],
      [{ Colour: 'Blue', Size: 'S' }, 'v-blue', 'TEE-BLUE', '849', '5', 5],
      [{ Colour: 'Blue', Size: 'M' }, null, '', '', '0', undefined],
    ])
    expect(rows[0]).toMatchObject({
      originalPrice: '999',
      jan: '4901234567894',
      images: ['/media/0000000000000000000000000000ee01.webp'],
      maxPerCustomer: 2,
    })
  })

  it('keeps a row under two options added at once and under an option added before the old one', () => {
    const rows = generateRows(
      [
        { name: 'Fit', values: ['Slim', 'Loose'] },
        { name: 'Colour', values: ['Red'] },
        { name: 'Size', values: ['M', 'S'] },
      ],
      saved,
    )
    // The saved row is Red / S: with Size already named, only Fit is added.
    expect(rows.map((row) => [row.options, row._id ?? null])).toEqual([
      [{ Fit: 'Slim', Colour: 'Red', Size: 'M' }, null],
      [{ Fit: 'Slim', Colour: 'Red', Size: 'S' }, 'v-red-s'],
      [{ Fit: 'Loose', Colour: 'Red', Size: 'M' }, null],
      [{ Fit: 'Loose', Colour: 'Red', Size: 'S' }, null],
    ])
    const single = rowsFromVariants([{ ...savedVariant, options: { Colour: 'Red' }, label: 'Red' }])
    const twoAdded = generateRows(
      [
        { name: 'Colour', values: ['Red'] },
        { name: 'Size', values: ['M', 'S'] },
        { name: 'Fit', values: ['Loose', 'Slim'] },
      ],
      single,
    )
    expect(twoAdded.map((row) => [row.options, row._id ?? null])).toEqual([
      [{ Colour: 'Red', Size: 'M', Fit: 'Loose' }, 'v-red-s'],
      [{ Colour: 'Red', Size: 'M', Fit: 'Slim' }, null],
      [{ Colour: 'Red', Size: 'S', Fit: 'Loose' }, null],
      [{ Colour: 'Red', Size: 'S', Fit: 'Slim' }, null],
    ])
  })
})
