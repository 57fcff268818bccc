import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { orderAnswerSchema } from '@common/schemas/order'
import { placedOrder } from '../../test/order-fixtures'
import { OrderTimeline } from './order-timeline'

describe('order timeline', () => {
  it('lists the events oldest first, each with its time in India Standard Time and its note', () => {
    render(
      <OrderTimeline
        order={{
          timeline: [
            { at: '2026-11-26T06:00:00.000Z', event: 'placed' },
            { at: '2026-11-26T06:05:00.000Z', event: 'paid' },
            { at: '2026-11-27T10:30:00.000Z', event: 'shipped', note: 'Delhivery DL123' },
            { at: '2026-11-28T18:45:00.000Z', event: 'delivered' },
          ],
        }}
        className=""
        headingClassName=""
      />,
    )
    const list = within(screen.getByRole('region', { name: 'Timeline' })).getByRole('list')
    expect(list.tagName).toBe('OL')
    const items = within(list).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'Order placed26 Nov 2026, 11:30 am IST',
      'Payment received26 Nov 2026, 11:35 am IST',
      'Shipped27 Nov 2026, 4:00 pm ISTDelhivery DL123',
      'Delivered29 Nov 2026, 12:15 am IST',
    ])
    expect(
      within(items[0]!)
        .getByText(/11:30 am IST/)
        .closest('time'),
    ).toHaveAttribute('datetime', '2026-11-26T06:00:00.000Z')
  })

  it("names an event this build does not know (a newer server's) by its own word, rather than drop the order", () => {
    const answer = orderAnswerSchema.parse({
      ...placedOrder(),
      timeline: [{ at: '2026-11-26T06:00:00.000Z', event: 'held-at-customs' }],
    })
    render(<OrderTimeline order={answer} className="" headingClassName="" />)
    expect(screen.getByRole('listitem')).toHaveTextContent(/^held-at-customs26 Nov 2026, 11:30 am IST$/)
  })

  it('shows nothing for an order answered without a timeline (a list)', () => {
    const { container } = render(<OrderTimeline order={{}} className="" headingClassName="" />)
    expect(container).toBeEmptyDOMElement()
  })
})
