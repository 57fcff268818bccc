import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { AppProviders } from '../../../app/providers'
import { createTestQueryClient } from '../../../test/query-client'
import { LAST_CHECKED_PINCODE_KEY } from '../../../lib/pincode'
import { jsonResponse, mockApi } from '../../../test/mock-api'
import { CheckDelivery } from './check-delivery'

const bengaluru = {
  pincode: '560001',
  city: 'Bengaluru',
  district: 'Bengaluru Urban',
  state: 'Karnataka',
  zone: 'elsewhere',
  cashOnDelivery: true,
  estimate: { minDays: 2, maxDays: 4, earliest: '2026-11-26', latest: '2026-11-28' },
}
const portBlair = {
  pincode: '744101',
  city: 'Port Blair',
  district: 'South Andaman',
  state: 'Andaman and Nicobar Islands',
  zone: 'elsewhere',
  cashOnDelivery: false,
  estimate: { minDays: 5, maxDays: 9, earliest: '2026-11-29', latest: '2026-12-03' },
}

function renderCheck() {
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <CheckDelivery />
    </AppProviders>,
  )
  return userEvent.setup()
}

const pinField = () => screen.getByLabelText('PIN code')
const answer = () => screen.getByRole('status')

async function checkPin(user: ReturnType<typeof userEvent.setup>, pin: string) {
  await user.clear(pinField())
  await user.type(pinField(), pin)
  await user.click(screen.getByRole('button', { name: 'Check' }))
}

describe('check delivery', () => {
  it('is a labelled form in its own titled section', () => {
    renderCheck()

    expect(screen.getByRole('region', { name: 'Check delivery' })).toBeInTheDocument()
    expect(screen.getByRole('form', { name: 'Check delivery' })).toBeInTheDocument()
    expect(pinField()).toHaveAttribute('inputmode', 'numeric')
    expect(answer()).toBeEmptyDOMElement()
  })

  it('gives the delivery dates, formatted for India, and says cash on delivery is available', async () => {
    const { requestsTo } = mockApi({
      'GET /api/pincodes/560001/delivery': () => jsonResponse(200, bengaluru),
    })
    const user = renderCheck()

    await checkPin(user, '560001')

    await waitFor(() =>
      expect(answer()).toHaveTextContent('Delivery to Bengaluru, Karnataka by Thu, 26 Nov – Sat, 28 Nov'),
    )
    expect(answer()).toHaveTextContent('Cash on delivery available')
    expect(requestsTo('GET', '/api/pincodes/560001/delivery')).toHaveLength(1)
    expect(localStorage.getItem(LAST_CHECKED_PINCODE_KEY)).toBe('560001')
  })

  it('takes a PIN written with a space, "560 001", and checks 560001', async () => {
    const { requestsTo } = mockApi({
      'GET /api/pincodes/560001/delivery': () => jsonResponse(200, bengaluru),
    })
    const user = renderCheck()

    await checkPin(user, '560 001')

    expect(pinField()).toHaveValue('560 001')
    await waitFor(() => expect(answer()).toHaveTextContent('Delivery to Bengaluru, Karnataka'))
    expect(requestsTo('GET', '/api/pincodes/560001/delivery')).toHaveLength(1)
    expect(localStorage.getItem(LAST_CHECKED_PINCODE_KEY)).toBe('560001')
  })

  it('says when cash on delivery is not available for the PIN code', async () => {
    mockApi({ 'GET /api/pincodes/744101/delivery': () => jsonResponse(200, portBlair) })
    const user = renderCheck()

    await checkPin(user, '744101')

    await waitFor(() =>
      expect(answer()).toHaveTextContent('Cash on delivery is not available for this PIN code'),
    )
    expect(answer()).toHaveTextContent(
      'Delivery to Port Blair, Andaman and Nicobar Islands by Sun, 29 Nov – Thu, 3 Dec',
    )
  })

  it("gives the server's message for a PIN code it does not know", async () => {
    mockApi({
      'GET /api/pincodes/999999/delivery': () =>
        jsonResponse(404, { success: false, message: 'We could not find this PIN code' }),
    })
    const user = renderCheck()

    await checkPin(user, '999999')

    await waitFor(() => expect(answer()).toHaveTextContent('We could not find this PIN code'))
    expect(answer()).not.toHaveTextContent('Cash on delivery')
  })

  it.each(['12345', '012345', 'abcdef', '56 00'])(
    'refuses %s as malformed without asking the server',
    async (typed) => {
      const { fetchMock } = mockApi({})
      const user = renderCheck()

      await checkPin(user, typed)

      expect(answer()).toHaveTextContent('Please enter a valid 6-digit PIN code')
      expect(pinField()).toHaveAttribute('aria-invalid', 'true')
      expect(pinField()).toHaveAccessibleDescription('Please enter a valid 6-digit PIN code')
      expect(fetchMock).not.toHaveBeenCalled()
      expect(localStorage.getItem(LAST_CHECKED_PINCODE_KEY)).toBeNull()
    },
  )

  it("shows the server's 400 message as it is", async () => {
    mockApi({
      'GET /api/pincodes/560001/delivery': () =>
        jsonResponse(400, { success: false, message: 'Please enter a valid 6-digit PIN code' }),
    })
    const user = renderCheck()

    await checkPin(user, '560001')

    await waitFor(() => expect(answer()).toHaveTextContent('Please enter a valid 6-digit PIN code'))
  })

  it('apologises plainly when the check fails for another reason', async () => {
    mockApi({
      'GET /api/pincodes/560001/delivery': () => jsonResponse(503, { success: false, message: 'Down' }),
    })
    const user = renderCheck()

    await checkPin(user, '560001')

    await waitFor(() =>
      expect(answer()).toHaveTextContent('Could not check delivery right now. Please try again.'),
    )
  })

  it('fills in the last PIN checked and answers for it at once', async () => {
    localStorage.setItem(LAST_CHECKED_PINCODE_KEY, '744101')
    mockApi({ 'GET /api/pincodes/744101/delivery': () => jsonResponse(200, portBlair) })
    renderCheck()

    expect(pinField()).toHaveValue('744101')
    await waitFor(() =>
      expect(answer()).toHaveTextContent('Cash on delivery is not available for this PIN code'),
    )
  })

  it('ignores a remembered value that is not a PIN code', () => {
    localStorage.setItem(LAST_CHECKED_PINCODE_KEY, '<script>')
    const { fetchMock } = mockApi({})
    renderCheck()

    expect(pinField()).toHaveValue('')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('answers for a new PIN after an earlier one', async () => {
    mockApi({
      'GET /api/pincodes/560001/delivery': () => jsonResponse(200, bengaluru),
      'GET /api/pincodes/744101/delivery': () => jsonResponse(200, portBlair),
    })
    const user = renderCheck()

    await checkPin(user, '560001')
    await waitFor(() => expect(answer()).toHaveTextContent('Cash on delivery available'))
    await checkPin(user, '744101')

    await waitFor(() => expect(answer()).toHaveTextContent('Port Blair'))
    expect(localStorage.getItem(LAST_CHECKED_PINCODE_KEY)).toBe('744101')
  })
})
