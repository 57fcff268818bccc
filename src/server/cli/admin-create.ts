// `npm run admin:create -- --email owner@example.in [--name "Owner"] [--password …] [--reset-two-factor]`: an admin
// account on the configured database, created or promoted, while the shop runs or not. Without --password it is
// asked for (hidden) at a terminal, or read from the first line of stdin. --reset-two-factor turns the account's
// two-step sign-in off, for an owner who lost both their phone and their recovery codes.
import { parseArgs } from 'node:util'
import { ConfigError, loadConfig } from '../config'
import { ConflictError } from '../errors'
import { createOrPromoteAdmin, resetAdminSecondFactor } from './admin-account'
import { askForPassword, CliInputError } from './password-input'
import { openShopDatabase, tellRunningShops } from './shop-database'
import { loadShopEnvironment } from './shop-environment'

const USAGE =
  'Usage: npm run admin:create -- --email owner@example.in [--name "Owner"] [--password …] [--reset-two-factor]'

const DONE = {
  created: (email: string) => `Created the admin account ${email}; sign in with it at /login.`,
  promoted: (email: string) => `${email} is now an admin (its password is unchanged).`,
  reactivated: (email: string) =>
    `${email} was a deactivated admin; it is active again (password unchanged).`,
  unchanged: (email: string) => `${email} is already an active admin; nothing changed.`,
}

const TWO_FACTOR_RESET = {
  done: (email: string) =>
    `Two-step sign-in is off for ${email}; set it up again from the profile after signing in.`,
  wasOff: (email: string) => `Two-step sign-in was not on for ${email}; nothing to reset.`,
}

function readArguments():
  | { email: string; name: string | undefined; password: string | undefined; resetTwoFactor: boolean }
  | undefined {
  try {
    const { values } = parseArgs({
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        password: { type: 'string' },
        'reset-two-factor': { type: 'boolean' },
      },
      strict: true,
      allowPositionals: false,
    })
    if (!values.email) return undefined
    return {
      email: values.email,
      name: values.name,
      password: values.password,
      resetTwoFactor: values['reset-two-factor'] ?? false,
    }
  } catch {
    return undefined
  }
}

const request = readArguments()
if (!request) {
  console.error(USAGE)
  process.exitCode = 2
} else {
  try {
    loadShopEnvironment()
    const config = loadConfig()
    const connection = await openShopDatabase(config)
    try {
      const outcome = await createOrPromoteAdmin(connection.db, {
        ...request,
        askForPassword: () => askForPassword(),
      })
      const wasReset =
        request.resetTwoFactor && (await resetAdminSecondFactor(connection.db, outcome.email, config))
      if (outcome.change !== 'unchanged' || wasReset) await tellRunningShops(connection)
      console.log(DONE[outcome.change](outcome.email))
      if (request.resetTwoFactor)
        console.log((wasReset ? TWO_FACTOR_RESET.done : TWO_FACTOR_RESET.wasOff)(outcome.email))
    } finally {
      await connection.close()
    }
  } catch (error) {
    const known =
      error instanceof ConfigError || error instanceof CliInputError || error instanceof ConflictError
    console.error(known ? error.message : error)
    process.exitCode = 1
  }
}
