import { useEffect } from 'react'
import { Link, useLocation } from 'react-router'
import { buttonClassName } from '../../../components/ui/button-styles'
import { useDocumentTitle } from '../../../lib/use-document-title'

export function NotFoundPage() {
  useDocumentTitle('Page not found')
  const { pathname } = useLocation()

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])

  return (
    <section className="flex flex-col items-center px-4 py-24 text-center">
      <h1 className="bg-linear-to-r from-accent-400 to-accent-violet-400 bg-clip-text text-7xl font-black text-transparent">
        404
      </h1>
      <p className="mt-4 text-xl text-slate-200">Oops! Page not found</p>
      <Link to="/" className={buttonClassName('primary', 'mt-8')}>
        Return to Home
      </Link>
    </section>
  )
}
