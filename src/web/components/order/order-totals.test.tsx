import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { OrderTotals } from './order-totals'

/** Each row as "label value", in order. */
function rows(): string[] {
  return screen
    .getAllByRole('term')
    .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`)
}

describe('order totals', () => {
  it('without a code: subtotal, free shipping and the subtotal as the total', () => {
    render(<OrderTotals itemCount={3} subtotal={2599} />)
    expect(rows()).toEqual(['Subtotal (3 items) ₹2,599.00', 'Shipping Free', 'Total ₹2,599.00'])
  })

  it("with a code: its saving after the subtotal and the server's total after the discount", () => {
    render(
      <OrderTotals
        itemCount={2}
        subtotal={2599}
        discount={{ code: 'FESTIVE20', amount: 519.8, total: 2079.2 }}
      />,
    )
    expect(rows()).toEqual([
      'Subtotal (2 items) ₹2,599.00',
      'Discount (FESTIVE20) −₹519.80',
      'Shipping Free',
      'Total ₹2,079.20',
    ])
  })

  it('while the code is checked again, shows neither an old saving nor a total that may be wrong', () => {
    render(<OrderTotals itemCount={2} subtotal={2599} discount={{ code: 'FESTIVE20', isChecking: true }} />)
    expect(rows()).toEqual([
      'Subtotal (2 items) ₹2,599.00',
      'Discount (FESTIVE20) Checking…',
      'Shipping Free',
      'Total Checking…',
    ])
    expect(screen.getByText('Total').nextElementSibling).toHaveAttribute('aria-busy', 'true')
  })
})
