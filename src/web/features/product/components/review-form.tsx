import { useId, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { toast } from 'sonner'
import { DEFAULT_REVIEW_RATING, MAX_REVIEW_COMMENT_LENGTH } from '@common/constants'
import {
  createReviewInputSchema,
  REVIEW_MESSAGES,
  type CreateReviewForm,
  type CreateReviewInput,
  type Review,
} from '@common/schemas/review'
import { Button } from '../../../components/ui/button'
import { inputClassName, labelClassName } from '../../../components/ui/field-styles'
import { FormAlert } from '../../../components/ui/form-alert'
import { createProductReview, describeReviewError } from '../api/create-product-review'
import { RatingPicker } from './rating-picker'

const emptyReview: CreateReviewForm = { rating: DEFAULT_REVIEW_RATING, comment: '' }

interface ReviewFormProps {
  productId: string | undefined
  onReviewAdded: (review: Review) => void
}

/** Writes a review: rating 1–5, default 5, and a comment; resets once saved. */
export function ReviewForm({ productId, onReviewAdded }: ReviewFormProps) {
  const commentId = useId()
  const [submitError, setSubmitError] = useState<string | null>(null)
  const {
    control,
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<CreateReviewForm, unknown, CreateReviewInput>({
    resolver: zodResolver(createReviewInputSchema),
    defaultValues: emptyReview,
  })

  const submission = useMutation({
    mutationFn: (input: CreateReviewInput) => createProductReview(productId ?? '', input),
    onSuccess: (review) => {
      onReviewAdded(review)
      reset(emptyReview)
      toast.success(REVIEW_MESSAGES.submitted)
    },
    onError: (error) => {
      const message = describeReviewError(error)
      setSubmitError(message)
      toast.error(message)
    },
  })

  const submit = handleSubmit((input) => {
    setSubmitError(null)
    if (!productId) {
      setSubmitError(REVIEW_MESSAGES.productIdMissing)
      toast.error(REVIEW_MESSAGES.productIdMissing)
      return
    }
    submission.mutate(input)
  })

  const commentLength = watch('comment')?.length ?? 0
  const commentError = errors.comment?.message
  const isSubmitting = submission.isPending

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-busy={isSubmitting}
      className="space-y-4"
      aria-label="Write a review"
    >
      {submitError && <FormAlert message={submitError} />}
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <RatingPicker value={field.value} onChange={field.onChange} disabled={isSubmitting} />
        )}
      />
      <div>
        <label htmlFor={commentId} className={labelClassName}>
          Your review
        </label>
        <textarea
          id={commentId}
          rows={4}
          maxLength={MAX_REVIEW_COMMENT_LENGTH}
          placeholder="What did you like? How is the paint, the packaging, the size?"
          aria-invalid={commentError ? true : undefined}
          aria-describedby={`${commentId}-count${commentError ? ` ${commentId}-error` : ''}`}
          className={`${inputClassName} resize-y`}
          disabled={isSubmitting}
          {...register('comment')}
        />
        <div className="mt-1 flex items-start justify-between gap-3">
          {commentError ? (
            <p id={`${commentId}-error`} className="text-sm text-rose-300">
              {commentError}
            </p>
          ) : (
            <span />
          )}
          <p id={`${commentId}-count`} className="shrink-0 text-xs text-slate-400">
            {commentLength}/{MAX_REVIEW_COMMENT_LENGTH}
          </p>
        </div>
      </div>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Submitting...' : 'Submit Review'}
      </Button>
    </form>
  )
}
