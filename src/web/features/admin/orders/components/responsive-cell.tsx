import type { ReactNode } from 'react'

/** Cells that are table cells from `sm` up and labelled lines of a stacked card on a phone. */
export const responsiveTableClassName =
  'block w-full border-collapse text-left text-sm text-slate-200 sm:table'
export const responsiveHeadClassName = 'hidden sm:table-header-group'
export const responsiveBodyClassName = 'block space-y-3 sm:table-row-group sm:space-y-0'
export const responsiveRowClassName =
  'block rounded-xl border border-white/10 bg-night-950/40 p-3 sm:table-row sm:rounded-none sm:border-0 ' +
  'sm:bg-transparent sm:p-0 sm:hover:bg-white/[0.03]'

interface ResponsiveCellProps {
  /** The column's name, shown beside the value only on a phone, where the header row is hidden. */
  label: string
  children: ReactNode
  className?: string
}

export function ResponsiveCell({ label, children, className = '' }: ResponsiveCellProps) {
  return (
    <td
      className={`flex min-w-0 items-center justify-between gap-3 py-1.5 sm:table-cell sm:border-b sm:border-white/5 sm:px-3 sm:py-3 sm:align-middle ${className}`}
    >
      <span className="shrink-0 text-xs font-semibold tracking-wide text-slate-400 uppercase sm:hidden">
        {label}
      </span>
      {children}
    </td>
  )
}
