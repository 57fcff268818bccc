import type { ReactNode, TableHTMLAttributes } from 'react'
import { adminTableClassName, adminTableHeadCellClassName, adminTableWrapperClassName } from './admin-styles'

/** A column's heading, with classes of its own (alignment, a sticky first column) when it needs them. */
export type AdminTableColumn = string | { label: string; className: string }

/**
 * The admin's table shell: it scrolls sideways inside its card on a phone, never the page, with one row of column
 * headings; the rows are the caller's. `className` adds to the table's own classes (a wider minimum, say).
 */
export function AdminTable({
  columns,
  caption,
  className,
  children,
  ...tableProps
}: {
  columns: readonly AdminTableColumn[]
  /** Read by screen readers only: the table's name where no heading beside it names it. */
  caption?: string
  children: ReactNode
} & Omit<TableHTMLAttributes<HTMLTableElement>, 'children'>) {
  return (
    <div className={adminTableWrapperClassName}>
      <table
        className={className ? `${adminTableClassName} ${className}` : adminTableClassName}
        {...tableProps}
      >
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => {
              const { label, className: columnClassName } =
                typeof column === 'string' ? { label: column, className: '' } : column
              return (
                <th
                  key={label}
                  scope="col"
                  className={
                    columnClassName
                      ? `${adminTableHeadCellClassName} ${columnClassName}`
                      : adminTableHeadCellClassName
                  }
                >
                  {label}
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}
