import { describe, expect, it } from 'vitest'
import { readRaffleForm, shopLocalWithOffset } from './raffle-form-values'

describe('the raffle form’s values', () => {
  it('sends a time typed in IST with the +05:30 offset, to the minute or to the second', () => {
    expect(shopLocalWithOffset('2026-11-30T18:30')).toBe('2026-11-30T18:30:00+05:30')
    expect(shopLocalWithOffset('2026-11-30T00:10:05')).toBe('2026-11-30T00:10:05+05:30')
    expect(shopLocalWithOffset('')).toBe('')
    expect(shopLocalWithOffset('tomorrow')).toBe('tomorrow')
  })

  it('reads a complete form as the server takes it', () => {
    expect(readRaffleForm({ opensAt: '2026-11-30T18:30', closesAt: '2026-12-01T18:30', units: '3' })).toEqual(
      {
        input: { opensAt: '2026-11-30T18:30:00+05:30', closesAt: '2026-12-01T18:30:00+05:30', units: 3 },
      },
    )
  })

  it("puts the shared schema's messages under the fields they concern", () => {
    expect(readRaffleForm({ opensAt: '', closesAt: '2026-12-01T18:30', units: '' }).errors).toEqual({
      opensAt: 'Opening time must be a date and time',
      units: 'Units must be a number',
    })
    expect(
      readRaffleForm({ opensAt: '2026-12-01T18:30', closesAt: '2026-12-01T18:00', units: '0' }).errors,
    ).toEqual({ closesAt: 'Closing time must be after the opening time', units: 'Units must be at least 1' })
  })
})
