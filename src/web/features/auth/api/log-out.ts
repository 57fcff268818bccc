import { api, ignoreAnswer } from '../../../api/http-client'

/** Revokes the refresh session on the server and clears its cookie. */
export async function logOut(): Promise<void> {
  await api.post('/auth/logout', undefined, ignoreAnswer, { refreshOnUnauthorized: false })
}
