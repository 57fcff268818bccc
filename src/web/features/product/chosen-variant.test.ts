import { describe, expect, it } from 'vitest'
import { variantForValue } from './chosen-variant'

const variant = (id: string, options: Record<string, string>, stock = 2) => ({ _id: id, options, stock })

// Size S/M × Colour Red/Blue, only S / Red and M / Blue sold.
const sRed = variant('s-red', { Size: 'S', Colour: 'Red' })
const mBlue = variant('m-blue', { Size: 'M', Colour: 'Blue' })
const diagonal = [sRed, mBlue]

describe('choosing a value of a product with options', () => {
  it('reaches every variant: a value not sold with the others chosen moves to a variant that has it', () => {
    expect(variantForValue(diagonal, sRed.options, 'Size', 'M')).toBe(mBlue)
    expect(variantForValue(diagonal, sRed.options, 'Colour', 'Blue')).toBe(mBlue)
    expect(variantForValue(diagonal, mBlue.options, 'Size', 'S')).toBe(sRed)
    expect(variantForValue(diagonal, mBlue.options, 'Colour', 'Red')).toBe(sRed)
    // The values already chosen stay where they are.
    expect(variantForValue(diagonal, sRed.options, 'Size', 'S')).toBe(sRed)
    expect(variantForValue(diagonal, sRed.options, 'Colour', 'Red')).toBe(sRed)
  })

  it('offers no variant for a value none has', () => {
    expect(variantForValue(diagonal, sRed.options, 'Size', 'L')).toBeUndefined()
    expect(variantForValue([], {}, 'Size', 'S')).toBeUndefined()
  })

  it('keeps the exact combination when it is sold, even sold out', () => {
    const mRedSoldOut = variant('m-red', { Size: 'M', Colour: 'Red' }, 0)
    expect(variantForValue([sRed, mBlue, mRedSoldOut], sRed.options, 'Size', 'M')).toBe(mRedSoldOut)
  })

  it('moves to a variant in stock before one sold out, then to the one keeping most of the other values', () => {
    const chosen = { Size: 'S', Colour: 'Red', Fit: 'Slim' }
    const shirts = [
      variant('s-red-slim', chosen),
      variant('m-blue-slim-sold-out', { Size: 'M', Colour: 'Blue', Fit: 'Slim' }, 0),
      variant('m-blue-loose', { Size: 'M', Colour: 'Blue', Fit: 'Loose' }),
      variant('m-red-loose', { Size: 'M', Colour: 'Red', Fit: 'Loose' }),
    ]
    // M / Red / Slim is not sold: M / Red / Loose keeps Red and is in stock.
    expect(variantForValue(shirts, chosen, 'Size', 'M')?._id).toBe('m-red-loose')
    // Sold out, M / Blue / Slim keeps Slim but comes after those in stock.
    expect(variantForValue(shirts.slice(0, 3), chosen, 'Size', 'M')?._id).toBe('m-blue-loose')
    // A pre-order sells whatever the stock: the one keeping Slim wins.
    expect(variantForValue(shirts.slice(0, 3), chosen, 'Size', 'M', true)?._id).toBe('m-blue-slim-sold-out')
  })

  it('moves to a sold-out variant when every one with the value is sold out', () => {
    const mBlueSoldOut = variant('m-blue', { Size: 'M', Colour: 'Blue' }, 0)
    expect(variantForValue([sRed, mBlueSoldOut], sRed.options, 'Size', 'M')).toBe(mBlueSoldOut)
  })
})
