import { queryOptions, useQuery } from '@tanstack/react-query'
import { raffleSchema, type Raffle } from '@common/schemas/raffle'
import { api } from '../../../api/http-client'
import { myEntryOutcome } from '../raffle-display'

/**
 * How often a raffle is asked again while its state is due to change: closed and waiting for its draw (made within
 * a minute of the close), past its opening or closing time by this browser's clock but not yet by the server's, or
 * drawn with the shopper's winning entry still waiting for its order.
 */
const STATE_CHANGE_POLL_MS = 3_000

function isStateChangeDue(raffle: Raffle | undefined, now = Date.now()): boolean {
  if (!raffle) return false
  if (raffle.state === 'closed') return true
  if (raffle.state === 'upcoming') return now >= Date.parse(raffle.opensAt)
  if (raffle.state === 'open') return now >= Date.parse(raffle.closesAt)
  return myEntryOutcome(raffle) === 'awarding'
}

/** The raffles of one id, whoever asked: what an entry or a passed moment makes stale. */
export const raffleQueryPrefix = (raffleId: string) => ['raffles', raffleId] as const

/** A raffle's answer names the signed-in shopper's own entry, so each account keeps its own copy. */
export const raffleQueryKey = (raffleId: string, userId: string | null) =>
  [...raffleQueryPrefix(raffleId), userId ?? 'signed-out'] as const

/** GET /raffles/:id (anyone): the public answer, with the shopper's own entry when signed in. */
export function getRaffle(raffleId: string, signal?: AbortSignal): Promise<Raffle> {
  return api.get(`/raffles/${encodeURIComponent(raffleId)}`, raffleSchema, { signal })
}

export function raffleQueryOptions(raffleId: string, userId: string | null) {
  return queryOptions({
    queryKey: raffleQueryKey(raffleId, userId),
    queryFn: ({ signal }) => getRaffle(raffleId, signal),
    refetchInterval: (query) => (isStateChangeDue(query.state.data) ? STATE_CHANGE_POLL_MS : false),
  })
}

export function useRaffle(raffleId: string, userId: string | null, { enabled }: { enabled: boolean }) {
  return useQuery({ ...raffleQueryOptions(raffleId, userId), enabled })
}
