import { FORGOT_PASSWORD_MESSAGE, type ForgotPasswordInput } from '@common/schemas/mail'
import { api } from '../../../api/http-client'
import { unsuccessfulAnswer } from './auth-response'

/**
 * POST /auth/forgot-password: asks for a reset link. The answer is the same whether or not the account exists,
 * so the message to show is the server's, or the shared one when the server sent none.
 */
export async function requestPasswordReset(input: ForgotPasswordInput): Promise<string> {
  const body = await api.post<unknown>('/auth/forgot-password', input, { refreshOnUnauthorized: false })
  if (typeof body !== 'object' || body === null || (body as { success?: unknown }).success !== true) {
    throw unsuccessfulAnswer(body, FORGOT_PASSWORD_MESSAGE)
  }
  const { message } = body as { message?: unknown }
  return typeof message === 'string' && message !== '' ? message : FORGOT_PASSWORD_MESSAGE
}
