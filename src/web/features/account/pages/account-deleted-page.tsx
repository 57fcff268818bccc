import { useEffect, useRef } from 'react'
import { Link, Navigate, useLocation } from 'react-router'
import { CircleCheck } from 'lucide-react'
import { buttonClassName } from '../../../components/ui/button-styles'
import { useSession } from '../../../lib/session-context'
import { useDocumentTitle } from '../../../lib/use-document-title'

/** What the profile hands over when the server has erased the account: its confirmation. */
export type AccountDeletedState = { erasedMessage: string }

function erasedMessageOf(state: unknown): string | undefined {
  return typeof state === 'object' && state !== null && 'erasedMessage' in state
    ? String((state as AccountDeletedState).erasedMessage)
    : undefined
}

/**
 * The confirmation after the account's deletion. The session ends on this device here, not on the profile: a
 * signed-in page whose session ends sends its visitor to sign in, which would hide this page. Reached any other
 * way (a reload, a typed address) it leaves for the home page and signs nobody out.
 */
export function AccountDeletedPage() {
  useDocumentTitle('Account deleted')
  const message = erasedMessageOf(useLocation().state)
  const { user, logout } = useSession()
  const headingRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (message && user) void logout()
  }, [message, user, logout])

  useEffect(() => {
    headingRef.current?.focus()
  }, [])

  if (!message) return <Navigate to="/" replace />
  return (
    <section className="flex justify-center px-4 py-16">
      <div className="w-full max-w-md rounded-2xl border border-white/10 bg-night-900/80 p-8 text-center shadow-2xl shadow-black/40">
        <CircleCheck aria-hidden="true" className="mx-auto size-12 text-emerald-300" />
        <h1 ref={headingRef} tabIndex={-1} className="mt-5 text-2xl text-white outline-none">
          Your account has been deleted
        </h1>
        <p role="status" className="mt-3 text-sm text-slate-300">
          {message}
        </p>
        <p className="mt-3 text-sm text-slate-400">
          We have sent a last e-mail to your old address. You have been signed out on every device.
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/" className={buttonClassName('primary')}>
            Back to the shop
          </Link>
          <Link
            to="/privacy#retention"
            className={buttonClassName('ghost', 'ring-1 ring-white/15 ring-inset')}
          >
            What we keep and why
          </Link>
        </div>
      </div>
    </section>
  )
}
