import { Trophy } from 'lucide-react'
import type { Raffle } from '@common/schemas/raffle'
import { hexClassName, raffleHeadingClassName, rafflePanelClassName } from './raffle-panel-styles'

const badgeClassName = 'rounded-full px-2 py-0.5 text-xs font-semibold'

/**
 * Every entry of a drawn raffle in ticket order: the winners marked, and a unit a winner did not pay for passed down
 * the list (the winner marked as such, the entry it went to as having won it); the shopper's own entry highlighted.
 */
export function DrawResults({
  raffle,
}: {
  raffle: Pick<Raffle, 'entries' | 'winners' | 'units' | 'myEntryId'>
}) {
  const winners = new Set(raffle.winners)
  return (
    <section aria-labelledby="raffle-draw-heading" className={rafflePanelClassName}>
      <h2 id="raffle-draw-heading" className={raffleHeadingClassName}>
        <Trophy aria-hidden="true" className="size-5 text-accent-400" />
        The draw
      </h2>
      <p className="mt-3 text-sm text-slate-300">
        {raffle.entries.length === 0
          ? 'Nobody entered this raffle: its units went on sale.'
          : `${raffle.entries.length} ${raffle.entries.length === 1 ? 'entry' : 'entries'} in ticket order, lowest ` +
            `first. ${raffle.winners.length} ${raffle.winners.length === 1 ? 'entry wins' : 'entries win'} ` +
            `${raffle.units === 1 ? 'the unit' : `the ${raffle.units} units`}.`}
      </p>
      {raffle.entries.length > 0 && (
        <ol aria-label="Entries in ticket order" className="mt-4 space-y-2">
          {raffle.entries.map((entry, index) => {
            const isWinner = winners.has(entry._id)
            const isMine = entry._id === raffle.myEntryId
            const forfeited = entry.outcome === 'forfeited'
            const wonPassedOn = !isWinner && entry.outcome === 'won'
            return (
              <li
                key={entry._id}
                aria-current={isMine ? 'true' : undefined}
                className={`grid grid-cols-[2.5rem_minmax(0,1fr)] gap-x-3 gap-y-1 rounded-xl border p-3 ${
                  isMine ? 'border-accent-400 bg-accent-700/15' : 'border-white/10 bg-night-950/40'
                }`}
              >
                <span className="row-span-2 font-mono text-sm font-bold text-slate-300">#{index + 1}</span>
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-mono text-sm text-white">{entry._id}</span>
                  {isWinner && !forfeited && (
                    <span className={`${badgeClassName} bg-emerald-400/15 text-emerald-200`}>Winner</span>
                  )}
                  {forfeited && (
                    <span className={`${badgeClassName} bg-white/10 text-slate-200`}>
                      Unpaid: its unit passed on
                    </span>
                  )}
                  {wonPassedOn && (
                    <span className={`${badgeClassName} bg-emerald-400/15 text-emerald-200`}>
                      Won a unit passed on
                    </span>
                  )}
                  {isMine && (
                    <span className={`${badgeClassName} bg-accent-700/40 text-accent-100`}>Your entry</span>
                  )}
                </span>
                <span className={hexClassName}>
                  <span className="sr-only">Ticket </span>
                  {entry.ticket}
                </span>
              </li>
            )
          })}
        </ol>
      )}
    </section>
  )
}
