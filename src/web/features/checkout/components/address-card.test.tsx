import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { homeAddress } from '../../../test/checkout-fixtures'
import { AddressLines } from './address-card'

describe('an address as the checkout lists it', () => {
  it('names a business buyer’s GSTIN, and none for a consumer’s address', () => {
    const { container, rerender } = render(
      <AddressLines address={{ ...homeAddress, gstin: '27AAPFU0939F1ZV' }} />,
    )
    expect(screen.getByText('27AAPFU0939F1ZV')).toBeInTheDocument()
    expect(container).toHaveTextContent('GSTIN: 27AAPFU0939F1ZV')
    rerender(<AddressLines address={homeAddress} />)
    expect(container).not.toHaveTextContent('GSTIN')
  })
})
