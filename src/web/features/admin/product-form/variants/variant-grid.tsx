import { Trash2 } from 'lucide-react'
import { LOW_STOCK_THRESHOLD } from '@common/constants'
import type { ProductOption } from '@common/variants'
import { variantLabel } from '@common/variants'
import { inputClassName } from '../../../../components/ui/field-styles'
import {
  adminIconButtonClassName,
  adminTableCellClassName,
  adminTableHeadCellClassName,
} from '../../shared/components/admin-styles'
import type { RowField, VariantRow } from './variant-grid-values'

const COLUMNS: { field: RowField; label: string; width: string; inputMode?: 'decimal' | 'numeric' }[] = [
  { field: 'sku', label: 'SKU', width: 'w-48' },
  { field: 'price', label: 'Price (₹)', width: 'w-28', inputMode: 'decimal' },
  { field: 'originalPrice', label: 'Original price (₹)', width: 'w-28', inputMode: 'decimal' },
  { field: 'stock', label: 'Stock', width: 'w-24', inputMode: 'numeric' },
  { field: 'jan', label: 'JAN', width: 'w-40', inputMode: 'numeric' },
]

/** The grid's inputs are narrower than the form's: a row is one line of figures. */
const cellInputClassName = `${inputClassName} px-2.5 py-2 text-sm`

export type RowErrors = Partial<Record<string, string>>
export const rowErrorKey = (rowKey: string, field: RowField) => `${rowKey}.${field}`

function StockNote({ row }: { row: VariantRow }) {
  if (row.stockFrom === undefined) return <span className="text-slate-400">New</span>
  if (row.stockFrom <= 0) return <span className="font-semibold text-rose-300">Saved: 0 · Out</span>
  if (row.stockFrom <= LOW_STOCK_THRESHOLD)
    return <span className="font-semibold text-amber-200">Saved: {row.stockFrom} · Low</span>
  return <span className="text-slate-400">Saved: {row.stockFrom}</span>
}

/**
 * The variants as a real table, one row per combination: a checkbox to select it for the bulk actions, its label,
 * and its SKU, prices, stock and JAN as inputs named by column and variant ("Price (₹) of Deluxe"). It scrolls
 * sideways inside its card on a phone, the variant's label staying in view.
 */
export function VariantGrid({
  options,
  rows,
  selected,
  errors,
  isDisabled,
  onEdit,
  onToggle,
  onToggleAll,
  onRemove,
}: {
  options: readonly ProductOption[]
  rows: readonly VariantRow[]
  selected: ReadonlySet<string>
  errors: RowErrors
  isDisabled: boolean
  onEdit: (rowKey: string, field: RowField, value: string) => void
  onToggle: (rowKey: string) => void
  onToggleAll: (isSelected: boolean) => void
  onRemove: (rowKey: string) => void
}) {
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.rowKey))
  return (
    <div className="-mx-4 overflow-x-auto sm:mx-0">
      <table className="w-full min-w-[940px] border-collapse text-left text-sm text-slate-200">
        <caption className="sr-only">Variants: one row per combination of the options</caption>
        <thead>
          <tr>
            <th scope="col" className={`${adminTableHeadCellClassName} sticky left-0 z-10 bg-night-900`}>
              <span className="flex items-center gap-3">
                <input
                  type="checkbox"
                  aria-label="Select every variant"
                  checked={allSelected}
                  disabled={isDisabled}
                  onChange={(event) => onToggleAll(event.target.checked)}
                  className="size-5 shrink-0 accent-accent-400"
                />
                Variant
              </span>
            </th>
            {COLUMNS.map((column) => (
              <th key={column.field} scope="col" className={adminTableHeadCellClassName}>
                {column.label}
              </th>
            ))}
            <th scope="col" className={adminTableHeadCellClassName}>
              <span className="sr-only">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const label = variantLabel(options, row.options) || 'Variant'
            return (
              <tr key={row.rowKey} className={selected.has(row.rowKey) ? 'bg-accent-400/5' : undefined}>
                {/* The row's checkbox sits with its label, both kept in view while the grid scrolls sideways. */}
                <th
                  scope="row"
                  className={`${adminTableCellClassName} sticky left-0 z-10 bg-night-900 font-normal`}
                >
                  <span className="flex items-center gap-3">
                    <input
                      type="checkbox"
                      aria-label={`Select ${label}`}
                      checked={selected.has(row.rowKey)}
                      disabled={isDisabled}
                      onChange={() => onToggle(row.rowKey)}
                      className="size-5 shrink-0 accent-accent-400"
                    />
                    <span className="min-w-0">
                      <span className="block max-w-32 font-medium break-words text-white">{label}</span>
                      <span className="block text-xs whitespace-nowrap">
                        <StockNote row={row} />
                      </span>
                    </span>
                  </span>
                </th>
                {COLUMNS.map((column) => {
                  const error = errors[rowErrorKey(row.rowKey, column.field)]
                  const errorId = `variant-${row.rowKey}-${column.field}-error`
                  return (
                    <td key={column.field} className={`${adminTableCellClassName} align-top`}>
                      <input
                        aria-label={`${column.label} of ${label}`}
                        value={row[column.field]}
                        inputMode={column.inputMode}
                        autoComplete="off"
                        disabled={isDisabled}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? errorId : undefined}
                        onChange={(event) => onEdit(row.rowKey, column.field, event.target.value)}
                        className={`${cellInputClassName} ${column.width}`}
                      />
                      {error && (
                        <p id={errorId} className="mt-1 max-w-40 text-xs text-rose-300">
                          {error}
                        </p>
                      )}
                    </td>
                  )
                })}
                <td className={adminTableCellClassName}>
                  <button
                    type="button"
                    onClick={() => onRemove(row.rowKey)}
                    disabled={isDisabled}
                    aria-label={`Remove variant ${label}`}
                    className={`${adminIconButtonClassName} hover:text-rose-300`}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </button>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
