import { useQuery } from '@tanstack/react-query'
import { adminRaffleEntriesResponseSchema, raffleSchema } from '@common/schemas/raffle'
import { api } from '../../../../api/http-client'
import { adminRafflesQueryKey } from './get-admin-raffles'

/** GET /raffles/:id/entries (admin): the raffle, its entries with their accounts, and the refused entries. */
export function useRaffleEntries(raffleId: string) {
  return useQuery({
    queryKey: [...adminRafflesQueryKey, raffleId, 'entries'],
    queryFn: ({ signal }) =>
      api.get(`/raffles/${encodeURIComponent(raffleId)}/entries`, adminRaffleEntriesResponseSchema, {
        signal,
      }),
  })
}

/** GET /raffles/:id: the public answer, for the draw's commitment and, once drawn, its seed. */
export function usePublicRaffle(raffleId: string) {
  return useQuery({
    queryKey: [...adminRafflesQueryKey, raffleId, 'public'],
    queryFn: ({ signal }) => api.get(`/raffles/${encodeURIComponent(raffleId)}`, raffleSchema, { signal }),
  })
}
