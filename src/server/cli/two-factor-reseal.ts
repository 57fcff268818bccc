// `OLD_JWT_SECRET=<previous secret> npm run 2fa:reseal`, or `npm run 2fa:reseal -- --old-secret-file <file>`: after
// JWT_SECRET changed, seals every stored two-step secret again under the current one (JWT_SECRET, or the one kept in
// DATA_DIR), from the previous one, in one transaction, while the shop runs or not. Running it again changes nothing.
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { ConfigError, loadConfig } from '../config'
import { type ResealReport, resealTwoFactorSecrets } from '../modules/auth'
import { CliInputError } from './password-input'
import { openShopDatabase, tellRunningShops } from './shop-database'
import { loadShopEnvironment } from './shop-environment'

const USAGE =
  'Usage: OLD_JWT_SECRET=<previous secret> npm run 2fa:reseal, or npm run 2fa:reseal -- --old-secret-file <file> ' +
  '(one of them)'

function accounts(count: number): string {
  return `${count} account${count === 1 ? '' : 's'}`
}

/** What was done, a line each; the accounts left unreadable go to stderr. */
function describe(report: ResealReport): string[] {
  const total = report.resealed + report.alreadyCurrent + report.changedMeanwhile + report.unreadable.length
  if (total === 0) return ['No account has a two-step secret; nothing to re-seal.']
  const lines = [
    report.resealed > 0
      ? `Re-sealed the two-step secrets of ${accounts(report.resealed)} under the current JWT_SECRET` +
        `${report.alreadyCurrent > 0 ? ` (${accounts(report.alreadyCurrent)} already ${report.alreadyCurrent === 1 ? 'was' : 'were'})` : ''}.`
      : report.alreadyCurrent > 0
        ? `Nothing re-sealed: the two-step secrets of ${accounts(report.alreadyCurrent)} already open with the current JWT_SECRET.`
        : 'Nothing re-sealed.',
  ]
  if (report.changedMeanwhile > 0)
    lines.push(
      `${accounts(report.changedMeanwhile)} changed two-step sign-in while this ran; left as they are.`,
    )
  return lines
}

/** Where the previous secret comes from: `--old-secret-file`, or OLD_JWT_SECRET (read after `.env`); exactly one. */
function readSource(): { secretFile: string } | { secret: string } | undefined {
  let secretFile: string | undefined
  try {
    const { values } = parseArgs({
      options: { 'old-secret-file': { type: 'string' } },
      strict: true,
      allowPositionals: false,
    })
    secretFile = values['old-secret-file']
  } catch {
    return undefined
  }
  loadShopEnvironment()
  const secret = process.env.OLD_JWT_SECRET?.trim() || undefined
  if ((secretFile === undefined) === (secret === undefined)) return undefined
  return secretFile === undefined ? { secret: secret! } : { secretFile }
}

function readSecretFile(path: string): string {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (error) {
    throw new CliInputError(`Cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}.`)
  }
  const secret = text.trim()
  if (secret === '') throw new CliInputError(`${path} is empty.`)
  return secret
}

const source = readSource()
if (!source) {
  console.error(USAGE)
  process.exitCode = 2
} else {
  try {
    const previous = 'secret' in source ? source.secret : readSecretFile(source.secretFile)
    const config = loadConfig()
    const connection = await openShopDatabase(config)
    try {
      const report = await resealTwoFactorSecrets(connection.db, { previous, current: config.jwtSecret })
      if (report.resealed > 0) await tellRunningShops(connection)
      for (const line of describe(report)) console.log(line)
      if (report.unreadable.length > 0) {
        console.error(
          `The two-step secrets of ${accounts(report.unreadable.length)} open with neither secret and were left ` +
            `as they are: ${report.unreadable.join(', ')}. Was the previous secret the one they were sealed ` +
            'under? Their owners can still sign in with a recovery code, then turn two-step sign-in off and on again.',
        )
        process.exitCode = 1
      }
    } finally {
      await connection.close()
    }
  } catch (error) {
    const known = error instanceof ConfigError || error instanceof CliInputError
    console.error(known ? error.message : error)
    process.exitCode = 1
  }
}
