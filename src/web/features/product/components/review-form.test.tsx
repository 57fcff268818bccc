import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClientProvider } from '@tanstack/react-query'
import { Toaster } from 'sonner'
import { describe, expect, it, vi } from 'vitest'
import type { Review } from '@common/schemas/review'
import { createTestQueryClient } from '../../../test/query-client'
import { jsonResponse, mockApi, type ApiHandler } from '../../../test/mock-api'
import { ReviewForm } from './review-form'

const productId = '650000000000000000000abc'
const reviewsPath = `POST /api/reviews/product/${productId}`

const savedReview: Review = {
  _id: '670000000000000000000001',
  rating: 3,
  comment: 'Solid paint job',
  createdAt: '2025-03-04T10:00:00.000Z',
  user: { _id: 'u1', name: 'Asha Verma' },
  name: 'Asha Verma',
}

function renderForm(routes: Record<string, ApiHandler> = {}, id: string | undefined = productId) {
  const api = mockApi(routes)
  const onReviewAdded = vi.fn()
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <ReviewForm productId={id} onReviewAdded={onReviewAdded} />
      <Toaster />
    </QueryClientProvider>,
  )
  return { api, onReviewAdded, user: userEvent.setup() }
}

const comment = () => screen.getByRole('textbox', { name: 'Your review' })
const submit = () => screen.getByRole('button', { name: 'Submit Review' })
const stars = (count: number) => screen.getByRole('radio', { name: `${count} star${count === 1 ? '' : 's'}` })
const toasts = () => screen.getByRole('region', { name: /notifications/i })

describe('review form', () => {
  it('starts at rating 5 with an empty comment', () => {
    renderForm()
    expect(stars(5)).toBeChecked()
    expect(comment()).toHaveValue('')
  })

  it('asks for a comment that is not only spaces, sending nothing', async () => {
    const { api, user } = renderForm({ [reviewsPath]: () => jsonResponse(201, savedReview) })
    await user.type(comment(), '    ')
    await user.click(submit())
    expect(await screen.findByText('Please enter a review comment')).toBeInTheDocument()
    expect(api.requests).toHaveLength(0)
  })

  it('sends the rating and trimmed comment, reports success, hands the review on and resets', async () => {
    const { api, onReviewAdded, user } = renderForm({ [reviewsPath]: () => jsonResponse(201, savedReview) })
    await user.click(stars(3))
    await user.type(comment(), '  Solid paint job  ')
    await user.click(submit())

    expect(await within(toasts()).findByText('Review submitted successfully')).toBeInTheDocument()
    expect(api.requestsTo('POST', `/api/reviews/product/${productId}`)[0]!.body).toEqual({
      rating: 3,
      comment: 'Solid paint job',
    })
    expect(onReviewAdded).toHaveBeenCalledWith(savedReview)
    await waitFor(() => expect(comment()).toHaveValue(''))
    expect(stars(5)).toBeChecked()
  })

  it('says "You have already reviewed this product" for a 400 about a second review', async () => {
    const { onReviewAdded, user } = renderForm({
      [reviewsPath]: () => jsonResponse(400, { success: false, message: 'Product already reviewed' }),
    })
    await user.type(comment(), 'Again')
    await user.click(submit())
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already reviewed this product')
    expect(onReviewAdded).not.toHaveBeenCalled()
    expect(comment()).toHaveValue('Again')
  })

  it("shows the server's message for other failures", async () => {
    const { user } = renderForm({
      [reviewsPath]: () => jsonResponse(403, { success: false, message: 'Reviews are closed' }),
    })
    await user.type(comment(), 'Hello')
    await user.click(submit())
    expect(await screen.findByRole('alert')).toHaveTextContent('Reviews are closed')
  })

  it('falls back to "Failed to submit review" when the server gives no message', async () => {
    const { user } = renderForm({ [reviewsPath]: () => new Response('', { status: 502 }) })
    await user.type(comment(), 'Hello')
    await user.click(submit())
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit review')
  })

  it('says "Product ID is missing" without a product id', async () => {
    const { api, user } = renderForm({}, '')
    await user.type(comment(), 'Hello')
    await user.click(submit())
    expect(await screen.findByRole('alert')).toHaveTextContent('Product ID is missing')
    expect(api.requests).toHaveLength(0)
  })
})
