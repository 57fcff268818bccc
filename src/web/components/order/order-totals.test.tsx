import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import type { ReactElement } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, mockApi } from '../../test/mock-api'
import { createTestQueryClient } from '../../test/query-client'
import { OrderTotals } from './order-totals'

afterEach(() => {
  vi.unstubAllGlobals()
})

/** Each row as "label value", in order. */
function rows(): string[] {
  return screen
    .getAllByRole('term')
    .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`)
}

function renderTotals(totals: ReactElement) {
  render(<QueryClientProvider client={createTestQueryClient()}>{totals}</QueryClientProvider>)
}

describe('order totals', () => {
  it('without a code: subtotal, free shipping and the subtotal as the total, from the shop’s quote', async () => {
    const { requestsTo } = mockApi({})
    renderTotals(<OrderTotals itemCount={3} subtotal={2599} />)
    await waitFor(() =>
      expect(rows()).toEqual(['Subtotal (3 items) ₹2,599.00', 'Shipping Free', 'Total ₹2,599.00']),
    )
    expect(requestsTo('GET', '/api/shipping/quote')).toHaveLength(1)
  })

  it("with a code: its saving after the subtotal and the server's total after the discount", async () => {
    mockApi({})
    renderTotals(
      <OrderTotals
        itemCount={2}
        subtotal={2599}
        discount={{ code: 'FESTIVE20', amount: 519.8, total: 2079.2 }}
      />,
    )
    await waitFor(() =>
      expect(rows()).toEqual([
        'Subtotal (2 items) ₹2,599.00',
        'Discount (FESTIVE20) −₹519.80',
        'Shipping Free',
        'Total ₹2,079.20',
      ]),
    )
  })

  it('while the code is checked again, shows neither an old saving nor a total that may be wrong', () => {
    mockApi({})
    renderTotals(
      <OrderTotals itemCount={2} subtotal={2599} discount={{ code: 'FESTIVE20', isChecking: true }} />,
    )
    expect(rows()).toEqual([
      'Subtotal (2 items) ₹2,599.00',
      'Discount (FESTIVE20) Checking…',
      'Shipping Checking…',
      'Total Checking…',
    ])
    expect(screen.getByText('Total').nextElementSibling).toHaveAttribute('aria-busy', 'true')
  })

  it('adds the shop’s shipping below its threshold and, paid on delivery, the fee, judged after the discount', async () => {
    const { requests } = mockApi({
      'GET /api/shipping/quote': () => jsonResponse(200, { shippingPrice: 49, codFee: 30, freeOver: 1000 }),
    })
    renderTotals(
      <OrderTotals
        itemCount={2}
        subtotal={1000}
        discount={{ code: 'HUNDREDOFF', amount: 100, total: 900 }}
        paymentMethod="COD"
      />,
    )
    await waitFor(() =>
      expect(rows()).toEqual([
        'Subtotal (2 items) ₹1,000.00',
        'Discount (HUNDREDOFF) −₹100.00',
        'Shipping ₹49.00',
        'Cash on delivery fee ₹30.00',
        'Total ₹979.00',
      ]),
    )
    // The shop is asked about the items after the discount, and how the order is paid.
    expect(requests.map((request) => request.path)).toEqual(['/api/shipping/quote'])
    const [call] = vi.mocked(fetch).mock.calls
    expect(String(call![0])).toContain('itemsPrice=900&paymentMethod=COD')
  })

  it('shows a placed order’s own figures, asking nothing', () => {
    const { requests } = mockApi({})
    renderTotals(
      <OrderTotals
        itemCount={1}
        subtotal={500}
        placed={{ shippingPrice: 49, codFee: 0, totalPrice: 549 }}
        paymentMethod="PHONEPE"
      />,
    )
    expect(rows()).toEqual(['Subtotal (1 item) ₹500.00', 'Shipping ₹49.00', 'Total ₹549.00'])
    expect(requests).toHaveLength(0)
  })

  it('says the charges come with the order when the shop cannot be asked, never a total that may be wrong', async () => {
    mockApi({
      'GET /api/shipping/quote': () =>
        jsonResponse(400, { success: false, message: 'itemsPrice is too large' }),
    })
    renderTotals(<OrderTotals itemCount={1} subtotal={500} />)
    await waitFor(() =>
      expect(rows()).toEqual([
        'Subtotal (1 item) ₹500.00',
        'Shipping Shown when you place the order',
        'Total ₹500.00 + shipping',
      ]),
    )
  })
})
