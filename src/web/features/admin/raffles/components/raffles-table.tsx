import { Link } from 'react-router'
import type { AdminRaffle } from '@common/schemas/raffle'
import { soldItemName } from '@common/variants'
import { adminTableCellClassName } from '../../shared/components/admin-styles'
import { AdminTable } from '../../shared/components/admin-table'
import { formatDateTime } from '../../shared/format-date-time'
import { RaffleStateBadge } from './raffle-state-badge'

const figure = (label: string) => ({ label, className: 'text-right' })
const COLUMNS = [
  'Raffle',
  'State',
  'Opens (IST)',
  'Closes (IST)',
  figure('Units'),
  figure('Entries'),
  figure('Refused'),
]

/**
 * Raffles with their state, times (IST), units and entries; each leads to its detail. A raffle of a variant is named
 * "Product — Label" as its winners' order lines are, and under its own product by the variant alone, so that two
 * editions' raffles tell apart.
 */
export function RafflesTable({ raffles, showProduct }: { raffles: AdminRaffle[]; showProduct: boolean }) {
  return (
    <AdminTable columns={COLUMNS}>
      {raffles.map((raffle) => (
        <tr key={raffle._id}>
          <th scope="row" className={`${adminTableCellClassName} font-normal`}>
            <Link
              to={`/admin/raffles/${raffle._id}`}
              className="font-semibold text-accent-300 underline-offset-2 hover:underline"
            >
              {showProduct
                ? soldItemName(raffle.product.name, raffle.product.variant?.label)
                : `Raffle ${raffle._id.slice(-6)}`}
            </Link>
            {!showProduct && raffle.product.variant && (
              <span className="block text-xs text-slate-400">{raffle.product.variant.label}</span>
            )}
          </th>
          <td className={adminTableCellClassName}>
            <RaffleStateBadge state={raffle.state} />
          </td>
          <td className={adminTableCellClassName}>{formatDateTime(raffle.opensAt)}</td>
          <td className={adminTableCellClassName}>{formatDateTime(raffle.closesAt)}</td>
          <td className={`${adminTableCellClassName} text-right tabular-nums`}>
            {raffle.units}
            {raffle.state === 'drawn' && (
              <span className="block text-xs text-slate-400">
                {raffle.unitsAwarded} awarded, {raffle.unitsReturned} back on sale
              </span>
            )}
          </td>
          <td className={`${adminTableCellClassName} text-right tabular-nums`}>{raffle.entryCount}</td>
          <td className={`${adminTableCellClassName} text-right tabular-nums`}>{raffle.refusalCount}</td>
        </tr>
      ))}
    </AdminTable>
  )
}
