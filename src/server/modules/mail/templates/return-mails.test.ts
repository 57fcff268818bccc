import { describe, expect, it } from 'vitest'
import { SHOP_EMAIL, SHOP_NAME, SHOP_PHONE } from '@common/shop-identity'
import {
  returnApprovedMail,
  returnReceivedMail,
  returnRejectedMail,
  returnRequestedMail,
  type OrderMailData,
  type RenderedMail,
  type ReturnMailData,
} from './index'

const HOSTILE_NAME = '<img src=x onerror=alert(1)> & "quotes"'
const HOSTILE_NOTE = '<script>alert("note")</script>'

const order: OrderMailData = {
  origin: 'https://animeverse.in',
  customerName: 'Aarav Sharma',
  orderId: '65a1b2c3d4e5f60718293a4b',
  orderNumber: 'ORD-20261124-AB12CD',
  placedAt: '2026-11-20T10:00:00.000Z',
  items: [{ name: 'Gojo Satoru Figure', quantity: 2, unitPricePaise: 129_900 }],
  itemsPaise: 259_800,
  shippingPaise: 0,
  taxPaise: 0,
  taxLabel: 'Tax',
  discountPaise: 0,
  discountCode: null,
  totalPaise: 259_800,
  paymentMethod: 'COD',
  shippingAddress: {
    fullName: 'Aarav Sharma',
    email: 'aarav@example.in',
    phone: '9000012345',
    address: '12 MG Road',
    addressLine1: '12 MG Road',
    addressLine2: null,
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560001',
    country: 'India',
  },
  trackingNumber: null,
}

function returnRequest(overrides: Partial<ReturnMailData> = {}): ReturnMailData {
  return {
    reasonLabel: 'Arrived damaged (box or figure)',
    note: HOSTILE_NOTE,
    adminNote: HOSTILE_NOTE,
    items: [{ name: HOSTILE_NAME, quantity: 2, unitPricePaise: 129_900 }],
    photoCount: 2,
    // 20:15 UTC on the 23rd is already the 24th in India.
    requestedAt: '2026-11-23T20:15:00.000Z',
    refundPaise: 129_900,
    ...overrides,
  }
}

const mails: Array<[string, (data: ReturnMailData) => RenderedMail]> = [
  ['requested', (data) => returnRequestedMail({ ...order, returnRequest: data })],
  ['approved', (data) => returnApprovedMail({ ...order, returnRequest: data })],
  ['rejected', (data) => returnRejectedMail({ ...order, returnRequest: data })],
  ['received', (data) => returnReceivedMail({ ...order, returnRequest: data })],
]

describe.each(mails)('the return %s mail', (_name, render) => {
  it('escapes the product name and the notes in the HTML and keeps them verbatim in the text', () => {
    const mail = render(returnRequest())
    expect(mail.html).not.toContain('<img src=x')
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;')
    expect(mail.text).toContain(HOSTILE_NAME)
    expect(mail.text).toContain(HOSTILE_NOTE)
  })

  it('names the order, the reason, the day asked in India, the items and the way back to the order', () => {
    const mail = render(returnRequest())
    for (const version of [mail.html, mail.text]) {
      expect(version).toContain(order.orderNumber)
      expect(version).toContain('Arrived damaged (box or figure)')
      expect(version).toContain('24 Nov 2026')
      expect(version).toContain('2 × ₹1,299.00')
      expect(version).toContain(`${order.origin}/orders/${order.orderId}`)
      expect(version).toContain(SHOP_NAME)
      expect(version).toContain(SHOP_EMAIL)
      expect(version).toContain(SHOP_PHONE)
    }
    expect(mail.subject).toContain(order.orderNumber)
    expect(mail.subject).not.toMatch(/[\r\n]/)
  })
})

describe('the return mails', () => {
  it("show the admin's note on a decision, and the refund on receipt", () => {
    const note = 'The seal has been opened'
    expect(
      returnRejectedMail({ ...order, returnRequest: returnRequest({ adminNote: note }) }).text,
    ).toContain(`Note from ${SHOP_NAME}: ${note}`)
    const received = returnReceivedMail({ ...order, returnRequest: returnRequest({ refundPaise: 129_900 }) })
    expect(received.text).toContain('We are refunding ₹1,299.00')
    expect(received.text).toContain('Refund: ₹1,299.00')
    const nothing = returnReceivedMail({ ...order, returnRequest: returnRequest({ refundPaise: null }) })
    expect(nothing.text).toContain('No refund is due with this return.')
    expect(nothing.text).not.toContain('Refund:')
  })

  it('leave out a note and photos the shopper did not give', () => {
    const mail = returnRequestedMail({
      ...order,
      returnRequest: returnRequest({ note: null, photoCount: 0, adminNote: null }),
    })
    expect(mail.text).not.toContain('Your note')
    expect(mail.text).not.toContain('Photos')
  })
})
