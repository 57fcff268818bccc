import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { toast } from 'sonner'
import {
  changePasswordFormSchema,
  WRONG_CURRENT_PASSWORD_MESSAGE,
  type ChangePasswordForm as ChangePasswordValues,
} from '@common/schemas/auth'
import { isApiError } from '../../../api/api-error'
import { Button } from '../../../components/ui/button'
import { PasswordField } from '../../../components/ui/password-field'
import { useChangePassword } from '../api/change-password'
import { DismissibleAlert } from './dismissible-alert'

export const PASSWORD_CHANGE_FAILED_MESSAGE = 'Could not change the password. Please try again.'

const EMPTY_FORM: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' }

/**
 * Current, new and confirmed password. A wrong current password is shown on its field; on success a toast says
 * that the other devices were signed out (this one stays signed in) and the form empties.
 */
export function ChangePasswordForm({ email }: { email: string }) {
  const { mutateAsync: changePassword } = useChangePassword()
  const [errorMessage, setErrorMessage] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY_FORM,
  })

  const save = handleSubmit(async ({ currentPassword, newPassword }) => {
    setErrorMessage(null)
    try {
      const confirmation = await changePassword({ currentPassword, newPassword })
      reset(EMPTY_FORM)
      toast.success(confirmation)
    } catch (error) {
      const serverMessage = isApiError(error) ? error.serverMessage : undefined
      if (serverMessage === WRONG_CURRENT_PASSWORD_MESSAGE) {
        setError('currentPassword', { message: serverMessage }, { shouldFocus: true })
      } else {
        setErrorMessage(serverMessage ?? PASSWORD_CHANGE_FAILED_MESSAGE)
      }
    }
  })

  return (
    <form onSubmit={save} noValidate className="space-y-5" aria-busy={isSubmitting}>
      {errorMessage && <DismissibleAlert message={errorMessage} onDismiss={() => setErrorMessage(null)} />}
      {/* Tells a password manager whose password this is, so that it updates the right entry. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <PasswordField
        label="Current password"
        toggleSubject="current password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        className="sm:max-w-[calc(50%-0.625rem)]"
        {...register('currentPassword')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <PasswordField
          label="New password"
          toggleSubject="new password"
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <PasswordField
          label="Confirm new password"
          toggleSubject="new password confirmation"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      </div>
      <div className="flex flex-col gap-3 border-t border-white/10 pt-5 sm:flex-row sm:justify-end">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Changing...' : 'Change Password'}
        </Button>
      </div>
    </form>
  )
}
