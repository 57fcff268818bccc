import { useSearchParams } from 'react-router'
import { resolvePostAuthPath } from '../post-auth-path'
import { useSession } from '../../../lib/session-context'

/** Where a signed-in visitor of /login or /signup belongs, or undefined while nobody is signed in. */
export function useSignedInDestination(): string | undefined {
  const { user, status } = useSession()
  const [searchParams] = useSearchParams()
  if (status !== 'authenticated' || !user) return undefined
  return resolvePostAuthPath(user, searchParams)
}
