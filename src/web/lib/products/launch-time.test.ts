import { describe, expect, it } from 'vitest'
import { makeProduct } from './product-test-fixtures'
import { earlyAccessStart, formatCountdown, formatLaunchTime, isTeaser } from './launch-time'

describe('launch times', () => {
  it('counts down in days, hours, minutes and seconds, two digits after the days', () => {
    const ms = ((2 * 24 + 4) * 3600 + 13 * 60 + 9) * 1000
    expect(formatCountdown(ms)).toBe('2d 04h 13m 09s')
    expect(formatCountdown(ms - 400)).toBe('2d 04h 13m 09s')
    expect(formatCountdown(59_000)).toBe('00h 00m 59s')
    expect(formatCountdown(24 * 3600 * 1000)).toBe('1d 00h 00m 00s')
    expect(formatCountdown(0)).toBe('00h 00m 00s')
    expect(formatCountdown(-5_000)).toBe('00h 00m 00s')
  })

  it('names the launch on the shop’s clock, India Standard Time', () => {
    expect(formatLaunchTime('2026-11-30T13:00:00.000Z')).toBe('Mon, 30 Nov 2026, 6:30 pm IST')
    expect(formatLaunchTime('2026-11-30T20:00:00.000Z')).toBe('Tue, 1 Dec 2026, 1:30 am IST')
    expect(formatLaunchTime(null)).toBeNull()
    expect(formatLaunchTime('soon')).toBeNull()
  })

  it('opens to the notify list the early access minutes before the launch', () => {
    const liveAt = '2026-11-30T13:00:00.000Z'
    expect(earlyAccessStart(makeProduct({ liveAt, earlyAccessMinutes: 90 }))).toBe('2026-11-30T11:30:00.000Z')
    expect(earlyAccessStart(makeProduct({ liveAt, earlyAccessMinutes: 0 }))).toBeNull()
    expect(earlyAccessStart(makeProduct({ liveAt: null, earlyAccessMinutes: 30 }))).toBeNull()
  })

  it('shows a teaser page only for a scheduled product', () => {
    expect(isTeaser(makeProduct({ status: 'scheduled' }))).toBe(true)
    expect(isTeaser(makeProduct({ status: 'live' }))).toBe(false)
  })
})
