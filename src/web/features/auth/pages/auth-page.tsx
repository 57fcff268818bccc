import type { ReactNode } from 'react'
import { Navigate, useSearchParams } from 'react-router'
import { Spinner } from '../../../components/ui/spinner'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { AuthCard } from '../components/auth-card'
import { AuthLink } from '../components/auth-link'
import { readReturnTo } from '../post-auth-path'
import { useSession } from '../../../lib/session-context'
import { useSignedInDestination } from './use-signed-in-destination'

type AuthPageProps = {
  documentTitle: string
  title: string
  subtitle: string
  /** The way to the other page (sign-in ↔ sign-up), keeping where the visitor was going. */
  other: { prompt: string; to: string; label: string }
  children: ReactNode
}

/** The sign-in and sign-up pages: a card with the form, and a visitor already signed in sent on. */
export function AuthPage({ documentTitle, title, subtitle, other, children }: AuthPageProps) {
  useDocumentTitle(documentTitle)
  const { user, status } = useSession()
  const [searchParams] = useSearchParams()
  const destination = useSignedInDestination()

  // Signing in (or arriving signed in) sends the visitor on: one place decides where.
  if (destination) return <Navigate to={destination} replace />
  if (status === 'loading' && user) return <Spinner label="Checking your session" />

  return (
    <AuthCard
      title={title}
      subtitle={subtitle}
      footer={
        <>
          {other.prompt}{' '}
          <AuthLink to={other.to} returnTo={readReturnTo(searchParams)}>
            {other.label}
          </AuthLink>
        </>
      }
    >
      {children}
    </AuthCard>
  )
}
