/*
 * The auth module's public face: what the flows, the app and other modules may use of it. Nothing outside the
 * module imports its other files (module-dependencies.test.ts); inside it, its files import each other.
 */
export { forgetSignInsOf, sessionsOf } from './account-erasure'
export { createAccount, ensureAdminAccount } from './accounts'
export { authRoutes } from './auth.routes'
export { authenticationPlugin } from './authentication'
export { hashPassword, verifyPassword } from './password'
export { clearRefreshCookie } from './refresh-cookie'
export { revokeAllSessionsOf } from './refresh-sessions'
export { type ResealReport, resealTwoFactorSecrets } from './two-factor/secret-reseal'
export { twoFactorRoutes } from './two-factor/two-factor.routes'
export { resetSecondFactor } from './two-factor/two-factor.service'
