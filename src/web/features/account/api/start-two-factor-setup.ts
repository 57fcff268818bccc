import { useMutation } from '@tanstack/react-query'
import { twoFactorSetupResponseSchema, type TwoFactorSetupResponse } from '@common/schemas/two-factor'
import { api } from '../../../api/http-client'

export type TwoFactorSetup = Pick<TwoFactorSetupResponse, 'secret' | 'otpauthUrl'>

/** POST /auth/2fa/setup: a fresh secret waiting for a code from the app (it replaces any earlier one). */
export async function startTwoFactorSetup(): Promise<TwoFactorSetup> {
  const { secret, otpauthUrl } = await api.post('/auth/2fa/setup', undefined, twoFactorSetupResponseSchema)
  return { secret, otpauthUrl }
}

export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: startTwoFactorSetup })
}
