import type { Ref } from 'react'
import { Link } from 'react-router'
import type { ProductVariant } from '@common/schemas/product'
import { STOCK_MOVEMENT_REASON_LABELS, type StockMovement } from '@common/schemas/stock'
import {
  adminTableCellClassName,
  adminTableClassName,
  adminTableHeadCellClassName,
} from '../../shared/components/admin-styles'
import { formatDateTime } from '../../shared/format-date-time'
import {
  formatStockChange,
  movementActorLabel,
  movementOrder,
  movementVariantLabel,
  stockBefore,
} from './stock-movement-display'

const COLUMNS = ['When', 'Why', 'Who', 'Change', 'Stock'] as const
const VARIANT_COLUMNS = ['When', 'Variant', 'Why', 'Who', 'Change', 'Stock'] as const

/*
 * As the activity log: from md up a plain table, below it each movement a stacked card whose cells say what they
 * are (the head stays for screen readers), so a 390 px phone never scrolls sideways.
 */
const stackedCell = 'max-md:border-0 max-md:p-0'
const phoneLabel = 'text-xs font-semibold tracking-wide text-slate-400 uppercase md:sr-only'

function changeClassName(change: number): string {
  if (change > 0) return 'text-emerald-300'
  if (change < 0) return 'text-rose-300'
  return 'text-slate-300'
}

function WhyCell({ movement }: { movement: StockMovement }) {
  const order = movementOrder(movement)
  return (
    <>
      <span className="text-white">{STOCK_MOVEMENT_REASON_LABELS[movement.reason]}</span>
      {order && (
        <>
          {' '}
          <Link to={order.path} className="whitespace-nowrap text-accent-300 hover:underline">
            {order.label}
          </Link>
        </>
      )}
      {movement.note && <span className="mt-1 block break-words text-slate-300">“{movement.note}”</span>}
    </>
  )
}

/**
 * A product's stock movements, newest first: when, why (an order's movement links to the order), who, the change
 * and the stock before → after. `rowHeadingRef` goes to the row heading of `focusRow`, where focus lands after
 * "Load more".
 */
export function StockMovementsTable({
  movements,
  variants,
  focusRow,
  rowHeadingRef,
}: {
  movements: StockMovement[]
  /** A product with options: a Variant column names whose stock each movement moved. */
  variants?: readonly ProductVariant[] | undefined
  focusRow?: number | undefined
  rowHeadingRef?: Ref<HTMLTableCellElement> | undefined
}) {
  return (
    <table className={`${adminTableClassName} max-md:block max-md:min-w-0`}>
      <caption className="sr-only">Stock movements, newest first</caption>
      <thead className="max-md:sr-only">
        <tr>
          {(variants ? VARIANT_COLUMNS : COLUMNS).map((column) => (
            <th key={column} scope="col" className={adminTableHeadCellClassName}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="max-md:flex max-md:flex-col max-md:gap-3">
        {movements.map((movement, index) => (
          <tr
            key={movement._id}
            className="align-top max-md:grid max-md:grid-cols-[auto_minmax(0,1fr)] max-md:gap-x-3 max-md:gap-y-2 max-md:rounded-xl max-md:border max-md:border-white/10 max-md:bg-night-950/40 max-md:p-4"
          >
            <th
              scope="row"
              ref={index === focusRow ? rowHeadingRef : undefined}
              tabIndex={index === focusRow ? -1 : undefined}
              className={`${adminTableCellClassName} ${stackedCell} align-top font-normal whitespace-nowrap text-slate-300 max-md:col-span-2 max-md:text-xs`}
            >
              <time dateTime={movement.at}>{formatDateTime(movement.at) ?? movement.at}</time>
            </th>
            {variants && (
              <td className={`${adminTableCellClassName} ${stackedCell} align-top max-md:col-span-2`}>
                <span className={phoneLabel}>Variant </span>
                <span className="text-white">{movementVariantLabel(movement, variants)}</span>
              </td>
            )}
            <td className={`${adminTableCellClassName} ${stackedCell} align-top max-md:col-span-2`}>
              <span className={phoneLabel}>Why </span>
              <WhyCell movement={movement} />
            </td>
            <td className={`${adminTableCellClassName} ${stackedCell} align-top break-all max-md:col-span-2`}>
              <span className={phoneLabel}>Who </span>
              <span className={movement.actor ? 'text-white' : 'text-slate-300'}>
                {movementActorLabel(movement)}
              </span>
            </td>
            <td
              className={`${adminTableCellClassName} ${stackedCell} align-top font-semibold whitespace-nowrap tabular-nums max-md:order-first ${changeClassName(movement.change)}`}
            >
              <span className={phoneLabel}>Change </span>
              {formatStockChange(movement.change)}
            </td>
            <td
              className={`${adminTableCellClassName} ${stackedCell} align-top whitespace-nowrap tabular-nums max-md:order-first`}
            >
              <span className={phoneLabel}>Stock </span>
              <span className="text-slate-300">{stockBefore(movement)}</span>
              <span aria-hidden="true" className="px-1 text-slate-400">
                →
              </span>
              <span className="sr-only"> to </span>
              <span className="font-semibold text-white">{movement.stockAfter}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
