import { useMutation } from '@tanstack/react-query'
import { notifyMeResponseSchema, type notifyMeInputSchema } from '@common/schemas/stock-alerts'
import type { z } from 'zod'
import { api } from '../../../api/http-client'

export type NotifyMeInput = z.output<typeof notifyMeInputSchema>

/** POST /products/:id/notify-me: anyone may ask, twice is fine; 409 when the product is in stock again. */
export function requestStockAlert(productId: string, input: NotifyMeInput): Promise<string> {
  return api
    .post(`/products/${encodeURIComponent(productId)}/notify-me`, input, notifyMeResponseSchema)
    .then((answer) => answer.message)
}

export function useRequestStockAlert(productId: string) {
  return useMutation({ mutationFn: (input: NotifyMeInput) => requestStockAlert(productId, input) })
}
