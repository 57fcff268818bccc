import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { MailCheck } from 'lucide-react'
import { forgotPasswordInputSchema, type ForgotPasswordInput } from '@common/schemas/mail'
import { Button } from '../../../components/ui/button'
import { buttonClassName } from '../../../components/ui/button-styles'
import { FormAlert } from '../../../components/ui/form-alert'
import { EmailField } from '../../../components/ui/text-field'
import { requestPasswordReset } from '../api/forgot-password'
import { describeForgotPasswordError } from '../auth-error-messages'

type ForgotPasswordFields = { email: string }

/** Asks for a reset link; once sent, the form gives way to the server's answer and a way back to sign-in. */
export function ForgotPasswordForm() {
  const [serverError, setServerError] = useState<string | null>(null)
  const [sentMessage, setSentMessage] = useState<string | null>(null)
  const sentMessageRef = useRef<HTMLParagraphElement>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordFields, unknown, ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordInputSchema),
    defaultValues: { email: '' },
  })

  // The button that was pressed is gone with the form: focus moves to the answer so it is not lost.
  useEffect(() => {
    if (sentMessage) sentMessageRef.current?.focus()
  }, [sentMessage])

  const send = handleSubmit(async (input) => {
    setServerError(null)
    try {
      setSentMessage(await requestPasswordReset(input))
    } catch (error) {
      setServerError(describeForgotPasswordError(error))
    }
  })

  return (
    <>
      {/* Always present, so screen readers announce the answer when it fills in. */}
      <div role="status">
        {sentMessage && (
          <div className="rounded-lg border border-emerald-400/30 bg-emerald-950/40 px-4 py-4 text-sm text-emerald-50">
            <MailCheck aria-hidden="true" className="mb-2 size-6 text-emerald-300" />
            <p ref={sentMessageRef} tabIndex={-1} className="leading-relaxed outline-none">
              {sentMessage}
            </p>
          </div>
        )}
      </div>
      {sentMessage ? (
        <Link to="/login" className={buttonClassName('primary', 'mt-6 w-full')}>
          Back to sign in
        </Link>
      ) : (
        <form onSubmit={send} noValidate className="space-y-5" aria-busy={isSubmitting}>
          {serverError && <FormAlert message={serverError} />}
          <EmailField error={errors.email?.message} {...register('email')} />
          <Button type="submit" disabled={isSubmitting} className="w-full">
            {isSubmitting ? 'Sending…' : 'Send reset link'}
          </Button>
        </form>
      )}
    </>
  )
}
