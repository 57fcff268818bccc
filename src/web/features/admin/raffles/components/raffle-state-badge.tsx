import type { RaffleState } from '@common/schemas/raffle'
import { RAFFLE_STATE_LABELS } from '../raffle-texts'

// Words carry the meaning; the colours echo the other badges' (to come blue, taking entries green, busy yellow).
const STATE_CLASSES: Record<RaffleState, string> = {
  upcoming: 'bg-sky-500/15 text-sky-300 ring-sky-400/30',
  open: 'bg-emerald-500/15 text-emerald-300 ring-emerald-400/30',
  closed: 'bg-amber-400/15 text-amber-200 ring-amber-300/30',
  drawn: 'bg-white/10 text-slate-200 ring-white/20',
}

export function RaffleStateBadge({ state }: { state: RaffleState }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${STATE_CLASSES[state]}`}
    >
      {RAFFLE_STATE_LABELS[state]}
    </span>
  )
}
