import { useMutation } from '@tanstack/react-query'
import { twoFactorEnableResponseSchema } from '@common/schemas/two-factor'
import { api } from '../../../api/http-client'

/** POST /auth/2fa/enable: turns two-step sign-in on with the app's code; answers the recovery codes, shown once. */
export async function enableTwoFactor(code: string): Promise<string[]> {
  const { recoveryCodes } = await api.post('/auth/2fa/enable', { code }, twoFactorEnableResponseSchema)
  return recoveryCodes
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor })
}
