import { useId, type ReactNode } from 'react'
import { adminPanelClassName } from '../shared/components/admin-styles'

/** One titled card of the product form, named by its heading for screen readers. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={`${adminPanelClassName} min-w-0`}>
      <h2 id={headingId} className="mb-4 font-sans text-lg font-bold text-white">
        {title}
      </h2>
      {children}
    </section>
  )
}
