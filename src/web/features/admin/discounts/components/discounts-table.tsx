import { LoaderCircle, Pause, Pencil, Play, Trash2 } from 'lucide-react'
import type { Discount } from '@common/schemas/discount'
import { Button } from '../../../../components/ui/button'
import { adminTableHeadCellClassName } from '../../shared/components/admin-styles'
import {
  ResponsiveCell,
  responsiveBodyClassName,
  responsiveHeadClassName,
  responsiveRowClassName,
  responsiveTableClassName,
} from '../../shared/components/responsive-cell'
import { discountConditions, discountUsesText, discountValueText } from '../discount-summary'
import { discountStatus } from '../discount-status'
import { DiscountStatusBadge } from './discount-status-badge'

const COLUMNS = ['Code', 'Discount', 'Conditions', 'Uses', 'Status', 'Actions'] as const

const actionClassName = 'px-2 py-2 ring-1 ring-inset ring-white/15 sm:px-3'

interface DiscountsTableProps {
  discounts: readonly Discount[]
  now: Date
  onEdit: (discount: Discount) => void
  onSetActive: (discount: Discount, isActive: boolean) => void
  onDelete: (discount: Discount) => void
  /** The code whose Pause/Resume is on its way: its button shows the wait. */
  togglingId: string | undefined
  deletingId: string | undefined
}

/** The codes: a table on a wide screen, one card per code on phones and tablets (the page never scrolls sideways). */
export function DiscountsTable({
  discounts,
  now,
  onEdit,
  onSetActive,
  onDelete,
  togglingId,
  deletingId,
}: DiscountsTableProps) {
  return (
    <div className="lg:overflow-x-auto">
      <table className={responsiveTableClassName}>
        <caption className="sr-only">Discount codes</caption>
        <thead className={responsiveHeadClassName}>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={adminTableHeadCellClassName}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={responsiveBodyClassName}>
          {discounts.map((discount) => {
            const conditions = discountConditions(discount)
            const isToggling = togglingId === discount._id
            const isDeleting = deletingId === discount._id
            return (
              <tr
                key={discount._id}
                aria-busy={isDeleting || undefined}
                className={`${responsiveRowClassName} ${isDeleting ? 'opacity-60' : ''}`}
              >
                <th
                  scope="row"
                  className="block pb-1.5 text-left font-normal lg:table-cell lg:border-b lg:border-white/5 lg:px-3 lg:py-3 lg:align-middle"
                >
                  <span className="block font-mono text-base font-semibold break-all text-white">
                    {discount.code}
                  </span>
                  {discount.description && (
                    <span className="mt-0.5 block max-w-[18rem] text-xs break-words text-slate-400">
                      {discount.description}
                    </span>
                  )}
                </th>
                <ResponsiveCell label="Discount">
                  <span className="font-semibold whitespace-nowrap text-white">
                    {discountValueText(discount)}
                  </span>
                </ResponsiveCell>
                <ResponsiveCell label="Conditions">
                  {conditions.length === 0 ? (
                    <span className="text-slate-400">Any order</span>
                  ) : (
                    <ul className="max-w-[16rem] space-y-0.5 text-right text-xs text-slate-300 lg:text-left">
                      {conditions.map((condition) => (
                        <li key={condition}>{condition}</li>
                      ))}
                    </ul>
                  )}
                </ResponsiveCell>
                <ResponsiveCell label="Uses">
                  <span className="whitespace-nowrap tabular-nums">{discountUsesText(discount)}</span>
                </ResponsiveCell>
                <ResponsiveCell label="Status">
                  <DiscountStatusBadge status={discountStatus(discount, now)} />
                </ResponsiveCell>
                <td className="block pt-2 lg:table-cell lg:border-b lg:border-white/5 lg:px-3 lg:py-3 lg:align-middle">
                  {/* Three equal buttons under each card on a phone, so none wraps onto a line of its own. */}
                  <div className="grid grid-cols-3 gap-2 lg:flex lg:flex-nowrap">
                    <Button variant="ghost" className={actionClassName} onClick={() => onEdit(discount)}>
                      <Pencil aria-hidden="true" className="size-4 shrink-0" />
                      Edit <span className="sr-only">{discount.code}</span>
                    </Button>
                    <Button
                      variant="ghost"
                      className={`${actionClassName} aria-disabled:cursor-wait`}
                      // aria-disabled keeps the focus of whoever just pressed it; disabled would drop it.
                      aria-disabled={isToggling || undefined}
                      aria-busy={isToggling || undefined}
                      onClick={() => {
                        if (!isToggling) onSetActive(discount, !discount.isActive)
                      }}
                    >
                      {isToggling ? (
                        <LoaderCircle aria-hidden="true" className="size-4 shrink-0 animate-spin" />
                      ) : discount.isActive ? (
                        <Pause aria-hidden="true" className="size-4 shrink-0" />
                      ) : (
                        <Play aria-hidden="true" className="size-4 shrink-0" />
                      )}
                      {discount.isActive ? 'Pause' : 'Resume'}{' '}
                      <span className="sr-only">{discount.code}</span>
                    </Button>
                    <Button
                      variant="ghost"
                      className={`${actionClassName} hover:bg-rose-500/15 hover:text-rose-200`}
                      aria-disabled={isDeleting || undefined}
                      onClick={() => {
                        if (!isDeleting) onDelete(discount)
                      }}
                    >
                      {isDeleting ? (
                        <LoaderCircle aria-hidden="true" className="size-4 shrink-0 animate-spin" />
                      ) : (
                        <Trash2 aria-hidden="true" className="size-4 shrink-0" />
                      )}
                      Delete <span className="sr-only">{discount.code}</span>
                    </Button>
                  </div>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
