import { useDocumentTitle } from '../../lib/use-document-title'

/** A page whose screen is not built yet: its heading, so routes and guards can be used and tested. */
export function PagePlaceholder({ title }: { title: string }) {
  useDocumentTitle(title)
  return (
    <section className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight text-white sm:text-4xl">{title}</h1>
    </section>
  )
}
