import { useDocumentTitle } from '../../../lib/use-document-title'
import { AuthCard } from '../components/auth-card'
import { AuthLink } from '../components/auth-link'
import { ForgotPasswordForm } from '../components/forgot-password-form'

export function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password')
  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the e-mail you shop with and we will send you a link to choose a new password."
      footer={
        <>
          Remembered it?{' '}
          <AuthLink to="/login" returnTo={undefined}>
            Sign In
          </AuthLink>
        </>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  )
}
