import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { outboxMailResponseSchema, type OutboxMailDetail } from '@common/schemas/mail'
import { isApiError } from '../../../../../api/api-error'
import { api } from '../../../../../api/http-client'
import { MAIL_RESEND_FAILED, MAIL_RESEND_QUEUED } from '../outbox-texts'
import { outboxQueryKey } from './get-outbox'
import { outboxMailQueryKey } from './get-outbox-mail'

/** POST /outbox/:id/resend: the mail goes back in the queue; the server answers it as it now is. */
export async function resendOutboxMail(mailId: string): Promise<OutboxMailDetail> {
  const { mail } = await api.post(
    `/outbox/${encodeURIComponent(mailId)}/resend`,
    undefined,
    outboxMailResponseSchema,
  )
  return mail
}

/**
 * Sends a failed or sent mail again. A refusal (409: nothing to send it with, or a mail that cannot be
 * resent) is the server's own message in an error toast; the lists are refetched either way.
 */
export function useResendOutboxMail() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: resendOutboxMail,
    onSuccess: (mail) => {
      queryClient.setQueryData(outboxMailQueryKey(mail._id), mail)
      toast.success(MAIL_RESEND_QUEUED)
    },
    onError: (error) =>
      toast.error(isApiError(error) && error.serverMessage ? error.serverMessage : MAIL_RESEND_FAILED),
    onSettled: () => queryClient.invalidateQueries({ queryKey: outboxQueryKey }),
  })
}
