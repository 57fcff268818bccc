import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse } from '../../../test/mock-api'
import { gstOrder } from '../../../test/order-fixtures'
import { renderApp } from '../../../test/render-app'
import { mockAdminApi } from '../shared/test/admin-order-fixtures'

function openOrder(buyerGstin: string | null) {
  const order = gstOrder({ buyerGstin })
  mockAdminApi({ [`GET /api/orders/${order._id}`]: () => jsonResponse(200, order) })
  renderApp(`/admin/orders/${order._id}`)
}

describe('a business buyer on the admin’s order page', () => {
  it('shows the buyer’s GSTIN with the place of supply, the order being a B2B supply', async () => {
    openOrder('29AAGCB7383J1Z4')
    const customer = await screen.findByRole('region', { name: 'Customer Information' })
    expect(customer).toHaveTextContent('Buyer GSTIN29AAGCB7383J1Z4 (B2B, place of supply Karnataka (29))')
  })

  it('shows no GSTIN for a consumer', async () => {
    openOrder(null)
    const customer = await screen.findByRole('region', { name: 'Customer Information' })
    expect(customer).not.toHaveTextContent('GSTIN')
  })
})
