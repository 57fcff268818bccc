import { useSearchParams } from 'react-router'
import { MIN_PASSWORD_LENGTH } from '@common/constants'
import { RESET_LINK_INVALID_MESSAGE } from '@common/schemas/mail'
import { FormAlert } from '../../../components/ui/form-alert'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { AskForNewLink } from '../components/ask-for-new-link'
import { AuthCard } from '../components/auth-card'
import { AuthLink } from '../components/auth-link'
import { ResetPasswordForm } from '../components/reset-password-form'

/** Where the reset e-mail's link leads: `?token=` names the request; without one there is nothing to reset. */
export function ResetPasswordPage() {
  useDocumentTitle('Choose a New Password')
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token')?.trim() ?? ''

  return (
    <AuthCard
      title="Choose a new password"
      subtitle={
        token === ''
          ? 'This page opens from the link in a password reset e-mail.'
          : `At least ${MIN_PASSWORD_LENGTH} characters. You will be signed in once it is saved.`
      }
      footer={
        <>
          Remembered it?{' '}
          <AuthLink to="/login" returnTo={undefined}>
            Sign In
          </AuthLink>
        </>
      }
    >
      {token === '' ? (
        <div className="space-y-3">
          <FormAlert message={RESET_LINK_INVALID_MESSAGE} />
          <AskForNewLink />
        </div>
      ) : (
        <ResetPasswordForm token={token} />
      )}
    </AuthCard>
  )
}
