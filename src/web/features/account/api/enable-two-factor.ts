import { useMutation } from '@tanstack/react-query'
import { twoFactorEnableResponseSchema, type TwoFactorEnableInput } from '@common/schemas/two-factor'
import { api } from '../../../api/http-client'

/**
 * POST /auth/2fa/enable: turns two-step sign-in on with the password and the app's code; answers the recovery
 * codes, shown once.
 */
export async function enableTwoFactor(input: TwoFactorEnableInput): Promise<string[]> {
  const { recoveryCodes } = await api.post('/auth/2fa/enable', input, twoFactorEnableResponseSchema)
  return recoveryCodes
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor })
}
