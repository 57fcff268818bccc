import type { ReturnStatus } from '@common/schemas/returns'

/* What the returns tab says; its wording follows the other admin tabs ("No … found", "Failed to load …"). */

export const RETURNS_LOAD_FAILED = 'Failed to load return requests'
export const NO_RETURNS_FOUND = 'No return requests found'
export const RETURN_UPDATE_FAILED = 'Failed to update the return'
export const RETURN_APPROVED = 'Return approved'
export const RETURN_REJECTED = 'Return rejected'
export const ORDER_LOAD_FAILED = 'Failed to load the order'

/** "Return received, ₹4,999.00 refunded" or "Return received" when nothing was refunded. */
export function returnReceivedMessage(refunded: string | null): string {
  return refunded ? `Return received, ${refunded} refunded` : 'Return received'
}

/** The filter's choices: every request, or those in one status. */
export const RETURN_FILTER_LABELS: Record<ReturnStatus | '', string> = {
  '': 'All',
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  received: 'Received',
}

export function waitingCountText(count: number): string {
  return count === 0 ? 'No returns waiting' : `${count} waiting for a decision`
}

export const RESTOCK_HINT_DAMAGED =
  'Returned as damaged: nothing goes back on sale unless you choose so after checking it.'
export const RESTOCK_HINT = 'How many of each go back on sale; the rest stays off the shelf.'
export const NOTE_HINT = 'The shopper sees this note on the order page and in the mail.'
