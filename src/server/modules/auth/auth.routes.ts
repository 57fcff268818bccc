import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  authResponseSchema,
  changePasswordInputSchema,
  changePasswordResponseSchema,
  loginInputSchema,
  refreshResponseSchema,
  registerInputSchema,
} from '@common/schemas/auth'
import { loginResponseSchema } from '@common/schemas/two-factor'
import { errorResponseSchema } from '@common/schemas/common'
import {
  FORGOT_PASSWORD_MESSAGE,
  forgotPasswordInputSchema,
  forgotPasswordResponseSchema,
  resetPasswordInputSchema,
} from '@common/schemas/mail'
import { UnauthorizedError } from '../../errors'
import { findUserById } from '../users'
import { logIn, register, type SignedIn } from './auth.service'
import { requestPasswordReset, resetPassword } from './password-reset'
import { changePassword } from './password-change'
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie'
import { answerSignedIn, signInOriginOf } from './signed-in-answer'
import { revokeFamily, revokeRefreshToken, rotateRefreshToken } from './refresh-sessions'
import { BEARER_SCHEME, REFRESH_COOKIE_SCHEME, signedInSecurity } from '../../plugins/openapi-route-docs'

const refreshFailureSchema = errorResponseSchema.extend({ shouldLogout: z.literal(true) })

export const authRoutes: FastifyPluginAsyncZod<{ rateLimitPerMinute: number; clock?: () => Date }> = async (
  app,
  options,
) => {
  const rateLimited = {
    rateLimit: { max: options.rateLimitPerMinute, timeWindow: '1 minute' },
  }
  const now = () => options.clock?.() ?? new Date()

  const signedIn = (...args: [FastifyRequest, FastifyReply, SignedIn]) => answerSignedIn(app, ...args)

  app.post(
    '/auth/register',
    {
      config: rateLimited,
      schema: {
        tags: ['Auth'],
        summary: 'Create an account and sign in',
        description: 'Answers the user and an access token, and sets the `refreshToken` cookie.',
        documentedErrors: { 409: 'An account with this e-mail already exists' },
        body: registerInputSchema,
        response: { 201: authResponseSchema },
      },
    },
    async (request, reply) => {
      const registered = await register(app.db, request.body, app.mailContextOf(request))
      return reply.code(201).send(await signedIn(request, reply, registered))
    },
  )

  app.post(
    '/auth/login',
    {
      config: rateLimited,
      schema: {
        tags: ['Auth'],
        summary: 'Sign in with e-mail and password',
        description:
          'Answers the user and an access token, and sets the `refreshToken` cookie. An account with two-step ' +
          'sign-in answers `twoFactorRequired: true` and a `challenge` instead, and no token or cookie: ' +
          '`POST /auth/2fa/verify` with the challenge and a code completes the sign-in.',
        documentedErrors: { 401: 'Wrong e-mail or password', 403: 'The account has been deactivated' },
        body: loginInputSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) => {
      const outcome = await logIn(app.db, request.body, { now: now(), origin: signInOriginOf(request) })
      if ('challenge' in outcome)
        return { success: true as const, twoFactorRequired: true as const, challenge: outcome.challenge }
      return signedIn(request, reply, outcome)
    },
  )

  app.post(
    '/auth/forgot-password',
    {
      config: rateLimited,
      schema: {
        tags: ['Auth'],
        summary: 'Mail a password reset link',
        description:
          'The same answer whether or not an account has this e-mail, so it tells nobody who has one.',
        body: forgotPasswordInputSchema,
        response: { 200: forgotPasswordResponseSchema },
      },
    },
    async (request) => {
      await requestPasswordReset(app.db, app.mailContextOf(request), request.body.email, now())
      return { success: true as const, message: FORGOT_PASSWORD_MESSAGE }
    },
  )

  app.post(
    '/auth/reset-password',
    {
      config: rateLimited,
      schema: {
        tags: ['Auth'],
        summary: "Set a new password with a reset link's token, and sign in",
        description:
          'An account with two-step sign-in answers `twoFactorRequired: true` and a `challenge`, as sign-in does.',
        documentedErrors: {
          400: 'The link is unknown, used or older than 30 minutes',
          403: 'The account has been deactivated',
        },
        body: resetPasswordInputSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) => {
      const outcome = await resetPassword(app.db, request.body, now(), signInOriginOf(request))
      if ('challenge' in outcome)
        return { success: true as const, twoFactorRequired: true as const, challenge: outcome.challenge }
      return signedIn(request, reply, outcome)
    },
  )

  app.post(
    '/auth/refresh-token',
    {
      schema: {
        tags: ['Auth'],
        summary: 'Exchange the refresh cookie for a new access token',
        description:
          'Rotates the cookie. A refused refresh answers `shouldLogout: true`: the client signs out.',
        security: [{ [REFRESH_COOKIE_SCHEME]: [] }],
        response: { 200: refreshResponseSchema, 401: refreshFailureSchema },
      },
    },
    async (request, reply) => {
      const presented = readRefreshCookie(request)
      const rotation = presented ? await rotateRefreshToken(app.db, presented) : null
      const user = rotation?.ok ? await findUserById(app.db, rotation.userId) : undefined
      if (!rotation?.ok || !user || user.is_active !== 1) {
        if (rotation?.ok) await revokeRefreshToken(app.db, rotation.next.token)
        clearRefreshCookie(reply)
        throw new UnauthorizedError('Your session has ended. Please sign in again.', { shouldLogout: true })
      }
      setRefreshCookie(request, reply, rotation.next)
      const token = await app.accessTokens.sign({ userId: user.id, sessionId: rotation.next.sessionId })
      return { success: true as const, token, accessToken: token }
    },
  )

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['Auth'],
        summary: 'Sign out',
        description:
          "Ends the refresh cookie's session and the access token's, whichever came, and clears the cookie.",
        security: [{ [REFRESH_COOKIE_SCHEME]: [] }, { [BEARER_SCHEME]: [] }, {}],
        response: { 200: z.object({ success: z.literal(true), message: z.string() }) },
      },
    },
    async (request, reply) => {
      const presented = readRefreshCookie(request)
      if (presented) await revokeRefreshToken(app.db, presented)
      // The access token's session ends too, even when the cookie did not come with the request.
      const claims = await app.readAccessToken(request)
      if (claims) await revokeFamily(app.db, claims.sessionId)
      clearRefreshCookie(reply)
      return { success: true as const, message: 'Signed out' }
    },
  )

  // Here, not in the users module, because the password and the sessions it ends are this module's (the URL is
  // the profile's). Rate-limited like sign-in: a stolen access token must not become a way to guess the password.
  app.put(
    '/users/password',
    {
      onRequest: app.requireUser,
      config: rateLimited,
      schema: {
        tags: ['Users'],
        summary: 'Change the password; other devices are signed out',
        security: signedInSecurity,
        documentedErrors: { 400: 'The current password is wrong, or the new one is not allowed' },
        body: changePasswordInputSchema,
        response: { 200: changePasswordResponseSchema },
      },
    },
    async (request) => {
      const user = { id: request.user.id, passwordHash: request.user.password_hash }
      await changePassword(app.db, user, request.sessionId, request.body)
      return { success: true as const, message: 'Password changed. Other devices have been signed out.' }
    },
  )
}
