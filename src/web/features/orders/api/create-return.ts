import { useMutation, useQueryClient } from '@tanstack/react-query'
import { returnRequestSchema, type CreateReturnInput, type ReturnRequest } from '@common/schemas/returns'
import { api } from '../../../api/http-client'
import { myOrderQueryOptions } from './get-my-order'
import { myOrdersQueryKey } from './get-my-orders'

/** Photos taken on a phone weigh several MB each: five of them on a slow connection need more than the usual 10 s. */
const RETURN_UPLOAD_TIMEOUT_MS = 120_000

export interface CreateReturnRequest {
  orderId: string
  input: CreateReturnInput
  photos: readonly File[]
}

/**
 * POST /orders/my-orders/:id/returns, multipart: `items` as JSON text, `reason`, `note` and the files as `photos`.
 * Answers 201 with the return request; 409 with the server's message before delivery or after the window.
 */
export function createReturn({ orderId, input, photos }: CreateReturnRequest): Promise<ReturnRequest> {
  const form = new FormData()
  form.append('items', JSON.stringify(input.items))
  form.append('reason', input.reason)
  if (input.note) form.append('note', input.note)
  for (const photo of photos) form.append('photos', photo, photo.name)
  return api.post(`/orders/my-orders/${encodeURIComponent(orderId)}/returns`, form, returnRequestSchema, {
    timeoutMs: RETURN_UPLOAD_TIMEOUT_MS,
  })
}

/** The order is read again after a request, so its page shows the new request with the server's own figures. */
export function useCreateReturn() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createReturn,
    onSuccess: async (_request, { orderId }) => {
      await queryClient.invalidateQueries({ queryKey: myOrderQueryOptions(orderId).queryKey })
      await queryClient.invalidateQueries({
        queryKey: myOrdersQueryKey,
        predicate: ({ queryKey }) => queryKey.length === myOrdersQueryKey.length,
      })
    },
  })
}
