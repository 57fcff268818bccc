import {
  FORGOT_PASSWORD_MESSAGE,
  forgotPasswordResponseSchema,
  type ForgotPasswordInput,
} from '@common/schemas/mail'
import { api } from '../../../api/http-client'

/**
 * POST /auth/forgot-password: asks for a reset link. The answer is the same whether or not the account exists,
 * so the message to show is the server's, or the shared one when the server sent an empty one.
 */
export async function requestPasswordReset(input: ForgotPasswordInput): Promise<string> {
  const { message } = await api.post('/auth/forgot-password', input, forgotPasswordResponseSchema, {
    refreshOnUnauthorized: false,
  })
  return message || FORGOT_PASSWORD_MESSAGE
}
