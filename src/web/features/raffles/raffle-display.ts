import type { Raffle, RaffleOutcome, RaffleState } from '@common/schemas/raffle'

export const RAFFLE_STATE_LABELS: Record<RaffleState, string> = {
  upcoming: 'Opens soon',
  open: 'Open for entries',
  closed: 'Closed, drawing',
  drawn: 'Drawn',
}

/**
 * What became of the shopper's own entry once drawn: the server's outcome, except `awarding` for an entry drawn to
 * win whose order is still being made (the draw and the winners' orders are written one after the other, so an
 * answer read in between names the entry a winner but has no order for it yet).
 */
export type MyEntryOutcome = Exclude<RaffleOutcome, 'pending'> | 'awarding'

export function myEntryOutcome(
  raffle: Pick<Raffle, 'state' | 'myEntryId' | 'myOutcome' | 'winners'>,
): MyEntryOutcome | null {
  const { state, myEntryId, myOutcome } = raffle
  if (state !== 'drawn' || !myEntryId || !myOutcome || myOutcome === 'pending') return null
  if (myOutcome === 'lost' && raffle.winners.includes(myEntryId)) return 'awarding'
  return myOutcome
}

/** What the shopper is told of their own entry once the raffle is drawn. */
export const RAFFLE_OUTCOME_TEXTS: Record<MyEntryOutcome, string> = {
  won: 'You won! Your order for one unit is waiting: pay for it within the payment time, or the unit goes to the next entry.',
  awarding: 'You won! Your order for one unit is being made and shows here in a moment.',
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
