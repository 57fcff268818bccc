import type { ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'

interface OrdersListMessageProps {
  icon: LucideIcon
  children: ReactNode
  tone?: 'neutral' | 'error'
  /** A way out, such as "Try again". */
  action?: ReactNode
}

/** What the orders card shows instead of rows: nothing found, or the list could not load. */
export function OrdersListMessage({
  icon: Icon,
  children,
  tone = 'neutral',
  action,
}: OrdersListMessageProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className="flex flex-col items-center gap-3 px-4 py-12 text-center"
    >
      <Icon
        aria-hidden="true"
        className={`size-10 ${tone === 'error' ? 'text-rose-300' : 'text-slate-500'}`}
      />
      <p className={tone === 'error' ? 'font-semibold text-rose-200' : 'text-slate-300'}>{children}</p>
      {action}
    </div>
  )
}
