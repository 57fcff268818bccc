import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { toast } from 'sonner'
import { signUpFormSchema, type SignUpForm as SignUpValues } from '@common/schemas/auth'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { PasswordField } from '../../../components/ui/password-field'
import { EmailField, NameField } from '../../../components/ui/text-field'
import { describeRegistrationError } from '../auth-error-messages'
import { useSession } from '../../../lib/session-context'

/** Creates the account and signs in; the page then sends the new user on. */
export function SignUpForm() {
  const { register: registerAccount } = useSession()
  const [serverError, setServerError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignUpValues>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  })

  const signUp = handleSubmit(async ({ name, email, password }) => {
    setServerError(null)
    try {
      await registerAccount(name, email, password)
    } catch (error) {
      const message = describeRegistrationError(error)
      setServerError(message)
      toast.error(message)
    }
  })

  return (
    <form onSubmit={signUp} noValidate className="space-y-5" aria-busy={isSubmitting}>
      {serverError && <FormAlert message={serverError} />}
      <NameField error={errors.name?.message} {...register('name')} />
      <EmailField error={errors.email?.message} {...register('email')} />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        placeholder="Create a password"
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label="Confirm Password"
        toggleSubject="confirm password"
        autoComplete="new-password"
        placeholder="Type it again"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Creating Account...' : 'Create Account'}
      </Button>
    </form>
  )
}
