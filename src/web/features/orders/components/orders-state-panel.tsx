import type { ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'

interface OrdersStatePanelProps {
  icon: LucideIcon
  title: string
  /** h1 when the panel is the whole page, h2 under the page's own heading. */
  headingLevel?: 1 | 2
  children?: ReactNode
  actions?: ReactNode
  tone?: 'neutral' | 'error'
}

/** The centred message the order pages show instead of content: signed out, empty, failed, not found. */
export function OrdersStatePanel({
  icon: Icon,
  title,
  headingLevel = 2,
  children,
  actions,
  tone = 'neutral',
}: OrdersStatePanelProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-white/10 bg-night-900/70 px-6 py-12 text-center shadow-xl shadow-black/30">
      <span
        className={`flex size-14 items-center justify-center rounded-2xl ${tone === 'error' ? 'bg-rose-500/15 text-rose-300' : 'bg-linear-to-br from-accent-700 to-accent-violet-700 text-white'}`}
      >
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <Heading className="mt-5 text-2xl text-white">{title}</Heading>
      {children && <div className="mt-3 text-sm text-slate-300">{children}</div>}
      {actions && <div className="mt-7 flex flex-wrap justify-center gap-3">{actions}</div>}
    </div>
  )
}
