import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { UserRow } from '../../db/schema'
import { ForbiddenError, UnauthorizedError } from '../../errors'
import { createAccessTokenSigner, type AccessTokenClaims, type AccessTokenSigner } from './access-token'
import { DEACTIVATED_MESSAGE } from './auth.service'
import { findUserInSession } from './refresh-sessions'
import { nowIso } from '../../db/ids'
import { keptSessionLookups } from '../../plugins/session-lookups'
import { TWO_FACTOR_SETUP_REQUIRED_MESSAGE } from '@common/schemas/two-factor'

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokenSigner
    /**
     * onRequest guard: a signed-in, active user in a live session; sets `request.user` and
     * `request.sessionId`. It runs before the body is parsed or validated, so a caller who is not
     * allowed in learns nothing about the route's input (401, never 400).
     */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
    /**
     * onRequest guard: as `requireUser`, and the user is an admin (403 otherwise). With REQUIRE_ADMIN_2FA, an
     * admin without two-step sign-in is refused too (403 TWO_FACTOR_SETUP_REQUIRED_MESSAGE).
     */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
    /** onRequest guard: as `requireAdmin`, for the work staff share with admins: orders, products, messages. */
    requireStaff: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
    /** The claims of the request's bearer token when it is valid, without asking the database. */
    readAccessToken: (request: FastifyRequest) => Promise<AccessTokenClaims | null>
  }
  interface FastifyRequest {
    user: UserRow
    /** The refresh session family the access token was issued in (its `sid`). */
    sessionId: string
  }
}

const SESSION_ENDED_MESSAGE = 'Your session has expired. Please sign in again.'

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  if (!header) return undefined
  const [scheme, token] = header.split(' ')
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined
}

/** The roles that may open the admin area; staff reach only the routes guarded by `requireStaff`. */
const ADMIN_AREA_ROLES: ReadonlySet<UserRow['role']> = new Set(['admin', 'staff'])

export const authenticationPlugin = fp<{ jwtSecret: string; requireAdmin2fa?: boolean }>(
  async (app, { jwtSecret, requireAdmin2fa = false }) => {
    const accessTokens = createAccessTokenSigner(jwtSecret)
    app.decorate('accessTokens', accessTokens)
    app.decorateRequest('user', null as unknown as UserRow)
    app.decorateRequest('sessionId', '')
    // Kept between requests only where `app.changes` tells of every write (the whole shop, not a bare test app).
    const sessionLookups = app.hasDecorator('changes') ? keptSessionLookups(app.changes) : undefined

    async function readAccessToken(request: FastifyRequest): Promise<AccessTokenClaims | null> {
      const token = bearerToken(request)
      return token ? accessTokens.verify(token) : null
    }

    async function requireUser(request: FastifyRequest): Promise<void> {
      if (!bearerToken(request)) throw new UnauthorizedError('Please sign in to continue')
      const claims = await readAccessToken(request)
      if (!claims) throw new UnauthorizedError(SESSION_ENDED_MESSAGE)
      // One primary-key lookup with the session check inside it (remembered until the next write): a sign-out,
      // deactivation, role or password change ends access at the next request, not when the 15-minute token
      // runs out.
      const lookUp = () => findUserInSession(app.db, claims.userId, claims.sessionId)
      const found = sessionLookups
        ? await sessionLookups(claims.userId, claims.sessionId, lookUp)
        : await lookUp()
      if (!found) throw new UnauthorizedError(SESSION_ENDED_MESSAGE)
      // 401, not 403: the client then tries a refresh, which is refused too, and signs the person out.
      if (found.user.is_active !== 1) throw new UnauthorizedError(DEACTIVATED_MESSAGE)
      const isSessionLive = found.sessionLiveUntil !== null && found.sessionLiveUntil > nowIso()
      if (!isSessionLive) throw new UnauthorizedError(SESSION_ENDED_MESSAGE)
      request.user = found.user
      request.sessionId = claims.sessionId
    }

    /** An admin-area caller must have two-step sign-in on when the shop requires it. */
    function checkSecondFactor(user: UserRow): void {
      if (requireAdmin2fa && user.totp_enabled_at === null)
        throw new ForbiddenError(TWO_FACTOR_SETUP_REQUIRED_MESSAGE, { twoFactorSetupRequired: true })
    }

    app.decorate('readAccessToken', readAccessToken)
    app.decorate('requireUser', requireUser)
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      await requireUser(request)
      if (request.user.role !== 'admin') throw new ForbiddenError('Admin access required')
      checkSecondFactor(request.user)
    })
    app.decorate('requireStaff', async (request: FastifyRequest) => {
      await requireUser(request)
      if (!ADMIN_AREA_ROLES.has(request.user.role)) throw new ForbiddenError('Admin access required')
      checkSecondFactor(request.user)
    })
  },
)
