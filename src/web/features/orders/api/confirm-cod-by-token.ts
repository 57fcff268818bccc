import { useMutation } from '@tanstack/react-query'
import {
  codConfirmationAnswerSchema,
  type CodConfirmationAnswer,
  type CodConfirmationInput,
} from '@common/schemas/cash-on-delivery'
import { api } from '../../../api/http-client'

/**
 * POST /orders/cod-confirmations {token}: the one-click link of the order mail, which works signed out; answers
 * which order was confirmed. A link that is not the shop's (400) or an order that no longer waits (409) is
 * refused with the server's message.
 */
export function confirmCodByToken(input: CodConfirmationInput): Promise<CodConfirmationAnswer> {
  // Signed out is normal here: a 401 would be about the link, not an access token to refresh.
  return api.post('/orders/cod-confirmations', input, codConfirmationAnswerSchema, {
    refreshOnUnauthorized: false,
  })
}

export function useConfirmCodByToken() {
  return useMutation({ mutationFn: confirmCodByToken })
}
