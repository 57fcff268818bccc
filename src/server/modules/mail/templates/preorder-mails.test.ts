import { describe, expect, it } from 'vitest'
import { preorderDateChangedMail, preorderReleasedMail, type PreorderReleasedMailData } from './index'

const HOSTILE_NAME = '<img src=x onerror=alert(1)> & "quotes"'
const ORIGIN = 'https://animeverse.in'

const dateChange = {
  origin: ORIGIN,
  customerName: 'Aarav Sharma',
  productName: HOSTILE_NAME,
  previousDate: '2027-03-15',
  releaseDate: '2027-05-20',
  orders: [
    {
      orderId: '65a1b2c3d4e5f60718293a4b',
      orderNumber: 'ORD-1',
      quantity: 2,
      paidPaise: 259_800,
      cancelUrl: `${ORIGIN}/orders/cancel-preorder?token=abc.def`,
    },
  ],
}

const release = (overrides: Partial<PreorderReleasedMailData>): PreorderReleasedMailData => ({
  origin: ORIGIN,
  customerName: 'Aarav Sharma',
  orderId: '65a1b2c3d4e5f60718293a4b',
  orderNumber: 'ORD-1',
  productName: 'Megumi Fushiguro 1/7',
  ordered: 3,
  allocated: 3,
  refundPaise: 0,
  isPaid: true,
  ...overrides,
})

describe('pre-order mails', () => {
  it('tells the new month, what was paid and the one-click cancel, with the product name escaped', () => {
    const mail = preorderDateChangedMail(dateChange)
    expect(mail.subject).toContain('May 2027')
    expect(mail.text).toContain('moved from March 2027 to May 2027')
    expect(mail.text).toContain('your payment of ₹2,598.00 back in full')
    expect(mail.text).toContain(dateChange.orders[0]!.cancelUrl)
    expect(mail.html).toContain('href="https://animeverse.in/orders/cancel-preorder?token=abc.def"')
    expect(mail.html).not.toContain('<img src=x')
    expect(mail.html).toContain('&lt;img src=x')
  })

  it('says a new date within the same month plainly, not "from March to March"', () => {
    const mail = preorderDateChangedMail({ ...dateChange, releaseDate: '2027-03-28' })
    expect(mail.text).not.toContain('from March 2027 to March 2027')
    expect(mail.text).toContain('it is now expected in March 2027')
  })

  it('says plainly what the release gave: everything, a part with its refund, or nothing', () => {
    expect(preorderReleasedMail(release({})).subject).toBe('Your pre-order has arrived: Megumi Fushiguro 1/7')
    const part = preorderReleasedMail(release({ allocated: 2, refundPaise: 129_900 }))
    expect(part.subject).toContain('2 of 3 arrived')
    expect(part.text).toContain('gets 2 of the 3 units you ordered')
    expect(part.text).toContain('We are refunding ₹1,299.00')
    const none = preorderReleasedMail(release({ allocated: 0, refundPaise: 389_700 }))
    expect(none.subject).toBe('We could not fill your pre-order of Megumi Fushiguro 1/7')
    expect(none.text).toContain('the order is cancelled')
    expect(none.text).toContain('We are refunding ₹3,897.00')
    const unpaid = preorderReleasedMail(release({ allocated: 0, isPaid: false }))
    expect(unpaid.text).toContain('nothing was charged')
    const unpaidServed = preorderReleasedMail(release({ isPaid: false }))
    expect(unpaidServed.text).toContain('Please complete the payment')
  })
})
