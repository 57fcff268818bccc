import { describe, expect, it } from 'vitest'
import { placedOrder, refund } from '../../test/order-fixtures'
import {
  canPayAgain,
  formatTimeLeft,
  holdTimeLeft,
  isAwaitingOnlinePayment,
  orderRefetchInterval,
  timeLeftAnnouncement,
} from './payment-hold'

const NOW = Date.parse('2026-11-26T10:00:00.000Z')
const inMinutes = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString()
const unpaidOnline = (holdExpiresAt: string | null) =>
  placedOrder({ paymentMethod: 'PHONEPE', isPaid: false, holdExpiresAt })

describe('payment hold', () => {
  it('is awaited only for an unpaid online order that is not cancelled and has a hold', () => {
    expect(isAwaitingOnlinePayment(unpaidOnline(inMinutes(10)))).toBe(true)
    expect(isAwaitingOnlinePayment(placedOrder({ holdExpiresAt: inMinutes(10) }))).toBe(false)
    expect(isAwaitingOnlinePayment({ ...unpaidOnline(inMinutes(10)), isPaid: true })).toBe(false)
    expect(isAwaitingOnlinePayment({ ...unpaidOnline(inMinutes(10)), status: 'cancelled' })).toBe(false)
    expect(isAwaitingOnlinePayment(unpaidOnline(null))).toBe(false)
  })

  it('counts the time left down to 0, and offers Pay now only while some is left', () => {
    expect(holdTimeLeft(unpaidOnline(inMinutes(10)), NOW)).toBe(600_000)
    expect(holdTimeLeft(unpaidOnline(inMinutes(-1)), NOW)).toBe(0)
    expect(canPayAgain(unpaidOnline(inMinutes(10)), NOW)).toBe(true)
    expect(canPayAgain(unpaidOnline(inMinutes(-1)), NOW)).toBe(false)
  })

  it('writes the time left as mm:ss, rounded up to the second, with hours from an hour up', () => {
    expect(formatTimeLeft(15 * 60_000)).toBe('15:00')
    expect(formatTimeLeft(65_001)).toBe('01:06')
    expect(formatTimeLeft(999)).toBe('00:01')
    expect(formatTimeLeft(0)).toBe('00:00')
    expect(formatTimeLeft(62 * 60_000 + 5_000)).toBe('1:02:05')
  })

  it('announces the time left once a minute, not every second', () => {
    expect(timeLeftAnnouncement(14 * 60_000 + 59_000)).toBe('15 minutes left to complete your payment')
    expect(timeLeftAnnouncement(14 * 60_000 + 1_000)).toBe('15 minutes left to complete your payment')
    expect(timeLeftAnnouncement(14 * 60_000)).toBe('14 minutes left to complete your payment')
    expect(timeLeftAnnouncement(30_000)).toBe('Less than a minute left to complete your payment')
  })

  it('reads the order again every 2 s while a refund is pending, and around the end of a hold', () => {
    expect(orderRefetchInterval(placedOrder(), NOW)).toBe(false)
    expect(orderRefetchInterval(placedOrder({ refunds: [refund({ status: 'pending' })] }), NOW)).toBe(2_000)
    expect(orderRefetchInterval(placedOrder({ refunds: [refund()] }), NOW)).toBe(false)
    expect(orderRefetchInterval(unpaidOnline(inMinutes(1)), NOW)).toBe(61_000)
    expect(orderRefetchInterval(unpaidOnline(inMinutes(-1)), NOW)).toBe(15_000)
  })
})
