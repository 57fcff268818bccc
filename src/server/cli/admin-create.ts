// `npm run admin:create -- --email owner@example.in [--name "Owner"] [--password …]`: an admin account on the
// configured database, created or promoted, while the shop runs or not. Without --password it is asked for
// (hidden) at a terminal, or read from the first line of stdin.
import { parseArgs } from 'node:util'
import { ConfigError, loadConfig } from '../config'
import { ConflictError } from '../errors'
import { createOrPromoteAdmin } from './admin-account'
import { askForPassword, CliInputError } from './password-input'
import { openShopDatabase, tellRunningShops } from './shop-database'
import { loadShopEnvironment } from './shop-environment'

const USAGE = 'Usage: npm run admin:create -- --email owner@example.in [--name "Owner"] [--password …]'

const DONE = {
  created: (email: string) => `Created the admin account ${email}; sign in with it at /login.`,
  promoted: (email: string) => `${email} is now an admin (its password is unchanged).`,
  reactivated: (email: string) =>
    `${email} was a deactivated admin; it is active again (password unchanged).`,
  unchanged: (email: string) => `${email} is already an active admin; nothing changed.`,
}

function readArguments():
  { email: string; name: string | undefined; password: string | undefined } | undefined {
  try {
    const { values } = parseArgs({
      options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    })
    if (!values.email) return undefined
    return { email: values.email, name: values.name, password: values.password }
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
    const connection = await openShopDatabase(loadConfig())
    try {
      const outcome = await createOrPromoteAdmin(connection.db, {
        ...request,
        askForPassword: () => askForPassword(),
      })
      if (outcome.change !== 'unchanged') await tellRunningShops(connection)
      console.log(DONE[outcome.change](outcome.email))
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
