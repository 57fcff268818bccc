import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { toast } from 'sonner'
import {
  twoFactorDisableInputSchema,
  WRONG_PASSWORD_MESSAGE,
  WRONG_TWO_FACTOR_CODE_MESSAGE,
} from '@common/schemas/two-factor'
import { isApiError, NO_RESPONSE_MESSAGE } from '../../../api/api-error'
import { Button } from '../../../components/ui/button'
import { PasswordField } from '../../../components/ui/password-field'
import { TextField } from '../../../components/ui/text-field'
import { useDisableTwoFactor } from '../api/disable-two-factor'
import { DismissibleAlert } from './dismissible-alert'

export const DISABLE_FAILED_MESSAGE = 'Could not turn off two-step sign-in. Please try again.'

/** Turning the second step off asks for both factors: a stolen session alone cannot remove it. */
export function TurnOffTwoFactorForm({ email, onTurnedOff }: { email: string; onTurnedOff: () => void }) {
  const { mutateAsync: disableTwoFactor } = useDisableTwoFactor()
  const [errorMessage, setErrorMessage] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(twoFactorDisableInputSchema),
    defaultValues: { password: '', code: '' },
  })

  const turnOff = handleSubmit(async (input) => {
    setErrorMessage(null)
    try {
      toast.success(await disableTwoFactor(input))
      onTurnedOff()
    } catch (error) {
      if (!isApiError(error)) return setErrorMessage(DISABLE_FAILED_MESSAGE)
      if (!error.hasResponse) return setErrorMessage(NO_RESPONSE_MESSAGE)
      const { serverMessage, serverField } = error
      if (serverMessage === WRONG_PASSWORD_MESSAGE || serverField === 'password') {
        return setError('password', { message: serverMessage }, { shouldFocus: true })
      }
      if (serverMessage === WRONG_TWO_FACTOR_CODE_MESSAGE || serverField === 'code') {
        return setError('code', { message: serverMessage }, { shouldFocus: true })
      }
      setErrorMessage(error.status < 500 ? (serverMessage ?? DISABLE_FAILED_MESSAGE) : DISABLE_FAILED_MESSAGE)
    }
  })

  return (
    <form onSubmit={turnOff} noValidate className="space-y-5" aria-busy={isSubmitting}>
      {errorMessage && <DismissibleAlert message={errorMessage} onDismiss={() => setErrorMessage(null)} />}
      {/* Tells a password manager whose password this is. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <div className="grid gap-5 sm:grid-cols-2">
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label="Authentication code"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="123456 or a recovery code"
          error={errors.code?.message}
          {...register('code')}
        />
      </div>
      <div className="flex justify-end border-t border-white/10 pt-5">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Turning off...' : 'Turn off'}
        </Button>
      </div>
    </form>
  )
}
