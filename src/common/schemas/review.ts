import { z } from 'zod'
import { MAX_REVIEW_COMMENT_LENGTH } from '../constants'
import { controlCharactersMessage, hasNoControlCharactersExceptLineBreaks } from './text'

export const MIN_REVIEW_RATING = 1
export const MAX_REVIEW_RATING = 5

export const REVIEW_MESSAGES = {
  commentRequired: 'Please enter a review comment',
  commentTooLong: `Your review can be at most ${MAX_REVIEW_COMMENT_LENGTH} characters`,
  rating: `Rating must be a whole number from ${MIN_REVIEW_RATING} to ${MAX_REVIEW_RATING}`,
  productIdMissing: 'Product ID is missing',
  alreadyReviewed: 'You have already reviewed this product',
  submitFailed: 'Failed to submit review',
  submitted: 'Review submitted successfully',
  loadFailed: 'Failed to load reviews',
} as const

/** POST /reviews/product/:id and the review form: a whole-star rating and a comment. */
export const createReviewInputSchema = z.object(
  {
    rating: z
      .number({ error: REVIEW_MESSAGES.rating })
      .int(REVIEW_MESSAGES.rating)
      .min(MIN_REVIEW_RATING, REVIEW_MESSAGES.rating)
      .max(MAX_REVIEW_RATING, REVIEW_MESSAGES.rating),
    comment: z
      .string({ error: REVIEW_MESSAGES.commentRequired })
      .trim()
      .min(1, REVIEW_MESSAGES.commentRequired)
      .max(MAX_REVIEW_COMMENT_LENGTH, REVIEW_MESSAGES.commentTooLong)
      .refine(hasNoControlCharactersExceptLineBreaks, controlCharactersMessage('Your review')),
  },
  { error: 'Send the review as an object with rating and comment' },
)
export type CreateReviewInput = z.output<typeof createReviewInputSchema>
export type CreateReviewForm = z.input<typeof createReviewInputSchema>

/**
 * A review as the API answers it. `user` is the author's account (null once it is deleted); `name` is
 * the name the author had when writing, kept for deleted accounts.
 */
export const reviewSchema = z.object({
  _id: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  createdAt: z.string(),
  user: z.object({ _id: z.string(), name: z.string() }).nullable(),
  name: z.string(),
})
export type Review = z.infer<typeof reviewSchema>

export const reviewListSchema = z.array(reviewSchema)
