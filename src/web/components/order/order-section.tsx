import type { ReactNode, Ref } from 'react'
import type { LucideIcon } from 'lucide-react'

/**
 * A titled panel of an order page, named by its heading: the shopper's and the admin's pages hand in their own panel
 * and heading styles. A heading with a `headingRef` can take the focus (after a new return request, say).
 */
export function OrderSection({
  headingId,
  title,
  icon: Icon,
  className,
  headingClassName,
  headingRef,
  children,
}: {
  headingId: string
  title: ReactNode
  icon?: LucideIcon
  className: string
  headingClassName: string
  headingRef?: Ref<HTMLHeadingElement>
  children: ReactNode
}) {
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className={Icon ? `flex items-center gap-2 ${headingClassName}` : headingClassName}
      >
        {Icon && <Icon aria-hidden="true" className="size-5 text-accent-400" />}
        {title}
      </h2>
      {children}
    </section>
  )
}
