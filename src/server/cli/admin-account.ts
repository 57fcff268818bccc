import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import { emailSchema, nameSchema, passwordSchema } from '@common/schemas/auth'
import type { z } from 'zod'
import type { Database } from '../db/schema'
import { findUserByEmail } from '../modules/users'
import { createAccount, ensureAdminAccount, resetSecondFactor } from '../modules/auth'
import type { Config } from '../config'
import { COMMAND_LINE_ACTOR } from '../modules/audit'
import { CliInputError } from './password-input'

export type AdminAccountRequest = {
  email: string
  name?: string | undefined
  /** Given on the command line; otherwise `askForPassword` is called, and only when an account is created. */
  password?: string | undefined
  askForPassword: () => Promise<string>
}

export type AdminAccountOutcome = {
  /** `created`, `promoted` (was a shopper or staff), `reactivated` (was a deactivated admin) or `unchanged`. */
  change: 'created' | 'promoted' | 'reactivated' | 'unchanged'
  email: string
  name: string
}

export const DEFAULT_ADMIN_NAME = 'Shop Admin'

function checked<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new CliInputError(`${parsed.error.issues[0]!.message}.`)
  return parsed.data
}

/**
 * Creates an admin account, or makes an existing account an active admin, with sign-up's rules for the
 * e-mail, name and password. An existing account keeps its name and password: this command grants the role,
 * it does not take an account over (a forgotten password goes through "Forgot password?").
 */
export async function createOrPromoteAdmin(
  db: Kysely<Database>,
  request: AdminAccountRequest,
): Promise<AdminAccountOutcome> {
  const email = checked(emailSchema, request.email)
  const name = request.name === undefined ? undefined : checked(nameSchema, request.name)
  if (request.password !== undefined) checked(passwordSchema, request.password)

  const existing = await findUserByEmail(db, email)
  if (existing) {
    if (existing.role === 'admin' && existing.is_active === 1)
      return { change: 'unchanged', email, name: existing.name }
    // The password is used only if the account vanished in between, and then nobody knows it: the owner
    // sets one through "Forgot password?" rather than the command inventing a usable one.
    await ensureAdminAccount(db, { email, password: randomBytes(32).toString('base64url') })
    return { change: existing.role === 'admin' ? 'reactivated' : 'promoted', email, name: existing.name }
  }

  const password = checked(passwordSchema, request.password ?? (await request.askForPassword()))
  const created = await createAccount(db, {
    name: name ?? DEFAULT_ADMIN_NAME,
    email,
    password,
    role: 'admin',
  })
  return { change: 'created', email, name: created.name }
}

/**
 * Turns the account's two-step sign-in off from the server's command line, mailing the owner as the profile's
 * "Turn off" does. Answers whether it was on.
 */
export async function resetAdminSecondFactor(
  db: Kysely<Database>,
  email: string,
  config: Pick<Config, 'mail' | 'shopUrl' | 'port'>,
  now = new Date(),
): Promise<boolean> {
  const user = await findUserByEmail(db, email)
  if (!user) return false
  const mail = {
    sends: config.mail.smtp !== undefined,
    notifyEmail: config.mail.notifyEmail,
    origin: config.shopUrl ?? `http://localhost:${config.port}`,
  }
  return resetSecondFactor(db, user, { now, mail, actor: COMMAND_LINE_ACTOR })
}
