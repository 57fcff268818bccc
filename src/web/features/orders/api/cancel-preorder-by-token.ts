import { useMutation } from '@tanstack/react-query'
import type { z } from 'zod'
import { preorderCancelAnswerSchema, type preorderCancelInputSchema } from '@common/schemas/preorder'
import { api } from '../../../api/http-client'

export type PreorderCancelInput = z.infer<typeof preorderCancelInputSchema>

/**
 * POST /orders/preorder-cancellations {token}: the one-click cancel in the mail telling a pre-order's buyer of a new
 * release date, which works signed out; answers the order's number and the refund. A link that is not the shop's
 * (400) or an order that can no longer be cancelled (409) is refused with the server's message.
 */
export function cancelPreorderByToken(input: PreorderCancelInput) {
  // Signed out is normal here: a 401 would be about the link, not an access token to refresh.
  return api.post('/orders/preorder-cancellations', input, preorderCancelAnswerSchema, {
    refreshOnUnauthorized: false,
  })
}

export function useCancelPreorderByToken() {
  return useMutation({ mutationFn: cancelPreorderByToken })
}
