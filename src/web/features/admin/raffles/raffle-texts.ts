import type { RaffleEntryRule, RaffleOutcome, RaffleState } from '@common/schemas/raffle'

export const RAFFLE_CREATED = 'Raffle created: its units left the stock'
export const RAFFLE_CREATE_FAILED = 'Failed to create the raffle'
export const RAFFLES_LOAD_FAILED = 'Failed to load raffles'
export const RAFFLE_LOAD_FAILED = 'Failed to load the raffle'
export const NO_RAFFLES = 'No raffles yet'
export const NO_PRODUCT_RAFFLES = 'This product has had no raffle yet'

export const RAFFLE_STATE_LABELS: Record<RaffleState, string> = {
  upcoming: 'Upcoming',
  open: 'Open',
  closed: 'Closed, drawing',
  drawn: 'Drawn',
}

export const RAFFLE_OUTCOME_LABELS: Record<RaffleOutcome, string> = {
  pending: 'Waiting for the draw',
  won: 'Won',
  forfeited: 'Won, not paid: passed on',
  lost: 'Did not win',
}

/** The rule a refused entry broke, as the admin reads it beside the message the shopper saw. */
export const RAFFLE_RULE_LABELS: Record<RaffleEntryRule, string> = {
  account: 'One entry per account',
  address: 'One entry per delivery address',
  phone: 'One entry per phone number',
}
