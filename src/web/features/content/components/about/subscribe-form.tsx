import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Send } from 'lucide-react'
import type { z } from 'zod'
import { newsletterInputSchema } from '@common/schemas/messages'
import { isApiError } from '../../../../api/api-error'
import { Button } from '../../../../components/ui/button'
import { FormAlert } from '../../../../components/ui/form-alert'
import { fieldErrorClassName, inputClassName } from '../../../../components/ui/field-styles'
import { subscribeToNewsletter, type SubscribeAnswer } from '../../api/subscribe-to-newsletter'

const FALLBACK_ERROR = 'An error occurred. Please try again.'

interface SubscribeFormProps {
  onSubscribed: (answer: SubscribeAnswer) => void
}

/** The newsletter's e-mail field and "Join Now"; the form empties once the server has answered. */
export function SubscribeForm({ onSubscribed }: SubscribeFormProps) {
  const [serverError, setServerError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof newsletterInputSchema>, unknown, z.output<typeof newsletterInputSchema>>({
    resolver: zodResolver(newsletterInputSchema),
    defaultValues: { email: '' },
  })

  const subscribe = handleSubmit(async (input) => {
    setServerError(null)
    try {
      const answer = await subscribeToNewsletter(input)
      reset()
      onSubscribed(answer)
    } catch (error) {
      // The server's own words ("Too many requests…") say more than a generic line.
      setServerError((isApiError(error) && error.serverMessage) || FALLBACK_ERROR)
    }
  })

  return (
    <form
      onSubmit={(event) => {
        if (isSubmitting) event.preventDefault()
        else void subscribe(event)
      }}
      noValidate
      aria-busy={isSubmitting}
      className="mx-auto w-full max-w-lg"
    >
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="flex-1 text-left">
          <label htmlFor="newsletter-email" className="sr-only">
            Email address
          </label>
          <input
            id="newsletter-email"
            type="email"
            autoComplete="email"
            placeholder="Enter your email address"
            className={`${inputClassName} h-12`}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? 'newsletter-email-error' : undefined}
            {...register('email')}
          />
          {errors.email && (
            <p id="newsletter-email-error" className={fieldErrorClassName}>
              {errors.email.message}
            </p>
          )}
        </div>
        {/* aria-disabled, not disabled: the button keeps focus, so closing the dialog can return it there. */}
        <Button type="submit" aria-disabled={isSubmitting} className="h-12 px-6 aria-disabled:opacity-60">
          <Send aria-hidden="true" className="size-4" />
          Join Now
        </Button>
      </div>
      {serverError && (
        <div className="mt-3 text-left">
          <FormAlert message={serverError} />
        </div>
      )}
    </form>
  )
}
