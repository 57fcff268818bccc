import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useDocumentTitle } from '../../../../lib/use-document-title'
import { SHOP_EMAIL } from '@common/shop-identity'

export interface PolicySection {
  id: string
  heading: string
  body: ReactNode
}

interface PolicyPageProps {
  title: string
  intro: string
  updated: string
  sections: readonly PolicySection[]
}

/** The layout shared by Shipping, Privacy and Terms: title, contents and numbered sections. */
export function PolicyPage({ title, intro, updated, sections }: PolicyPageProps) {
  useDocumentTitle(title)

  return (
    <article className="mx-auto max-w-6xl px-4 py-14 sm:px-6 md:py-20">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-[0.25em] text-accent-300 uppercase">Policies</p>
        <h1 className="mt-3 text-4xl text-white sm:text-5xl">{title}</h1>
        <p className="mt-5 text-lg leading-relaxed text-slate-300">{intro}</p>
        <p className="mt-3 text-sm text-slate-500">Last updated: {updated}</p>
      </header>

      <div className="mt-12 grid gap-10 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
          <p className="mb-3 text-xs font-bold tracking-[0.2em] text-slate-400 uppercase">On this page</p>
          <ol className="space-y-1.5 border-l border-white/10 text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px block border-l border-transparent py-0.5 pl-4 text-slate-400 hover:border-accent-400 hover:text-white"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="max-w-3xl space-y-10">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="scroll-mt-24"
            >
              <h2 id={`${section.id}-title`} className="text-xl text-white sm:text-2xl">
                <span aria-hidden="true" className="mr-2 text-accent-300">
                  {String(index + 1).padStart(2, '0')}
                </span>
                {section.heading}
              </h2>
              <div className="mt-4 space-y-3 leading-relaxed text-slate-300 [&_li]:pl-1 [&_strong]:text-white [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-5">
                {section.body}
              </div>
            </section>
          ))}

          <aside className="rounded-2xl border border-white/10 bg-night-900/70 p-6 text-slate-300">
            Questions about this page? Write to{' '}
            <a href={`mailto:${SHOP_EMAIL}`} className="font-semibold text-accent-300 hover:text-accent-400">
              {SHOP_EMAIL}
            </a>{' '}
            or use our{' '}
            <Link to="/contact" className="font-semibold text-accent-300 hover:text-accent-400">
              contact page
            </Link>
            .
          </aside>
        </div>
      </div>
    </article>
  )
}
