import { describe, expect, it } from 'vitest'
import { RAFFLE_VARIANT_REQUIRED, readRaffleForm, shopLocalWithOffset } from './raffle-form-values'

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

  it('sends the variant chosen for a product with options, and asks for one before sending', () => {
    const times = { opensAt: '2026-11-30T18:30', closesAt: '2026-12-01T18:30', units: '2' }
    expect(readRaffleForm({ variant: '660000000000000000000e02', ...times }, { hasVariants: true })).toEqual({
      input: {
        variant: '660000000000000000000e02',
        opensAt: '2026-11-30T18:30:00+05:30',
        closesAt: '2026-12-01T18:30:00+05:30',
        units: 2,
      },
    })
    expect(readRaffleForm({ variant: '', ...times }, { hasVariants: true }).errors).toEqual({
      variant: RAFFLE_VARIANT_REQUIRED,
    })
    // Its other fields are checked at the same time, so one press shows every field to fix.
    expect(readRaffleForm({ variant: '', ...times, units: '0' }, { hasVariants: true }).errors).toEqual({
      variant: RAFFLE_VARIANT_REQUIRED,
      units: 'Units must be at least 1',
    })
  })

  it('sends no variant for a product sold as itself, whatever the form holds', () => {
    const read = readRaffleForm({
      variant: '660000000000000000000e02',
      opensAt: '2026-11-30T18:30',
      closesAt: '2026-12-01T18:30',
      units: '1',
    })
    expect(read.input).not.toHaveProperty('variant')
  })
})
