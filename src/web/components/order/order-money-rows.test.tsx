import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { placedOrder } from '../../test/order-fixtures'
import { OrderMoneyRows } from './order-money-rows'

function rowsOf(order: ReturnType<typeof placedOrder>) {
  render(
    <dl>
      <OrderMoneyRows order={order} itemsLabel="Items" discountRow={null} />
    </dl>,
  )
  return screen.getAllByRole('term').map((term) => `${term.textContent} ${term.nextSibling?.textContent}`)
}

describe('OrderMoneyRows', () => {
  it('shows the shipping the order paid and its cash-on-delivery fee, both inside the total', () => {
    const order = placedOrder({ itemsPrice: 500, shippingPrice: 49, codFee: 30, totalPrice: 579, total: 579 })
    expect(rowsOf(order)).toEqual([
      'Items ₹500.00',
      'Shipping ₹49.00',
      'Cash on delivery fee ₹30.00',
      'Tax ₹0.00',
      'Total ₹579.00',
    ])
  })

  it('has no fee row for an order that paid none', () => {
    expect(rowsOf(placedOrder({ itemsPrice: 500, totalPrice: 500, total: 500 }))).not.toContain(
      expect.stringMatching(/^Cash on delivery fee/),
    )
  })
})
