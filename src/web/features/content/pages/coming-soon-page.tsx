import { Link, useParams } from 'react-router'
import { Hourglass } from 'lucide-react'
import { buttonClassName } from '../../../components/ui/button-styles'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { titleCaseCategory } from '../category-title'

export function ComingSoonPage() {
  const category = useParams().category ?? ''
  const title = `${titleCaseCategory(category)} — Coming Soon`
  useDocumentTitle(title)

  return (
    <section className="relative isolate mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-10 -z-10 mx-auto size-72 rounded-full bg-accent-violet-700/30 blur-3xl"
      />
      <span className="flex size-16 items-center justify-center rounded-2xl bg-linear-to-br from-accent-700 to-accent-violet-700 shadow-lg shadow-accent-700/30">
        <Hourglass aria-hidden="true" className="size-8 text-white" />
      </span>
      <h1 className="mt-8 text-4xl leading-tight text-white sm:text-5xl">{title}</h1>
      <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-300">
        We are working hard to add products in the {category} category. Stock will be available soon.
      </p>
      <div className="mt-10 flex flex-col gap-3 min-[420px]:flex-row">
        <Link to="/collections" className={buttonClassName('primary', 'px-6 py-3')}>
          Back to Collections
        </Link>
        <Link to="/" className={buttonClassName('ghost', 'border border-white/20 bg-white/5 px-6 py-3')}>
          Go Home
        </Link>
      </div>
    </section>
  )
}
