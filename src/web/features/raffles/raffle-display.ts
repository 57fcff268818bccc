import type { Raffle, RaffleOutcome, RaffleState } from '@common/schemas/raffle'

export const RAFFLE_STATE_LABELS: Record<RaffleState, string> = {
  upcoming: 'Opens soon',
  open: 'Open for entries',
  closed: 'Closed, drawing',
  drawn: 'Drawn',
}

/** What the shopper is told of their own entry once the raffle is drawn. */
export const RAFFLE_OUTCOME_TEXTS: Record<Exclude<RaffleOutcome, 'pending'>, string> = {
  won: 'You won! Your order for one unit is waiting: pay for it within the payment time, or the unit goes to the next entry.',
  forfeited:
    'You won, but the order was not paid in time, so the unit went to the next entry in ticket order.',
  lost: 'Your entry did not win this time.',
}

/** The moment the raffle's state changes next, which its countdown counts down to; null once entries closed. */
export function nextRaffleMoment(raffle: Pick<Raffle, 'state' | 'opensAt' | 'closesAt'>): string | null {
  if (raffle.state === 'upcoming') return raffle.opensAt
  if (raffle.state === 'open') return raffle.closesAt
  return null
}
