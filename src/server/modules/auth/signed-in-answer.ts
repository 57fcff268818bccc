import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { auditActorOf } from '../audit'
import { toUser } from '../users'
import type { SignedIn, SignInOrigin } from './auth.service'
import { setRefreshCookie } from './refresh-cookie'

/**
 * Sets the refresh cookie and answers the user with a fresh access token: what every sign-in answers (register,
 * password, reset link, the second step), so they cannot drift apart.
 */
export async function answerSignedIn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  { user, refresh }: SignedIn,
) {
  setRefreshCookie(request, reply, refresh)
  const token = await app.accessTokens.sign({ userId: user.id, sessionId: refresh.sessionId })
  return { success: true as const, user: toUser(user), token, accessToken: token }
}

/** The address and browser a sign-in came from (no one is signed in on these routes yet). */
export function signInOriginOf(request: FastifyRequest): SignInOrigin {
  const { ip, userAgent } = auditActorOf(request)
  return { ip, userAgent }
}
