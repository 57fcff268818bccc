import { Link } from 'react-router'
import { RotateCw } from 'lucide-react'

/** The way out of a reset link that no longer works: ask for a fresh one. */
export function AskForNewLink() {
  return (
    <Link
      to="/forgot-password"
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-accent-400 underline underline-offset-4 hover:text-accent-300"
    >
      <RotateCw aria-hidden="true" className="size-4" />
      Ask for a new link
    </Link>
  )
}
