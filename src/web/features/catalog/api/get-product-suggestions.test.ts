import { describe, expect, it } from 'vitest'
import { isApiError } from '../../../api/api-error'
import { readProductSuggestions } from './get-product-suggestions'

const suggestion = (index: number) => ({
  _id: `p${index}`,
  name: `Figure ${index}`,
  price: 999,
  image: '/a.webp',
})

describe('reading product suggestions', () => {
  it('keeps at most six suggestions, drops entries that are not one, and reads a missing image as none', () => {
    const answer = readProductSuggestions({
      suggestions: [
        { _id: 'p0', name: 'No Picture', price: 10, image: '' },
        { _id: 'bad', name: 'No price' },
        'not a product',
        ...Array.from({ length: 7 }, (_, index) => suggestion(index + 1)),
      ],
      didYouMean: null,
    })
    expect(answer.suggestions).toHaveLength(6)
    expect(answer.suggestions[0]).toEqual({ _id: 'p0', name: 'No Picture', price: 10, image: null })
    expect(answer.suggestions.at(-1)?._id).toBe('p5')
    expect(answer.didYouMean).toBeNull()
  })

  it('reads the corrected text, and none for an empty one', () => {
    expect(readProductSuggestions({ suggestions: [], didYouMean: ' itachi ' }).didYouMean).toBe('itachi')
    expect(readProductSuggestions({ suggestions: [], didYouMean: '' }).didYouMean).toBeNull()
  })

  it('refuses an answer without a list of suggestions', () => {
    let error: unknown
    try {
      readProductSuggestions({ products: [] })
    } catch (caught) {
      error = caught
    }
    expect(isApiError(error) && error.isInvalidResponse).toBe(true)
  })
})
