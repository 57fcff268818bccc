import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { UserRow } from '../db/schema'
import { ForbiddenError, UnauthorizedError } from '../errors'
import { createAccessTokenSigner, type AccessTokenSigner } from '../modules/auth/access-token'
import { findUserById } from '../modules/users/users.service'

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokenSigner
    /** preHandler: a signed-in, active user; sets `request.user`. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
    /** preHandler: a signed-in, active admin; sets `request.user`. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
  }
  interface FastifyRequest {
    user: UserRow
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  if (!header) return undefined
  const [scheme, token] = header.split(' ')
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined
}

export const authenticationPlugin = fp<{ jwtSecret: string }>(async (app, { jwtSecret }) => {
  const accessTokens = createAccessTokenSigner(jwtSecret)
  app.decorate('accessTokens', accessTokens)
  app.decorateRequest('user', null as unknown as UserRow)

  async function requireUser(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request)
    if (!token) throw new UnauthorizedError('Please sign in to continue')
    const userId = await accessTokens.verify(token)
    if (!userId) throw new UnauthorizedError('Your session has expired. Please sign in again.')
    // One primary-key lookup per request, so deactivation and role changes take effect at once.
    const user = await findUserById(app.db, userId)
    if (!user) throw new UnauthorizedError('Your session has expired. Please sign in again.')
    // 401, not 403: the client then tries a refresh, which is refused too, and signs the person out.
    if (user.is_active !== 1)
      throw new UnauthorizedError('Your account has been deactivated. Please contact support.')
    request.user = user
  }

  app.decorate('requireUser', requireUser)
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await requireUser(request)
    if (request.user.role !== 'admin') throw new ForbiddenError('Admin access required')
  })
})
