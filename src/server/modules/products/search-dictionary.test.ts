import { describe, expect, it } from 'vitest'
import { SearchDictionary } from './search-dictionary'

const dictionary = new SearchDictionary(
  new Map([
    ['naruto', 9],
    ['nami', 2],
    ['natsu', 2],
    ['nezuko', 4],
    ['kaisen', 3],
    ['kaiser', 1],
    ['figure', 40],
    ['figures', 1],
  ]),
  new Set(['sculptor', 'hokage', 'dimensions']),
  12,
)

describe('search dictionary', () => {
  it('completes a prefix with the most used words first, then alphabetically', () => {
    expect(dictionary.completions('na', 8).map((entry) => entry.word)).toEqual(['naruto', 'nami', 'natsu'])
    expect(dictionary.completions('na', 1)).toEqual([{ word: 'naruto', products: 9 }])
    expect(dictionary.completions('figure', 8).map((entry) => entry.word)).toEqual(['figures'])
    expect(dictionary.completions('zz', 8)).toEqual([])
  })

  it('corrects a word to known words within its allowance, nearest and most used first', () => {
    expect(dictionary.corrections('kaisn', 5)).toEqual([{ word: 'kaisen', products: 3, distance: 1 }])
    expect(dictionary.corrections('naurto', 5).map((entry) => entry.word)).toEqual(['naruto'])
    expect(dictionary.corrections('figurse', 5).map((entry) => entry.word)).toEqual(['figure', 'figures'])
    // Under four letters nothing is corrected: too many short words are one slip apart.
    expect(dictionary.corrections('nam', 5)).toEqual([])
  })

  it('knows whether a fragment occurs inside any word, descriptions included', () => {
    expect(dictionary.occurs('arut')).toBe(true)
    expect(dictionary.occurs('okag')).toBe(true)
    expect(dictionary.occurs('gensi')).toBe(false)
    expect(dictionary.has('hokage')).toBe(false)
  })
})
