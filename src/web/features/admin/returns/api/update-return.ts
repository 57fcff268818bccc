import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import {
  returnRequestSchema,
  type ReturnRequest,
  type updateReturnInputSchema,
} from '@common/schemas/returns'
import { api } from '../../../../api/http-client'
import {
  adminOrderDetailQueryKey,
  adminOrdersQueryKey,
  adminStatsQueryKey,
} from '../../shared/api/admin-query-keys'
import { adminReturnsQueryKey } from './get-returns'

/** The body of PUT /returns/:id as sent: the shared schema's input, which the server checks again. */
export type UpdateReturnBody = z.input<typeof updateReturnInputSchema>

export interface UpdateReturnRequest {
  returnId: string
  input: UpdateReturnBody
}

/**
 * PUT /returns/:id {status, restock?, refundAmount?, refundMethod?, refundReference?, note?}: the request as now saved; 409 with the server's message
 * when it cannot move to that status (another tab decided first), 400 when the input is refused.
 */
export function updateReturn({ returnId, input }: UpdateReturnRequest): Promise<ReturnRequest> {
  return api.put(`/returns/${encodeURIComponent(returnId)}`, input, returnRequestSchema)
}

/**
 * A decision or a receipt changes the lists (the request may leave the filter, the waiting count moves), the order
 * (its returns, stock, refunds, what is left to refund) and the dashboard's figures: all are read again.
 */
export function useUpdateReturn() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateReturn,
    onSettled: (saved) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminReturnsQueryKey }),
        ...(saved
          ? [
              queryClient.invalidateQueries({ queryKey: adminOrderDetailQueryKey(saved.orderId) }),
              queryClient.invalidateQueries({
                queryKey: adminOrdersQueryKey,
                predicate: ({ queryKey }) => queryKey[2] !== 'detail',
              }),
            ]
          : []),
        queryClient.invalidateQueries({ queryKey: adminStatsQueryKey }),
      ]),
  })
}
