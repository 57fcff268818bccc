import { useMutation, useQueryClient } from '@tanstack/react-query'
import { raffleEntryResponseSchema, type RaffleEntryResponse } from '@common/schemas/raffle'
import { api } from '../../../api/http-client'
import { raffleQueryPrefix } from './get-raffle'

export interface EnterRaffleInput {
  raffleId: string
  addressId: string
}

/**
 * POST /raffles/:id/entries {addressId} (signed in): 201 with the entry's id; 409 with the server's message for a
 * second entry of the same account, delivery address or phone, or outside the raffle's opening hours.
 */
export function enterRaffle({ raffleId, addressId }: EnterRaffleInput): Promise<RaffleEntryResponse> {
  return api.post(
    `/raffles/${encodeURIComponent(raffleId)}/entries`,
    { addressId },
    raffleEntryResponseSchema,
  )
}

/** After an entry the raffle is read again: its answer then names the shopper's entry. */
export function useEnterRaffle() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: enterRaffle,
    onSuccess: (_answer, { raffleId }) =>
      queryClient.invalidateQueries({ queryKey: raffleQueryPrefix(raffleId) }),
  })
}
