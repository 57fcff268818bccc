import type { ReactNode } from 'react'

/** Table cells on a wide screen; below `lg`, labelled lines of a card (the header row is hidden there). */
export const responsiveTableClassName =
  'block w-full border-collapse text-left text-sm text-slate-200 lg:table'
export const responsiveHeadClassName = 'hidden lg:table-header-group'
// Cards one under the other on a phone, two abreast on a tablet, a plain table on a wide screen.
export const responsiveBodyClassName = 'grid grid-cols-1 gap-3 sm:grid-cols-2 lg:table-row-group'
export const responsiveRowClassName =
  'block min-w-0 rounded-xl border border-white/10 bg-night-950/40 p-3 lg:table-row lg:rounded-none lg:border-0 ' +
  'lg:bg-transparent lg:p-0 lg:hover:bg-white/[0.03]'

interface ResponsiveCellProps {
  /** The column's name, shown beside the value on the cards. */
  label: string
  children: ReactNode
}

export function ResponsiveCell({ label, children }: ResponsiveCellProps) {
  return (
    <td className="flex min-w-0 items-center justify-between gap-3 py-1.5 lg:table-cell lg:border-b lg:border-white/5 lg:px-3 lg:py-3 lg:align-middle">
      <span className="shrink-0 text-xs font-semibold tracking-wide text-slate-400 uppercase lg:hidden">
        {label}
      </span>
      {children}
    </td>
  )
}
