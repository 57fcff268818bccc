import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TWO_FACTOR_UNAVAILABLE_MESSAGE } from '@common/schemas/two-factor'
import { buildApp } from '../app'
import { connectDatabase, type DatabaseConnection } from '../db/connection'
import { migrateToLatest } from '../db/migrate'
import { totpCodeAt } from '../modules/auth/two-factor/totp'
import { bearer, signUp, testConfig, type SignedUpUser } from '../test/test-app'
import { runCli } from './test/run-cli'

const SCRIPT = 'src/server/cli/two-factor-reseal.ts'

describe('npm run 2fa:reseal [sqlite]', () => {
  const previousSecret = randomBytes(32).toString('hex')
  const currentSecret = randomBytes(32).toString('hex')
  let directory: string
  let connection: DatabaseConnection

  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 'shop-2fa-reseal-'))
    connection = connectDatabase({ kind: 'sqlite', filename: join(directory, 'shop.sqlite') })
    await migrateToLatest(connection)
  })
  afterAll(async () => {
    await connection.close()
    rmSync(directory, { recursive: true, force: true })
  })

  /** The shop on the test's database, started with this JWT_SECRET; closed after `use`. */
  async function withShop<T>(
    jwtSecret: string,
    use: (shop: Awaited<ReturnType<typeof buildApp>>) => Promise<T>,
  ) {
    const shop = await buildApp({ ...testConfig, jwtSecret }, connection)
    await shop.ready()
    try {
      return await use(shop)
    } finally {
      await shop.close()
    }
  }

  /** The password, then an app code `steps` time steps from now: the second step's status. */
  async function signInWithAppCode(
    shop: Awaited<ReturnType<typeof buildApp>>,
    user: SignedUpUser,
    secret: string,
    steps: number,
  ): Promise<number> {
    const password = await shop.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    })
    expect(password.json().twoFactorRequired).toBe(true)
    const code = totpCodeAt(secret, new Date(Date.now() + steps * 30_000))
    const verified = await shop.inject({
      method: 'POST',
      url: '/api/auth/2fa/verify',
      payload: { challenge: password.json().challenge, code },
    })
    return verified.statusCode
  }

  /** A new account with two-step sign-in turned on by the shop started with this JWT_SECRET. */
  function accountWithTwoFactor(jwtSecret: string): Promise<{ user: SignedUpUser; secret: string }> {
    return withShop(jwtSecret, async (shop) => {
      const user = await signUp(shop)
      const setup = await shop.inject({
        method: 'POST',
        url: '/api/auth/2fa/setup',
        headers: bearer(user.token),
      })
      const { secret } = setup.json() as { secret: string }
      const enabled = await shop.inject({
        method: 'POST',
        url: '/api/auth/2fa/enable',
        headers: bearer(user.token),
        payload: { password: user.password, code: totpCodeAt(secret, new Date()) },
      })
      expect(enabled.statusCode, enabled.body).toBe(200)
      return { user, secret }
    })
  }

  it('re-seals the secrets from OLD_JWT_SECRET so app codes sign in again; run again, it changes nothing', async () => {
    const { user, secret } = await accountWithTwoFactor(previousSecret)
    const env = { DATA_DIR: directory, JWT_SECRET: currentSecret }

    // The shop restarted with a new JWT_SECRET cannot check app codes, and says so.
    await withShop(currentSecret, async (shop) => {
      const password = await shop.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: user.password },
      })
      const refused = await shop.inject({
        method: 'POST',
        url: '/api/auth/2fa/verify',
        payload: {
          challenge: password.json().challenge,
          code: totpCodeAt(secret, new Date(Date.now() + 30_000)),
        },
      })
      expect(refused.statusCode).toBe(503)
      expect(refused.json().message).toBe(TWO_FACTOR_UNAVAILABLE_MESSAGE)
    })

    const resealed = await runCli(SCRIPT, [], { env: { ...env, OLD_JWT_SECRET: previousSecret } })
    expect(resealed).toEqual({
      code: 0,
      stdout: 'Re-sealed the two-step secrets of 1 account under the current JWT_SECRET.\n',
      stderr: '',
    })
    expect(await withShop(currentSecret, (shop) => signInWithAppCode(shop, user, secret, 1))).toBe(200)

    const secretFile = join(directory, 'previous-jwt-secret')
    writeFileSync(secretFile, `${previousSecret}\n`)
    const again = await runCli(SCRIPT, ['--old-secret-file', secretFile], { env })
    expect(again).toEqual({
      code: 0,
      stdout:
        'Nothing re-sealed: the two-step secrets of 1 account already open with the current JWT_SECRET.\n',
      stderr: '',
    })
  }, 120_000)

  it('names the accounts whose secrets open with neither secret (exit 1), and wants the previous secret once (exit 2)', async () => {
    const { user } = await accountWithTwoFactor(randomBytes(32).toString('hex'))
    const env = { DATA_DIR: directory, JWT_SECRET: randomBytes(32).toString('hex') }
    const wrong = await runCli(SCRIPT, [], { env: { ...env, OLD_JWT_SECRET: 'not the previous secret' } })
    expect(wrong.code).toBe(1)
    expect(wrong.stdout).toBe('Nothing re-sealed.\n')
    expect(wrong.stderr).toMatch(
      /^The two-step secrets of \d+ accounts? open with neither secret and were left as they are: /,
    )
    expect(wrong.stderr).toContain(user.email)

    const missing = await runCli(SCRIPT, [], { env: { ...env, OLD_JWT_SECRET: '' } })
    expect(missing.code).toBe(2)
    expect(missing.stderr).toMatch(/^Usage: OLD_JWT_SECRET=/)
    const both = await runCli(SCRIPT, ['--old-secret-file', join(directory, 'previous-jwt-secret')], {
      env: { ...env, OLD_JWT_SECRET: 'one too many' },
    })
    expect(both.code).toBe(2)
    const unreadable = await runCli(SCRIPT, ['--old-secret-file', join(directory, 'no-such-file')], { env })
    expect(unreadable).toMatchObject({ code: 1, stderr: expect.stringContaining('ENOENT') })
  }, 120_000)
})
