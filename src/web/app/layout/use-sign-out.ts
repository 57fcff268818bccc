import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useSession } from '../../lib/session-context'

/** Signs out from anywhere: leaves for / first, since a signed-in page's guard would otherwise send the visitor to /login. */
export function useSignOut() {
  const { logout } = useSession()
  const navigate = useNavigate()
  const [isSigningOut, setIsSigningOut] = useState(false)

  const signOut = async () => {
    setIsSigningOut(true)
    await navigate('/')
    await logout()
    setIsSigningOut(false)
  }

  return { signOut, isSigningOut }
}
