import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { toast } from 'sonner'
import { z } from 'zod'
import { PASSWORDS_DO_NOT_MATCH_MESSAGE, signUpFormSchema } from '@common/schemas/auth'
import { isApiError } from '../../../api/api-error'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { PasswordField } from '../../../components/ui/password-field'
import { describeResetPasswordError } from '../auth-error-messages'
import { resolvePostAuthPath } from '../post-auth-path'
import { useSession } from '../../../lib/session-context'
import { AskForNewLink } from './ask-for-new-link'
import { TwoFactorStep } from './two-factor-step'

export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed'

// The new password follows the sign-up form's rules and texts, so a shopper meets the same messages in both.
const resetPasswordFormSchema = z
  .object({
    password: signUpFormSchema.shape.password,
    confirmPassword: signUpFormSchema.shape.confirmPassword,
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH_MESSAGE,
    path: ['confirmPassword'],
  })
type ResetPasswordFields = z.infer<typeof resetPasswordFormSchema>

interface Refusal {
  message: string
  /** A 400: the link is unknown, used or expired (or the password broke a rule the form did not catch). */
  offerNewLink: boolean
}

/**
 * Sets the new password; the answer signs the shopper in as sign-in does, then the shop takes them on. An account
 * with two-step sign-in is asked for its code first: a reset link alone (the mailbox) is one factor.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const { resetPassword, user } = useSession()
  const navigate = useNavigate()
  const [refusal, setRefusal] = useState<Refusal | null>(null)
  // An account with two-step sign-in: the password is changed, and the code completes the sign-in.
  const [challenge, setChallenge] = useState<string | null>(null)
  useEffect(() => {
    if (challenge !== null && user)
      void navigate(resolvePostAuthPath(user, new URLSearchParams()), { replace: true })
  }, [challenge, user, navigate])
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordFields>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  })

  const save = handleSubmit(async ({ password }) => {
    setRefusal(null)
    try {
      const answer = await resetPassword(token, password)
      toast.success(PASSWORD_CHANGED_MESSAGE)
      if ('challenge' in answer) setChallenge(answer.challenge)
      else void navigate(resolvePostAuthPath(answer, new URLSearchParams()), { replace: true })
    } catch (error) {
      setRefusal({
        message: describeResetPasswordError(error),
        offerNewLink: isApiError(error) && error.status === 400,
      })
    }
  })

  if (challenge !== null)
    return (
      <TwoFactorStep
        challenge={challenge}
        // The new password is saved: when this sign-in ends, the sign-in page takes it from here.
        onChallengeEnded={() => void navigate('/login', { replace: true })}
        onBack={() => void navigate('/login', { replace: true })}
      />
    )

  return (
    <form onSubmit={save} noValidate className="space-y-5" aria-busy={isSubmitting}>
      {refusal && (
        <div className="space-y-3">
          <FormAlert message={refusal.message} />
          {refusal.offerNewLink && <AskForNewLink />}
        </div>
      )}
      <PasswordField
        label="New password"
        toggleSubject="new password"
        autoComplete="new-password"
        placeholder="Create a password"
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label="Confirm password"
        toggleSubject="confirm password"
        autoComplete="new-password"
        placeholder="Type it again"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Setting password…' : 'Set new password'}
      </Button>
    </form>
  )
}
