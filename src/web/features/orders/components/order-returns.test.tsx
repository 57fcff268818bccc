import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse } from '../../../test/mock-api'
import { openMyOrder, orderHeading } from '../test/open-my-order'
import { CLOSED_DEADLINE, deliveredOrder, returnRequest } from '../test/return-fixtures'

const requests = () => within(screen.getByRole('region', { name: 'Returns' })).getAllByRole('listitem')

describe('return requests on the order page', () => {
  it('shows each request with its status in words, items, reason, notes, photos and refund', async () => {
    openMyOrder(() =>
      jsonResponse(
        200,
        deliveredOrder({
          returnDeadline: CLOSED_DEADLINE,
          returns: [
            returnRequest({
              photos: [
                '/media/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.webp',
                '/media/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.webp',
              ],
            }),
            returnRequest({
              _id: 'f7f7f7f7f7f7f7f7f7f7f7f7',
              status: 'approved',
              adminNote: 'Please send it with the original box',
            }),
            returnRequest({
              _id: 'f8f8f8f8f8f8f8f8f8f8f8f8',
              status: 'rejected',
              reason: 'changed-mind',
              note: null,
              photos: [],
              adminNote: 'Opened figures cannot be returned',
            }),
            returnRequest({
              _id: 'f9f9f9f9f9f9f9f9f9f9f9f9',
              status: 'received',
              refundId: 'e5e5e5e5e5e5e5e5e5e5e5e5',
              refundAmount: 2499.5,
            }),
          ],
        }),
      ),
    )
    await orderHeading()

    const [requested, approved, rejected, received] = requests().filter((item) =>
      item.textContent?.startsWith('Asked on'),
    )
    expect(requested).toHaveTextContent("Requested — waiting for the shop's decision")
    expect(requested).toHaveTextContent('Asked on 11 March 2025')
    expect(requested).toHaveTextContent('Gojo Satoru Figure × 1')
    expect(requested).toHaveTextContent('ReasonArrived damaged (box or figure)')
    expect(requested).toHaveTextContent('Your noteThe box is crushed')
    const photos = within(requested!).getAllByRole('link', { name: /^Photo/ })
    expect(photos.map((photo) => photo.getAttribute('href'))).toEqual([
      '/media/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.webp',
      '/media/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.webp',
    ])
    expect(within(photos[0]!).getByRole('img')).toHaveAccessibleName('Photo 1 of 2, full size in a new tab')
    expect(within(photos[0]!).getByRole('img')).toHaveAttribute(
      'srcset',
      expect.stringContaining('/media/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-320.webp 320w'),
    )

    expect(approved).toHaveTextContent('Approved — please send the items back')
    expect(approved).toHaveTextContent('From the shopPlease send it with the original box')
    expect(rejected).toHaveTextContent('Rejected')
    expect(rejected).toHaveTextContent('ReasonChanged my mind')
    expect(rejected).toHaveTextContent('From the shopOpened figures cannot be returned')
    expect(rejected).not.toHaveTextContent('Your note')
    expect(within(rejected!).queryByRole('link')).not.toBeInTheDocument()
    expect(received).toHaveTextContent('Received')
    expect(received).toHaveTextContent('Refund₹2,499.50')
    expect(requested).not.toHaveTextContent('Refund')
  })

  it('shows no Returns section for an order without requests', async () => {
    openMyOrder(() => jsonResponse(200, deliveredOrder()))
    await orderHeading()
    expect(screen.queryByRole('region', { name: 'Returns' })).not.toBeInTheDocument()
  })
})
