import { act, configure, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeProduct } from '../../../lib/products/product-test-fixtures'
import type { Product } from '../../../lib/products'
import { jsonResponse, mockApi, type ApiHandler } from '../../../test/mock-api'
import { renderApp } from '../../../test/render-app'

// The whole app renders for each test; on a busy machine the first paint can take more than a second.
configure({ asyncUtilTimeout: 5_000 })

const NOW = Date.parse('2026-11-29T10:00:00.000Z')
// 2 days, 4 h 13 min 9 s after NOW: 7:43 pm on 1 December in India.
const LIVE_AT = '2026-12-01T14:13:09.000Z'
const reze = makeProduct({
  _id: '64b7f0c2a1b2c3d4e5f6cc01',
  name: 'Reze Bomb Devil Figure',
  stock: 25,
  status: 'scheduled',
  liveAt: LIVE_AT,
  teaser: true,
})

function openProductPage(answers: Product[], extra: Record<string, ApiHandler | ApiHandler[]> = {}) {
  const api = mockApi({
    [`GET /api/products/${reze._id}`]: answers.map((product) => () => jsonResponse(200, product)),
    [`GET /api/reviews/product/${reze._id}`]: () => jsonResponse(200, []),
    'GET /api/products': () => jsonResponse(200, { products: [] }),
    ...extra,
  })
  return { ...api, ...renderApp(`/product/${reze._id}`) }
}

const timer = () => screen.getByRole('timer')

describe('the teaser page of a product before its launch', () => {
  beforeEach(() => {
    // Only the clock the countdown reads and ticks with: the page's other waits run as usual.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] })
    vi.setSystemTime(NOW)
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('counts down to the launch, named in India time, with "Notify me at launch" in place of the buy buttons', async () => {
    openProductPage([reze])
    await screen.findByRole('heading', { level: 1, name: reze.name })

    expect(timer()).toHaveTextContent('Launches in 2d 04h 13m 09s')
    expect(timer()).toHaveAccessibleName('Launches Tue, 1 Dec 2026, 7:43 pm IST')
    // Not a live region: a screen reader is not interrupted every second.
    expect(timer()).not.toHaveAttribute('aria-live')
    expect(screen.getByText('On sale Tue, 1 Dec 2026, 7:43 pm IST')).toBeInTheDocument()
    expect(screen.getByText('COMING SOON')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Add to Cart/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Buy Now/ })).not.toBeInTheDocument()
    expect(screen.queryByText(/notify list may order/)).not.toBeInTheDocument()
    expect(await screen.findByRole('form', { name: 'Notify me at launch' })).toBeInTheDocument()

    await act(() => vi.advanceTimersByTime(1_000))
    expect(timer()).toHaveTextContent('Launches in 2d 04h 13m 08s')
  })

  it('says from when the notify list may order, and when it opens to everyone', async () => {
    openProductPage([{ ...reze, earlyAccessMinutes: 60 }])
    await screen.findByRole('heading', { level: 1, name: reze.name })

    expect(
      screen.getByText(
        'Shoppers on the notify list may order from Tue, 1 Dec 2026, 6:43 pm IST; it opens to everyone at Tue, 1 Dec 2026, 7:43 pm IST.',
      ),
    ).toBeInTheDocument()
  })

  it('subscribes through the notify list and shows the server’s answer', async () => {
    const { requestsTo, user } = openProductPage([reze], {
      [`POST /api/products/${reze._id}/notify-me`]: () =>
        jsonResponse(201, { success: true, message: "We'll e-mail you when it launches." }),
    })

    await user.type(await screen.findByLabelText('Your e-mail'), 'asha@example.in')
    await user.click(screen.getByRole('button', { name: 'Notify me at launch' }))

    expect(await screen.findByText("We'll e-mail you when it launches.")).toBeInTheDocument()
    expect(requestsTo('POST', `/api/products/${reze._id}/notify-me`)[0]?.body).toEqual({
      email: 'asha@example.in',
    })
  })

  it('asks for the product again when the countdown reaches zero, and then offers it for sale', async () => {
    const launched = { ...reze, status: 'live' as const }
    const { requestsTo } = openProductPage([{ ...reze, liveAt: '2026-11-29T10:00:02.000Z' }, launched])
    await screen.findByRole('heading', { level: 1, name: reze.name })
    expect(timer()).toHaveTextContent('Launches in 00h 00m 02s')
    expect(requestsTo('GET', `/api/products/${reze._id}`)).toHaveLength(1)

    await act(() => vi.advanceTimersByTime(2_000))

    expect(await screen.findByRole('button', { name: /Add to Cart/ })).toBeInTheDocument()
    expect(requestsTo('GET', `/api/products/${reze._id}`)).toHaveLength(2)
    expect(screen.queryByRole('timer')).not.toBeInTheDocument()
    expect(screen.queryByRole('form', { name: 'Notify me at launch' })).not.toBeInTheDocument()
  })

  it('keeps asking while the answer still says scheduled after the launch time (another clock a little behind)', async () => {
    const due = { ...reze, liveAt: '2026-11-29T10:00:01.000Z' }
    const { requestsTo } = openProductPage([due, due, { ...reze, status: 'live' }])
    await screen.findByRole('heading', { level: 1, name: reze.name })

    await act(() => vi.advanceTimersByTime(1_000))
    await waitFor(() => expect(requestsTo('GET', `/api/products/${reze._id}`)).toHaveLength(2))
    expect(timer()).toHaveTextContent('Launching now…')

    await act(() => vi.advanceTimersByTime(2_000))
    expect(await screen.findByRole('button', { name: /Add to Cart/ })).toBeInTheDocument()
    expect(requestsTo('GET', `/api/products/${reze._id}`)).toHaveLength(3)
  })
})
