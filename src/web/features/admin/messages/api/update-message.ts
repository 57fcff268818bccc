import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { storedMessageSchema, type MessageListResponse, type StoredMessage } from '@common/schemas/messages'
import { isApiError } from '../../../../api/api-error'
import { api } from '../../../../api/http-client'
import { MESSAGE_HANDLED, MESSAGE_NOT_HANDLED, MESSAGE_UPDATE_FAILED } from '../message-texts'
import { messagesQueryKey } from './get-messages'

interface UpdateMessageVariables {
  messageId: string
  handled: boolean
}

/** PATCH /messages/:id `{handled}`: the server answers the updated message. */
export function updateMessage({ messageId, handled }: UpdateMessageVariables): Promise<StoredMessage> {
  return api.patch(`/messages/${encodeURIComponent(messageId)}`, { handled }, storedMessageSchema)
}

/**
 * Marks a message handled or not. The answer replaces the message in every cached page at once; the
 * lists and the not-handled count (same key prefix) are then refetched, since a filter may now exclude it.
 */
export function useUpdateMessage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateMessage,
    onSuccess: (updated) => {
      queryClient.setQueriesData<MessageListResponse>({ queryKey: messagesQueryKey }, (list) =>
        list
          ? {
              ...list,
              messages: list.messages.map((message) => (message._id === updated._id ? updated : message)),
            }
          : list,
      )
      toast.success(updated.isHandled ? MESSAGE_HANDLED : MESSAGE_NOT_HANDLED)
    },
    onError: (error) =>
      toast.error(MESSAGE_UPDATE_FAILED, {
        description: isApiError(error) ? (error.serverMessage ?? error.message) : undefined,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagesQueryKey }),
  })
}
