import { useMutation, useQueryClient } from '@tanstack/react-query'
import { raffleSchema, type CreateRaffleInput, type Raffle } from '@common/schemas/raffle'
import { api } from '../../../../api/http-client'
import { adminRafflesQueryKey } from './get-admin-raffles'

/**
 * POST /products/:id/raffles {opensAt, closesAt, units} (admin): 201 with the public answer. The units leave the
 * product's stock at once; 409 when fewer are in stock.
 */
export function createRaffle(productId: string, input: CreateRaffleInput): Promise<Raffle> {
  return api.post(`/products/${encodeURIComponent(productId)}/raffles`, input, raffleSchema)
}

/** After a raffle is made the lists are read again, and the product too: its stock went down by the units. */
export function useCreateRaffle(productId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CreateRaffleInput) => createRaffle(productId, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminRafflesQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'products'] }),
      ]),
  })
}
