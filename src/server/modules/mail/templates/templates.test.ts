import { describe, expect, it } from 'vitest'
import { SHOP_ADDRESS, SHOP_EMAIL, SHOP_NAME, SHOP_PHONE } from '@common/shop-identity'
import { escapeHtml, toSubjectLine } from './html'
import {
  newOrderNoticeMail,
  orderCancelledMail,
  orderDeliveredMail,
  orderPlacedMail,
  orderShippedMail,
  passwordResetMail,
  paymentNotCompletedMail,
  paymentReceivedMail,
  refundIssuedMail,
  twoFactorDisabledMail,
  twoFactorEnabledMail,
  welcomeMail,
  type OrderMailData,
  type RenderedMail,
} from './index'
import { formatMailDate, minutesLeftPhrase } from './order-mails'

const HOSTILE_NAME = '<img src=x onerror=alert(1)> & "quotes"'
const ORIGIN = 'https://animeverse.in'

function order(overrides: Partial<OrderMailData> = {}): OrderMailData {
  return {
    origin: ORIGIN,
    customerName: 'Aarav Sharma',
    orderId: '65a1b2c3d4e5f60718293a4b',
    orderNumber: 'ORD-20261124-AB12CD',
    placedAt: '2026-11-23T20:15:00.000Z',
    items: [
      { name: 'Gojo Satoru Figure', quantity: 2, unitPricePaise: 129_900 },
      { name: HOSTILE_NAME, quantity: 1, unitPricePaise: 49_950 },
    ],
    itemsPaise: 309_750,
    shippingPaise: 0,
    taxPaise: 55_755,
    taxLabel: 'Tax',
    discountPaise: 0,
    discountCode: null,
    totalPaise: 365_505,
    paymentMethod: 'COD',
    shippingAddress: {
      fullName: 'Aarav Sharma',
      email: 'aarav@example.in',
      phone: '+91 90000 12345',
      address: '12 MG Road',
      addressLine1: '12 MG Road',
      addressLine2: 'Indiranagar',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560001',
      country: 'India',
    },
    trackingNumber: null,
    ...overrides,
  }
}

const orderMails: Array<[string, (data: OrderMailData) => RenderedMail]> = [
  ['order placed', orderPlacedMail],
  ['new order notice', (data) => newOrderNoticeMail({ ...data, customerEmail: 'aarav@example.in' })],
  ['payment received', paymentReceivedMail],
  ['order shipped', orderShippedMail],
  ['order delivered', orderDeliveredMail],
  ['order cancelled', orderCancelledMail],
  ['payment not completed', (data) => paymentNotCompletedMail({ ...data, msLeft: 9 * 60_000 })],
  [
    'refund issued',
    (data) =>
      refundIssuedMail({
        ...data,
        refund: {
          amountPaise: 10_000,
          methodLabel: 'UPI transfer',
          reference: '<b>ref</b>',
          creditNoteNumber: 'AV/CN/2026-27/000001',
          completedAt: '2026-11-24T06:00:00.000Z',
        },
      }),
  ],
]

const everyMail: Array<[string, () => RenderedMail]> = [
  ...orderMails.map(([name, render]): [string, () => RenderedMail] => [name, () => render(order())]),
  ['welcome', () => welcomeMail({ origin: ORIGIN, name: 'Aarav' })],
  [
    'password reset',
    () =>
      passwordResetMail({
        origin: ORIGIN,
        name: 'Aarav',
        resetUrl: `${ORIGIN}/reset-password?token=abc`,
        validMinutes: 30,
      }),
  ],
  [
    'two-step sign-in on',
    () => twoFactorEnabledMail({ origin: ORIGIN, name: 'Aarav', at: '2026-11-24T12:00:00.000Z' }),
  ],
  [
    'two-step sign-in off',
    () => twoFactorDisabledMail({ origin: ORIGIN, name: 'Aarav', at: '2026-11-24T12:00:00.000Z' }),
  ],
]

describe('escapeHtml', () => {
  it('escapes the five characters that end text or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    )
  })
})

describe.each(orderMails)('the %s mail', (_name, render) => {
  it('escapes a hostile product name in the HTML and keeps it verbatim in the text', () => {
    const mail = render(order())
    expect(mail.html).not.toContain('<img src=x')
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;')
    expect(mail.text).toContain(HOSTILE_NAME)
  })

  it('shows the total in rupees in both versions', () => {
    const mail = render(order())
    expect(mail.html).toContain('₹3,655.05')
    expect(mail.text).toContain('Total: ₹3,655.05')
    expect(mail.text).toContain('2 × ₹1,299.00 = ₹2,598.00')
  })

  it('escapes a customer name with markup', () => {
    const mail = render(order({ customerName: '<b>Aarav</b>' }))
    expect(mail.html).not.toContain('<b>Aarav</b>')
    expect(mail.html).toContain('&lt;b&gt;Aarav&lt;/b&gt;')
  })

  it('keeps line breaks out of the subject even when the order number or name carries them', () => {
    const mail = render(
      order({ orderNumber: 'ORD-1\r\nBcc: victim@example.com', customerName: 'Eve\nBcc: x@y.z' }),
    )
    expect(mail.subject).not.toMatch(/[\r\n]/)
    expect(mail.subject).toContain('ORD-1 Bcc: victim@example.com')
  })

  it('shows the day the order was placed in India', () => {
    // 20:15 UTC on the 23rd is already the 24th in India.
    expect(render(order()).text).toContain('24 Nov 2026')
  })
})

describe('mails to the shopper about an order', () => {
  it('link to the order page', () => {
    for (const render of [
      orderPlacedMail,
      paymentReceivedMail,
      orderShippedMail,
      orderDeliveredMail,
      orderCancelledMail,
    ]) {
      const mail = render(order())
      expect(mail.html).toContain(`href="${ORIGIN}/orders/65a1b2c3d4e5f60718293a4b"`)
      expect(mail.text).toContain(`${ORIGIN}/orders/65a1b2c3d4e5f60718293a4b`)
    }
  })

  it('the placed mail has the address, payment method and the invoice download', () => {
    const mail = orderPlacedMail(order({ paymentMethod: 'PHONEPE' }))
    expect(mail.subject).toBe(`Order ORD-20261124-AB12CD confirmed — ${SHOP_NAME}`)
    for (const version of [mail.html, mail.text]) {
      expect(version).toContain('PhonePe')
      expect(version).toContain('12 MG Road')
      expect(version).toContain('Bengaluru, Karnataka 560001')
      expect(version).toContain('invoice (PDF)')
    }
  })

  it('the shipped mail carries the tracking number when there is one', () => {
    const shipped = orderShippedMail(order({ trackingNumber: 'DTDC-77123' }))
    expect(shipped.subject).toBe('Your order ORD-20261124-AB12CD has shipped')
    expect(shipped.html).toContain('DTDC-77123')
    expect(shipped.text).toContain('Tracking number: DTDC-77123')
    expect(orderShippedMail(order()).text).not.toContain('Tracking number')
  })

  it("the shipped mail links the carrier's tracking page, and no page for another carrier", () => {
    const shipped = orderShippedMail(order({ trackingNumber: 'AWB555', carrier: 'delhivery' }))
    expect(shipped.html).toContain('href="https://www.delhivery.com/track-v2/package/AWB555"')
    expect(shipped.text).toContain('Delhivery AWB555: https://www.delhivery.com/track-v2/package/AWB555')
    const other = orderShippedMail(order({ trackingNumber: 'AWB555', carrier: 'other' }))
    expect(other.text).toContain('Tracking number: AWB555')
    expect(other.text).not.toContain('Track your parcel')
  })

  it('the cancelled mail promises a refund only for an order paid online', () => {
    expect(orderCancelledMail(order({ paymentMethod: 'PHONEPE', isPaid: true })).text).toContain('refund')
    expect(orderCancelledMail(order({ paymentMethod: 'COD' })).text).not.toContain('refund')
    expect(orderCancelledMail(order()).text).toContain('will not be shipped')
  })
})

describe('the new order notice', () => {
  it('links to the order in the admin area and names the customer', () => {
    const mail = newOrderNoticeMail({ ...order(), customerEmail: 'aarav@example.in' })
    expect(mail.html).toContain(`href="${ORIGIN}/admin/orders/65a1b2c3d4e5f60718293a4b"`)
    expect(mail.text).toContain('aarav@example.in')
  })
})

describe('the password reset mail', () => {
  it('links to the reset URL, says it works once for the given minutes, and that it can be ignored', () => {
    const resetUrl = `${ORIGIN}/reset-password?token=abc&x="y"`
    const mail = passwordResetMail({ origin: ORIGIN, name: 'Aarav', resetUrl, validMinutes: 30 })
    expect(mail.subject).toBe(`Reset your ${SHOP_NAME} password`)
    expect(mail.html).toContain(`href="${escapeHtml(resetUrl)}"`)
    expect(mail.text).toContain(resetUrl)
    for (const version of [mail.html, mail.text]) {
      expect(version).toContain('30 minutes')
      expect(version).toContain('works once')
      expect(version).toContain('ignore')
    }
  })
})

describe('the welcome mail', () => {
  it('greets by name, escaped, and links to the collections', () => {
    const mail = welcomeMail({ origin: ORIGIN, name: '<b>Aarav</b>\r\n' })
    expect(mail.subject).not.toMatch(/[\r\n]/)
    expect(mail.html).toContain('&lt;b&gt;Aarav&lt;/b&gt;')
    expect(mail.html).not.toContain('<b>Aarav')
    expect(mail.html).toContain(`href="${ORIGIN}/collections"`)
    expect(mail.text).toContain(`${ORIGIN}/collections/figures`)
  })
})

describe.each(everyMail)('the %s layout', (_name, render) => {
  it('is a mail document with dark mode, a hidden preheader and presentation tables', () => {
    const { html } = render()
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="en"/)
    expect(html).toContain('<meta name="color-scheme" content="light dark"')
    expect(html).toContain('<meta name="supported-color-schemes" content="light dark"')
    expect(html).toContain('@media (prefers-color-scheme: dark)')
    expect(html).toMatch(/<title>[^<]+<\/title>/)
    expect(html).toContain('display:none;max-height:0')
    expect(html).toContain('max-width:600px')
    const tables = html.match(/<table\b[^>]*>/g) ?? []
    expect(tables.length).toBeGreaterThan(0)
    for (const table of tables) expect(table).toContain('role="presentation"')
  })

  it('never sets text smaller than 14px', () => {
    const sizes = [...render().html.matchAll(/font-size:\s*(\d+)px/g)].map((match) => Number(match[1]))
    // The preheader's 1px is hidden text, not reading text.
    expect(sizes.filter((size) => size !== 1).every((size) => size >= 14)).toBe(true)
  })

  it('says who sent it and how to reach the shop, in both versions', () => {
    const mail = render()
    for (const version of [mail.html, mail.text]) {
      expect(version).toContain(SHOP_NAME)
      expect(version).toContain(SHOP_ADDRESS.line1)
      expect(version).toContain(SHOP_EMAIL)
      expect(version).toContain(SHOP_PHONE)
      expect(version).toContain('receiving this')
    }
    expect(mail.subject).not.toMatch(/[\r\n]/)
  })
})

describe('mail dates and subjects', () => {
  it('shows a UTC instant as its day in India', () => {
    expect(formatMailDate('2026-09-30T19:00:00.000Z')).toBe('1 Oct 2026')
    expect(formatMailDate('2026-11-24T05:00:00.000Z')).toBe('24 Nov 2026')
  })

  it('folds control characters in a subject into single spaces', () => {
    expect(toSubjectLine('Order\r\nBcc: a@b.c\t done ')).toBe('Order Bcc: a@b.c done')
  })
})

describe('a discounted order', () => {
  it('shows the code and what it took off beside the totals', () => {
    const mail = orderPlacedMail(
      order({ discountPaise: 61_950, discountCode: 'DIWALI20', totalPaise: 303_555 }),
    )
    expect(mail.text).toContain('Discount (DIWALI20): −₹619.50')
    expect(mail.html).toContain('Discount (DIWALI20)')
    expect(mail.html).toContain('−₹619.50')
    expect(orderPlacedMail(order()).text).not.toContain('Discount')
  })
})

describe('an order with GST figures', () => {
  it('labels its tax row as the GST inside the total, and older orders keep "Tax"', () => {
    const mail = orderPlacedMail(order({ taxPaise: 47_250, taxLabel: 'GST (included)', totalPaise: 309_750 }))
    expect(mail.text).toContain('GST (included): ₹472.50')
    expect(mail.html).toContain('GST (included)')
    expect(orderPlacedMail(order()).text).toContain('Tax: ₹557.55')
  })
})

describe('mails after the order', () => {
  const refund = {
    amountPaise: 129_900,
    methodLabel: 'PhonePe',
    reference: null,
    creditNoteNumber: 'AV/CN/2026-27/000007',
    completedAt: '2026-11-24T06:00:00.000Z',
  }

  it('payment not completed: the time left, nothing charged, and a link to pay on the order page', () => {
    const mail = paymentNotCompletedMail({
      ...order({ paymentMethod: 'PHONEPE' }),
      msLeft: 12 * 60_000 + 59_000,
    })
    expect(mail.subject).toBe('Payment not completed for order ORD-20261124-AB12CD')
    expect(mail.text).toContain('We are keeping your items for 12 minutes more.')
    expect(mail.text).toContain('nothing was charged')
    expect(mail.text).toContain(`Pay now: ${ORIGIN}/orders/65a1b2c3d4e5f60718293a4b`)
    expect(mail.html).toContain(`href="${ORIGIN}/orders/65a1b2c3d4e5f60718293a4b"`)
  })

  it('counts the minutes left down, never up', () => {
    expect(minutesLeftPhrase(59_999)).toBe('under a minute')
    expect(minutesLeftPhrase(60_000)).toBe('1 minute')
    expect(minutesLeftPhrase(14 * 60_000 + 59_999)).toBe('14 minutes')
  })

  it('order cancelled: the reason, and the refund on its way for a paid online order', () => {
    const mail = orderCancelledMail(
      order({
        paymentMethod: 'PHONEPE',
        isPaid: true,
        cancelReason: 'I ordered by mistake',
        refundingPaise: 365_505,
      }),
    )
    expect(mail.text).toContain('Reason: I ordered by mistake')
    expect(mail.text).toContain('We are refunding ₹3,655.05 to your PhonePe payment.')
    const unpaid = orderCancelledMail(
      order({ paymentMethod: 'PHONEPE', cancelReason: 'The payment was not completed in time' }),
    )
    expect(unpaid.text).toContain('Your payment was not completed, so nothing was charged.')
    expect(unpaid.text).not.toContain('refunding')
  })

  it('refund issued: amount, method, reference and credit note', () => {
    const online = refundIssuedMail({ ...order({ paymentMethod: 'PHONEPE' }), refund })
    expect(online.subject).toBe('Refund of ₹1,299.00 for order ORD-20261124-AB12CD')
    expect(online.text).toContain('Refunded by: PhonePe')
    expect(online.text).toContain('Credit note: AV/CN/2026-27/000007')
    expect(online.text).toContain('Refunded on: 24 Nov 2026')
    expect(online.text).not.toContain('Reference:')
    const byBank = refundIssuedMail({
      ...order(),
      refund: { ...refund, methodLabel: 'bank transfer', reference: 'UTR 4471 2233' },
    })
    expect(byBank.text).toContain('Reference: UTR 4471 2233')
    expect(byBank.html).toContain('UTR 4471 2233')
  })
})

describe("an order mail's totals", () => {
  it('shows the shipping charged and the cash-on-delivery fee as rows of their own', () => {
    const mail = orderPlacedMail(order({ shippingPaise: 4_900, codFeePaise: 3_000 }))
    expect(mail.text).toMatch(/Shipping:?\s+₹49\.00/)
    expect(mail.text).toMatch(/Cash on delivery fee:?\s+₹30\.00/)
    expect(mail.html).toContain('Cash on delivery fee')
  })

  it('has no fee row without a fee, nor in a mail queued before the fee (no field)', () => {
    for (const data of [order({ codFeePaise: 0 }), order()]) {
      expect(orderPlacedMail(data).text).not.toContain('Cash on delivery fee')
      expect(orderPlacedMail(data).text).toMatch(/Shipping:?\s+Free/)
    }
  })
})
