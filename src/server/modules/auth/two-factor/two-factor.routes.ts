import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { authResponseSchema } from '@common/schemas/auth'
import {
  SECOND_STEP_LIMITS,
  twoFactorDisableInputSchema,
  twoFactorEnableInputSchema,
  twoFactorEnableResponseSchema,
  twoFactorSetupResponseSchema,
  twoFactorVerifyInputSchema,
} from '@common/schemas/two-factor'
import { signedInSecurity } from '../../../plugins/openapi-route-docs'
import { auditActorOf } from '../../audit'
import { answerSignedIn, signInOriginOf } from '../signed-in-answer'
import { createSecretBox } from './secret-box'
import {
  disableSecondFactor,
  enableSecondFactor,
  setUpSecondFactor,
  TOTP_SECRET_KEY_INFO,
  verifySecondStep,
} from './two-factor.service'

/** The account's limits of wrong codes, as the documentation says them: "10 wrong codes in 15 minutes and …". */
const ACCOUNT_LIMITS = SECOND_STEP_LIMITS.map(
  ({ wrongCodes, minutes }) =>
    `${wrongCodes} wrong codes in ${minutes % 60 === 0 ? `${minutes / 60} hours` : `${minutes} minutes`}`,
).join(' and ')
const TOO_MANY_CODES =
  'Too many attempts from this address, or too many wrong codes for this account: see Retry-After'
const SECRETS_UNREADABLE =
  "App codes cannot be checked: the shop's secret key changed and the owner must re-seal the secrets"

/**
 * Two-step sign-in (TOTP, RFC 6238). Set-up, enabling and disabling take `requireUser`, never the admin guards, so
 * an admin or staff member refused the admin area for want of a second factor can still set one up.
 */
export const twoFactorRoutes: FastifyPluginAsyncZod<{
  jwtSecret: string
  rateLimitPerMinute: number
  clock?: () => Date
}> = async (app, options) => {
  const box = createSecretBox(options.jwtSecret, TOTP_SECRET_KEY_INFO)
  // Limited like signing in: six digits are guessed by trying, so every route that checks a code is counted.
  const rateLimited = { rateLimit: { max: options.rateLimitPerMinute, timeWindow: '1 minute' } }
  const now = () => options.clock?.() ?? new Date()

  app.post(
    '/auth/2fa/setup',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['Auth'],
        summary: 'Start setting up two-step sign-in: a new secret for an authenticator app',
        description:
          'Answers the secret (base32, to type in) and its `otpauth://` URL (for a QR code). It waits for ' +
          '`POST /auth/2fa/enable` with a code from the app; setting up again replaces it.',
        security: signedInSecurity,
        documentedErrors: { 409: 'Two-step sign-in is already on' },
        response: { 200: twoFactorSetupResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await setUpSecondFactor(app.db, box, request.user, now())),
    }),
  )

  app.post(
    '/auth/2fa/enable',
    {
      onRequest: app.requireUser,
      config: rateLimited,
      schema: {
        tags: ['Auth'],
        summary: 'Turn two-step sign-in on with a code from the app',
        description:
          'Answers ten single-use recovery codes, shown this once. Every other sign-in of the account ends, ' +
          'and the owner is mailed.',
        security: signedInSecurity,
        documentedErrors: {
          400: 'The password or the code is wrong, or no set-up is waiting',
          409: 'Two-step sign-in is already on',
          503: SECRETS_UNREADABLE,
        },
        body: twoFactorEnableInputSchema,
        response: { 200: twoFactorEnableResponseSchema },
      },
    },
    async (request) => {
      const recoveryCodes = await enableSecondFactor(app.db, box, {
        userId: request.user.id,
        sessionId: request.sessionId,
        password: request.body.password,
        code: request.body.code,
        now: now(),
        mail: app.mailContextOf(request),
        actor: auditActorOf(request),
      })
      return { success: true as const, recoveryCodes }
    },
  )

  app.post(
    '/auth/2fa/disable',
    {
      onRequest: app.requireUser,
      config: rateLimited,
      schema: {
        tags: ['Auth'],
        summary: 'Turn two-step sign-in off with the password and a code',
        description: 'The code is one from the app or an unused recovery code. The owner is mailed.',
        security: signedInSecurity,
        documentedErrors: {
          400: 'The password or the code is wrong',
          409: 'Two-step sign-in is not on',
          429: TOO_MANY_CODES,
          503: SECRETS_UNREADABLE,
        },
        body: twoFactorDisableInputSchema,
        response: { 200: z.object({ success: z.literal(true), message: z.string() }) },
      },
    },
    async (request) => {
      await disableSecondFactor(app.db, box, {
        userId: request.user.id,
        password: request.body.password,
        code: request.body.code,
        now: now(),
        mail: app.mailContextOf(request),
        actor: auditActorOf(request),
      })
      return { success: true as const, message: 'Two-step sign-in is off' }
    },
  )

  app.post(
    '/auth/2fa/verify',
    {
      config: rateLimited,
      schema: {
        tags: ['Auth'],
        summary: "Complete a sign-in with the login's challenge and a code",
        description:
          'The code is one from the app or an unused recovery code. Answers as `POST /auth/login` does, ' +
          'setting the `refreshToken` cookie. The fifth wrong code ends the challenge (`challengeEnded: true`): ' +
          `sign in again. Across its challenges an account takes ${ACCOUNT_LIMITS}; then every code is ` +
          'refused (429, `Retry-After`) until the window rolls on or the password changes, and the owner is mailed.',
        documentedErrors: {
          401: 'The code is wrong, or the challenge is unknown, used, ended or expired',
          403: 'The account has been deactivated',
          429: TOO_MANY_CODES,
          503: SECRETS_UNREADABLE,
        },
        body: twoFactorVerifyInputSchema,
        response: { 200: authResponseSchema },
      },
    },
    async (request, reply) => {
      const signedIn = await verifySecondStep(app.db, box, request.body, {
        now: now(),
        origin: signInOriginOf(request),
        mail: app.mailContextOf(request),
      })
      return answerSignedIn(app, request, reply, signedIn)
    },
  )
}
