import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import type { TwoFactorDisableInput } from '@common/schemas/two-factor'
import { api } from '../../../api/http-client'

const disableResponseSchema = z.object({ success: z.literal(true), message: z.string() })

/** POST /auth/2fa/disable: turns two-step sign-in off with the password and a code; answers the confirmation. */
export async function disableTwoFactor(input: TwoFactorDisableInput): Promise<string> {
  const { message } = await api.post('/auth/2fa/disable', input, disableResponseSchema)
  return message
}

export function useDisableTwoFactor() {
  return useMutation({ mutationFn: disableTwoFactor })
}
