import { useMemo, useState } from 'react'
import { Link } from 'react-router'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod'
import { Package, RotateCcw } from 'lucide-react'
import { SUCCESS_MESSAGE_HIDE_MS } from '@common/constants'
import { nameSchema, type User } from '@common/schemas/auth'
import { isApiError } from '../../../api/api-error'
import { Button } from '../../../components/ui/button'
import { buttonClassName } from '../../../components/ui/button-styles'
import { TextField } from '../../../components/ui/text-field'
import { useSession } from '../../../lib/session-context'
import { useFlashMessage } from '../use-flash-message'
import { DismissibleAlert } from './dismissible-alert'
import { SuccessMessage } from './success-message'

export const PROFILE_UPDATED_MESSAGE = 'Profile updated successfully!'
export const PROFILE_UPDATE_FAILED_MESSAGE = 'Failed to update profile. Please try again.'

const profileFormSchema = z.object({
  name: nameSchema,
  email: z
    .string()
    .trim()
    .min(1, 'Email is required')
    .pipe(z.email({ error: 'Invalid email address' })),
})
type ProfileFormValues = z.infer<typeof profileFormSchema>

/** Name and e-mail; saving goes through the session so the header shows the new name at once. */
export function ProfileForm({ user }: { user: User }) {
  const { updateProfile } = useSession()
  const [errorMessage, setErrorMessage] = useState<string | null>(null)
  const success = useFlashMessage(SUCCESS_MESSAGE_HIDE_MS)
  const storedValues = useMemo(() => ({ name: user.name, email: user.email }), [user.name, user.email])
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    // Follows the stored user (e.g. the start-up check) without overwriting what is being typed.
    values: storedValues,
    resetOptions: { keepDirtyValues: true },
  })

  const save = handleSubmit(async (values) => {
    setErrorMessage(null)
    success.hide()
    try {
      const updated = await updateProfile({ name: values.name, email: values.email })
      reset({ name: updated.name, email: updated.email }, { keepDirtyValues: false })
      success.show()
    } catch (error) {
      setErrorMessage((isApiError(error) && error.serverMessage) || PROFILE_UPDATE_FAILED_MESSAGE)
    }
  })

  const restoreStoredValues = () => {
    reset(storedValues, { keepDirtyValues: false })
    setErrorMessage(null)
    success.hide()
  }

  return (
    <form onSubmit={save} noValidate className="space-y-5" aria-busy={isSubmitting}>
      {errorMessage && <DismissibleAlert message={errorMessage} onDismiss={() => setErrorMessage(null)} />}
      <div role="status" aria-live="polite">
        {success.isVisible && <SuccessMessage message={PROFILE_UPDATED_MESSAGE} />}
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
      </div>

      <div className="flex flex-col-reverse gap-3 border-t border-white/10 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <Link to="/orders" className={buttonClassName('ghost', 'border border-white/15')}>
          <Package aria-hidden="true" className="size-4" />
          My Orders
        </Link>
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          <Button variant="ghost" onClick={restoreStoredValues} disabled={isSubmitting}>
            <RotateCcw aria-hidden="true" className="size-4" />
            Reset
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </div>
    </form>
  )
}
