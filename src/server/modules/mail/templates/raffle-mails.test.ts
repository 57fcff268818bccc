import { describe, expect, it } from 'vitest'
import { renderMailOfKind } from './rendered-when-sent'
import type { RaffleWonMailData } from './raffle-mails'

const HOSTILE_NAME = '<img src=x onerror=alert(1)> & "quotes"'
const ORIGIN = 'https://animeverse.in'

const won: RaffleWonMailData = {
  origin: ORIGIN,
  customerName: 'Aarav Sharma',
  productName: HOSTILE_NAME,
  raffleId: '65a1b2c3d4e5f60718293a4b',
  orderId: '75a1b2c3d4e5f60718293a4c',
  orderNumber: 'ORD-7',
  totalPaise: 249_900,
  // 24 Nov 2026, 5:30 pm in India.
  payBy: '2026-11-24T12:00:00.000Z',
}

describe("a raffle's mails", () => {
  it('tell a winner what to pay, by when in IST, with the order to pay and the draw to check', () => {
    for (const kind of ['raffle-won', 'raffle-won-after-roll-down'] as const) {
      const mail = renderMailOfKind(kind, won)
      for (const version of [mail.html, mail.text]) {
        expect(version).toContain('24 Nov 2026, 5:30 pm IST')
        expect(version).toContain(`${ORIGIN}/orders/${won.orderId}`)
        expect(version).toContain(`${ORIGIN}/raffles/${won.raffleId}`)
        expect(version).toContain('ORD-7')
      }
      expect(mail.html).not.toContain('<img src=x')
    }
    expect(renderMailOfKind('raffle-won-after-roll-down', won).text).toContain('did not pay in time')
  })

  it('tell an entry that was not drawn, with the draw to check and no order', () => {
    const mail = renderMailOfKind('raffle-not-won', {
      origin: ORIGIN,
      customerName: 'Aarav Sharma',
      productName: 'Megumi Fushiguro 1/7',
      raffleId: won.raffleId,
    })
    expect(mail.subject).toBe('The raffle for Megumi Fushiguro 1/7 has been drawn')
    expect(mail.text).toContain(`${ORIGIN}/raffles/${won.raffleId}`)
    expect(mail.text).not.toContain('/orders/')
  })
})
