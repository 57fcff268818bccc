import { Navigate, useSearchParams } from 'react-router'
import { Spinner } from '../../../components/ui/spinner'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { AuthCard } from '../components/auth-card'
import { AuthLink } from '../components/auth-link'
import { SignInForm } from '../components/sign-in-form'
import { readReturnTo } from '../post-auth-path'
import { useSession } from '../../../lib/session-context'
import { useSignedInDestination } from './use-signed-in-destination'

export function LoginPage() {
  useDocumentTitle('Sign In')
  const { user, status } = useSession()
  const [searchParams] = useSearchParams()
  const destination = useSignedInDestination()

  // Signing in (or arriving signed in) sends the visitor on: one place decides where.
  if (destination) return <Navigate to={destination} replace />
  if (status === 'loading' && user) return <Spinner label="Checking your session" />

  return (
    <AuthCard
      title="Welcome back"
      subtitle="Sign in to track orders and check out faster."
      footer={
        <>
          New to the shop?{' '}
          <AuthLink to="/signup" returnTo={readReturnTo(searchParams)}>
            Create Account
          </AuthLink>
        </>
      }
    >
      <SignInForm />
    </AuthCard>
  )
}
