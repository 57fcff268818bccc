import { describe, expect, it } from 'vitest'
import { findIndianState, INDIAN_STATES } from './indian-states'

describe('INDIAN_STATES', () => {
  it('lists the 28 states and 8 union territories once each, with two-digit GST codes', () => {
    expect(INDIAN_STATES).toHaveLength(36)
    expect(new Set(INDIAN_STATES.map((state) => state.code)).size).toBe(36)
    expect(new Set(INDIAN_STATES.map((state) => state.name)).size).toBe(36)
    for (const state of INDIAN_STATES) expect(state.code).toMatch(/^\d{2}$/)
  })

  it('uses the GST codes of the tax system', () => {
    const codeOf = (name: string) => INDIAN_STATES.find((state) => state.name === name)?.code
    expect(codeOf('Jammu and Kashmir')).toBe('01')
    expect(codeOf('Delhi')).toBe('07')
    expect(codeOf('Maharashtra')).toBe('27')
    expect(codeOf('Karnataka')).toBe('29')
    expect(codeOf('Telangana')).toBe('36')
    expect(codeOf('Andhra Pradesh')).toBe('37')
    expect(codeOf('Ladakh')).toBe('38')
  })
})

describe('findIndianState', () => {
  it.each([
    ['Maharashtra', '27'],
    ['  maharashtra ', '27'],
    ['MAHARASHTRA', '27'],
    ['Tamilnadu', '33'],
    ['Tamil Nadu', '33'],
    ['Orissa', '21'],
    ['Pondicherry', '34'],
    ['Delhi', '07'],
    ['NCT of Delhi', '07'],
    ['Jammu & Kashmir', '01'],
    ['JAMMU AND KASHMIR', '01'],
    ['Andaman & Nicobar Islands', '35'],
    ['Dadra and Nagar Haveli and Daman and Diu', '26'],
    ['The Dadra & Nagar Haveli & Daman & Diu', '26'],
    ['Daman & Diu', '26'],
    ['Dadra and Nagar Haveli', '26'],
    ['Uttaranchal', '05'],
    ['27', '27'],
    ['29', '29'],
  ])('finds %s', (text, code) => {
    expect(findIndianState(text)?.code).toBe(code)
  })

  it.each(['', '   ', 'Atlantis', 'Maharashtra Karnataka', '25', '99', null, undefined])(
    'finds nothing for %s',
    (text) => {
      expect(findIndianState(text)).toBeUndefined()
    },
  )

  it('resolves every state by its own name', () => {
    for (const state of INDIAN_STATES) expect(findIndianState(state.name)).toBe(state)
  })
})
