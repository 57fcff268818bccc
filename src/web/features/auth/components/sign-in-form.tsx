import { useState } from 'react'
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
import { useSession } from '../../../lib/session-context'

/** Signs in; where the visitor goes next is decided by the page once the session has a user. */
export function SignInForm() {
  const { login } = useSession()
  const [serverError, setServerError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({
    resolver: zodResolver(signInFormSchema),
    defaultValues: { email: '', password: '' },
  })

  const signIn = handleSubmit(async ({ email, password }) => {
    setServerError(null)
    try {
      await login(email, password)
    } catch (error) {
      const message = describeLoginError(error)
      setServerError(message)
      toast.error(message)
    }
  })

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
