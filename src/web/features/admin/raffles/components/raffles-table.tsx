import { Link } from 'react-router'
import type { AdminRaffle } from '@common/schemas/raffle'
import {
  adminTableCellClassName,
  adminTableClassName,
  adminTableHeadCellClassName,
  adminTableWrapperClassName,
} from '../../shared/components/admin-styles'
import { formatDateTime } from '../../shared/format-date-time'
import { RaffleStateBadge } from './raffle-state-badge'

/** Raffles with their state, times (IST), units and entries; each leads to its detail. */
export function RafflesTable({ raffles, showProduct }: { raffles: AdminRaffle[]; showProduct: boolean }) {
  return (
    <div className={adminTableWrapperClassName}>
      <table className={adminTableClassName}>
        <thead>
          <tr>
            <th scope="col" className={adminTableHeadCellClassName}>
              Raffle
            </th>
            <th scope="col" className={adminTableHeadCellClassName}>
              State
            </th>
            <th scope="col" className={adminTableHeadCellClassName}>
              Opens (IST)
            </th>
            <th scope="col" className={adminTableHeadCellClassName}>
              Closes (IST)
            </th>
            <th scope="col" className={`${adminTableHeadCellClassName} text-right`}>
              Units
            </th>
            <th scope="col" className={`${adminTableHeadCellClassName} text-right`}>
              Entries
            </th>
            <th scope="col" className={`${adminTableHeadCellClassName} text-right`}>
              Refused
            </th>
          </tr>
        </thead>
        <tbody>
          {raffles.map((raffle) => (
            <tr key={raffle._id}>
              <th scope="row" className={`${adminTableCellClassName} font-normal`}>
                <Link
                  to={`/admin/raffles/${raffle._id}`}
                  className="font-semibold text-accent-300 underline-offset-2 hover:underline"
                >
                  {showProduct ? raffle.product.name : `Raffle ${raffle._id.slice(-6)}`}
                </Link>
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
        </tbody>
      </table>
    </div>
  )
}
