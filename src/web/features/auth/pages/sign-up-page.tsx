import { Navigate, useSearchParams } from 'react-router'
import { Spinner } from '../../../components/ui/spinner'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { AuthCard } from '../components/auth-card'
import { AuthLink } from '../components/auth-link'
import { SignUpForm } from '../components/sign-up-form'
import { readReturnTo } from '../post-auth-path'
import { useSession } from '../../../lib/session-context'
import { useSignedInDestination } from './use-signed-in-destination'

export function SignUpPage() {
  useDocumentTitle('Create Account')
  const { user, status } = useSession()
  const [searchParams] = useSearchParams()
  const destination = useSignedInDestination()

  if (destination) return <Navigate to={destination} replace />
  if (status === 'loading' && user) return <Spinner label="Checking your session" />

  return (
    <AuthCard
      title="Create your account"
      subtitle="Join fellow collectors and start your anime collection."
      footer={
        <>
          Already have an account?{' '}
          <AuthLink to="/login" returnTo={readReturnTo(searchParams)}>
            Sign In
          </AuthLink>
        </>
      }
    >
      <SignUpForm />
    </AuthCard>
  )
}
