import { describe, expect, it } from 'vitest'
import {
  combinationKey,
  findVariantByOptions,
  optionCombinations,
  soldItemName,
  variantLabel,
} from './variants'

const options = [
  { name: 'Edition', values: ['Standard', 'Deluxe'] },
  { name: 'Colour', values: ['Red', 'Blue', 'Green'] },
]

describe('variants', () => {
  it('makes every combination of one value per option, in order', () => {
    const combinations = optionCombinations(options)
    expect(combinations).toHaveLength(6)
    expect(combinations[0]).toEqual({ Edition: 'Standard', Colour: 'Red' })
    expect(combinations[5]).toEqual({ Edition: 'Deluxe', Colour: 'Green' })
    expect(optionCombinations([])).toEqual([{}])
  })

  it('labels a variant by its values in the options order', () => {
    expect(variantLabel(options, { Colour: 'Blue', Edition: 'Deluxe' })).toBe('Deluxe / Blue')
    expect(soldItemName('Rem 1/7', 'Deluxe')).toBe('Rem 1/7 — Deluxe')
    expect(soldItemName('Rem 1/7', null)).toBe('Rem 1/7')
  })

  it('finds the variant of a choice and keys a combination whatever its order', () => {
    const variants = [
      { _id: 'a', options: { Edition: 'Standard', Colour: 'Red' } },
      { _id: 'b', options: { Edition: 'Deluxe', Colour: 'Red' } },
    ]
    expect(findVariantByOptions(variants, { Colour: 'Red', Edition: 'Deluxe' })?._id).toBe('b')
    expect(findVariantByOptions(variants, { Colour: 'Blue', Edition: 'Deluxe' })).toBeUndefined()
    expect(combinationKey(options, { Colour: 'Red', Edition: 'Deluxe' })).toBe(
      combinationKey(options, { Edition: 'Deluxe', Colour: 'Red' }),
    )
  })
})
