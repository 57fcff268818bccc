import type { ReactNode } from 'react'
import { Link, createSearchParams } from 'react-router'

/** A link to /login or /signup that keeps the page the visitor is to return to. */
export function AuthLink({
  to,
  returnTo,
  children,
}: {
  to: string
  returnTo: string | undefined
  children: ReactNode
}) {
  const search = returnTo ? `?${createSearchParams({ returnTo }).toString()}` : ''
  return (
    <Link to={`${to}${search}`} className="font-semibold text-accent-400 underline-offset-4 hover:underline">
      {children}
    </Link>
  )
}
