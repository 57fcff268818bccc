import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { toast } from 'sonner'
import { signInFormSchema, type SignInForm as SignInValues } from '@common/schemas/auth'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { PasswordField } from '../../../components/ui/password-field'
import { EmailField } from '../../../components/ui/text-field'
import { describeLoginError } from '../auth-error-messages'
import { TwoFactorStep } from './two-factor-step'
import { useSession } from '../../../lib/session-context'

/**
 * Signs in; where the visitor goes next is decided by the page once the session has a user. An account with
 * two-step sign-in answers the password with a challenge, and the second step asks for the code in its place.
 */
export function SignInForm() {
  const { login } = useSession()
  const [serverError, setServerError] = useState<string | null>(null)
  const [challenge, setChallenge] = useState<string | null>(null)
  const isBackFromSecondStep = useRef(false)
  const {
    register,
    handleSubmit,
    setFocus,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({
    resolver: zodResolver(signInFormSchema),
    defaultValues: { email: '', password: '' },
  })

  // Back from the second step, the password is asked again: the challenge it earned is gone.
  useEffect(() => {
    if (challenge !== null || !isBackFromSecondStep.current) return
    isBackFromSecondStep.current = false
    setFocus('password')
  }, [challenge, setFocus])

  const backToPasswordStep = (message: string | null) => {
    isBackFromSecondStep.current = true
    resetField('password')
    setServerError(message)
    setChallenge(null)
  }

  const signIn = handleSubmit(async ({ email, password }) => {
    setServerError(null)
    try {
      const outcome = await login(email, password)
      if ('challenge' in outcome) setChallenge(outcome.challenge)
    } catch (error) {
      const message = describeLoginError(error)
      setServerError(message)
      toast.error(message)
    }
  })

  if (challenge !== null) {
    return (
      <TwoFactorStep
        challenge={challenge}
        onChallengeEnded={backToPasswordStep}
        onBack={() => backToPasswordStep(null)}
      />
    )
  }

  return (
    <form onSubmit={signIn} noValidate className="space-y-5" aria-busy={isSubmitting}>
      {serverError && <FormAlert message={serverError} />}
      <EmailField error={errors.email?.message} {...register('email')} />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        placeholder="Your password"
        error={errors.password?.message}
        {...register('password')}
      />
      <p className="-mt-2 text-right text-sm">
        <Link
          to="/forgot-password"
          className="font-semibold text-accent-400 underline-offset-4 hover:text-accent-300 hover:underline"
        >
          Forgot password?
        </Link>
      </p>
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  )
}
