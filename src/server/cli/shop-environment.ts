import { existsSync } from 'node:fs'

/**
 * Settings from `.env` in the working directory, as `npm start` reads them (variables already set win), so
 * that a command works on the database the shop uses rather than on a default `./data` beside it.
 */
export function loadShopEnvironment(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file)
}
