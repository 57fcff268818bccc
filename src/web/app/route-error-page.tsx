import { useEffect } from 'react'
import { useRouteError } from 'react-router'
import { Button } from '../components/ui/button'

/** Shown when a route fails to render or its code cannot be loaded (say, after a deploy). */
export function RouteErrorPage() {
  const error = useRouteError()

  useEffect(() => {
    console.error(error)
  }, [error])

  return (
    <section role="alert" className="flex min-h-dvh flex-col items-center justify-center px-4 text-center">
      <h1 className="text-3xl font-bold text-white">Something went wrong</h1>
      <p className="mt-3 text-slate-300">An error occurred. Please try again.</p>
      <Button className="mt-8" onClick={() => window.location.reload()}>
        Reload the page
      </Button>
    </section>
  )
}
