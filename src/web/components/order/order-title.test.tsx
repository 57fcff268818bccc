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
  it('shows a shipped parcel\'s number as a paragraph, or as a span among the badges (`as="span"`)', () => {
    const { container, rerender } = render(
      <TrackingNumber order={{ trackingNumber: 'DL123456789IN' }} status="shipped" />,
    )
    expect(container.firstElementChild?.tagName).toBe('P')
    expect(container).toHaveTextContent(/^Tracking Number: DL123456789IN$/)

    rerender(<TrackingNumber order={{ trackingNumber: 'DL123456789IN' }} status="shipped" as="span" />)
    expect(container.firstElementChild?.tagName).toBe('SPAN')
    expect(container).toHaveTextContent(/^Tracking Number: DL123456789IN$/)
  })

  it('shows nothing before the parcel ships, after it arrives, or without a number', () => {
    const { container, rerender } = render(
      <TrackingNumber order={{ trackingNumber: 'DL123456789IN' }} status="processing" />,
    )
    expect(container).toBeEmptyDOMElement()
    rerender(<TrackingNumber order={{ trackingNumber: 'DL123456789IN' }} status="delivered" />)
    expect(container).toBeEmptyDOMElement()
    rerender(<TrackingNumber order={{ trackingNumber: null }} status="shipped" />)
    expect(container).toBeEmptyDOMElement()
  })
})
