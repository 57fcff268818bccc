import { Link } from 'react-router'

interface DidYouMeanProps {
  /** The server's corrected search text. */
  correction: string
  /** The listing's address with that search, so the link runs it (and opens in a new tab like any link). */
  href: string
  className?: string
}

/** "Did you mean “naruto figure”?" under a search that found nothing, or only found through typo tolerance. */
export function DidYouMean({ correction, href, className = '' }: DidYouMeanProps) {
  return (
    <p className={`text-sm text-slate-200 ${className}`}>
      Did you mean{' '}
      <Link
        to={href}
        className="rounded font-semibold text-accent-300 underline decoration-accent-300/50 underline-offset-4 transition hover:text-white hover:decoration-white"
      >
        “{correction}”
      </Link>
      ?
    </p>
  )
}
