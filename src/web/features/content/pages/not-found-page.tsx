import { useEffect } from 'react'
import { Link, useLocation } from 'react-router'
import { Ghost } from 'lucide-react'
import { buttonClassName } from '../../../components/ui/button-styles'
import { useDocumentTitle } from '../../../lib/use-document-title'

export function NotFoundPage() {
  useDocumentTitle('Page not found')
  const { pathname } = useLocation()

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])

  return (
    <section className="relative isolate flex flex-col items-center px-4 py-24 text-center sm:py-32">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-12 -z-10 mx-auto size-80 rounded-full bg-accent-700/25 blur-3xl"
      />
      <Ghost
        aria-hidden="true"
        className="size-14 animate-bounce text-accent-300 motion-reduce:animate-none"
      />
      <h1 className="mt-6 text-8xl leading-none text-gradient sm:text-9xl">404</h1>
      <p className="mt-6 text-2xl font-semibold text-white">Oops! Page not found</p>
      <p className="mt-3 max-w-md text-slate-400">
        This page wandered off to another world. Let&apos;s get you back to the collection.
      </p>
      <Link to="/" className={buttonClassName('primary', 'mt-10 px-6 py-3')}>
        Return to Home
      </Link>
    </section>
  )
}
