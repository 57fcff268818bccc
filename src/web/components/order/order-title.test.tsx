import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { OrderTitle, TrackingNumber } from './order-title'

const ORDER_ID = '64b7f0c2a1b2c3d4e5f6a7b8'

describe('order title', () => {
  it("names the order by its number in the page's heading style, then the day it was placed", () => {
    render(
      <OrderTitle
        order={{ _id: ORDER_ID, createdAt: '2025-03-09T10:00:00.000Z' }}
        headingClassName="text-3xl"
      />,
    )
    const heading = screen.getByRole('heading', { level: 1 })
    expect(heading).toHaveTextContent(/^Order #64B7F0C2$/)
    expect(heading).toHaveClass('text-3xl')
    expect(heading.nextElementSibling).toHaveTextContent(/^Placed on 9 March 2025$/)
  })

  it('leaves the date out when it cannot be read, rather than show "Invalid Date"', () => {
    render(<OrderTitle order={{ _id: ORDER_ID, createdAt: 'not a date' }} headingClassName="" />)
    expect(screen.getByRole('heading', { level: 1 }).nextElementSibling).toBeNull()
    expect(screen.queryByText(/Placed on/)).not.toBeInTheDocument()
  })
})

describe('tracking number', () => {
  it('shows a number without a carrier page as a paragraph, or as a span among the badges (`as="span"`)', () => {
    const { container, rerender } = render(<TrackingNumber order={{ trackingNumber: 'DL123456789IN' }} />)
    expect(container.firstElementChild?.tagName).toBe('P')
    expect(container).toHaveTextContent(/^Tracking Number: DL123456789IN$/)
    expect(screen.queryByRole('link')).not.toBeInTheDocument()

    rerender(<TrackingNumber order={{ trackingNumber: 'DL123456789IN' }} as="span" />)
    expect(container.firstElementChild?.tagName).toBe('SPAN')
    expect(container).toHaveTextContent(/^Tracking Number: DL123456789IN$/)
  })

  it("links the carrier and number to the carrier's tracking page in a new tab, whatever the status", () => {
    const tracking = {
      carrier: 'delhivery' as const,
      number: 'DL123456789IN',
      url: 'https://www.delhivery.com/track-v2/package/DL123456789IN',
    }
    render(<TrackingNumber order={{ trackingNumber: 'DL123456789IN', tracking }} />)
    const link = screen.getByRole('link', { name: 'Delhivery DL123456789IN (opens in a new tab)' })
    expect(link).toHaveAttribute('href', tracking.url)
    expect(link).toHaveAttribute('target', '_blank')
    expect(link.getAttribute('rel')).toContain('noopener')
  })

  it('shows nothing without a number', () => {
    const { container } = render(<TrackingNumber order={{ trackingNumber: null, tracking: null }} />)
    expect(container).toBeEmptyDOMElement()
  })
})
