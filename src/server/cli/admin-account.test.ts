import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PassThrough } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectDatabase } from '../db/connection'
import { verifyPassword } from '../modules/auth/password'
import { findUserByEmail } from '../modules/users/user-accounts'
import { createAccount } from '../modules/auth/accounts'
import { createTestDatabase, testDialects, uniqueEmail, type TestDatabase } from '../test/test-app'
import { createOrPromoteAdmin, resetAdminSecondFactor } from './admin-account'
import { askForPassword, readHiddenLine } from './password-input'
import { runCli } from './test/run-cli'

const noPrompt = () => Promise.reject(new Error('the password should not have been asked for'))

describe.each(testDialects)('admin:create [%s]', (dialect) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase(dialect)
  })
  afterAll(async () => {
    await database.dispose()
  })

  it('creates an admin who can sign in with the password, asking for it when not given', async () => {
    const email = uniqueEmail('Owner')
    const outcome = await createOrPromoteAdmin(database.db, {
      email: ` ${email} `,
      name: 'Owner',
      askForPassword: () => Promise.resolve('a long enough secret'),
    })
    expect(outcome).toEqual({ change: 'created', email: email.toLowerCase(), name: 'Owner' })
    const stored = await findUserByEmail(database.db, email)
    expect(stored).toMatchObject({ role: 'admin', is_active: 1, name: 'Owner' })
    expect(await verifyPassword('a long enough secret', stored!.password_hash)).toBe(true)
  })

  it('turns off the two-step sign-in of an owner who lost their phone: on record and mailed, once', async () => {
    const email = uniqueEmail('lost-phone')
    const owner = await createAccount(database.db, {
      name: 'Owner',
      email,
      password: 'a long enough secret',
      role: 'admin',
    })
    await database.db
      .updateTable('users')
      .set({ totp_secret: 'v1.sealed', totp_enabled_at: new Date().toISOString(), totp_last_step: 1 })
      .where('id', '=', owner.id)
      .execute()
    await database.db
      .insertInto('recovery_codes')
      .values({
        id: `${owner.id.slice(0, 20)}rc01`,
        user_id: owner.id,
        code_hash: 'x',
        used_at: null,
        created_at: '',
      })
      .execute()
    const config = {
      mail: { smtp: undefined, notifyEmail: undefined },
      shopUrl: 'https://shop.test',
      port: 3000,
    }

    expect(await resetAdminSecondFactor(database.db, email, config)).toBe(true)
    expect(await findUserByEmail(database.db, email)).toMatchObject({
      totp_secret: null,
      totp_enabled_at: null,
    })
    const codes = await database.db
      .selectFrom('recovery_codes')
      .selectAll()
      .where('user_id', '=', owner.id)
      .execute()
    expect(codes).toEqual([])
    const mails = await database.db
      .selectFrom('mail_outbox')
      .select('kind')
      .where('to_address', '=', email)
      .execute()
    expect(mails).toEqual([{ kind: 'two-factor-disabled' }])
    const entries = await database.db
      .selectFrom('audit_entries')
      .selectAll()
      .where('entity_id', '=', owner.id)
      .execute()
    expect(entries).toMatchObject([
      {
        action: 'user.two-factor',
        actor_id: null,
        user_agent: 'command line',
        after: '{"twoFactorEnabled":false}',
      },
    ])
    // Already off: nothing more is written.
    expect(await resetAdminSecondFactor(database.db, email, config)).toBe(false)
    expect(
      await database.db.selectFrom('mail_outbox').select('kind').where('to_address', '=', email).execute(),
    ).toHaveLength(1)
  })

  it('promotes a shopper and keeps their password; a second run changes nothing', async () => {
    const email = uniqueEmail()
    await createAccount(database.db, { name: 'Asha', email, password: 'shopper-password' })
    const request = { email, password: 'another password', askForPassword: noPrompt }
    expect(await createOrPromoteAdmin(database.db, request)).toMatchObject({
      change: 'promoted',
      name: 'Asha',
    })
    const promoted = await findUserByEmail(database.db, email)
    expect(promoted?.role).toBe('admin')
    expect(await verifyPassword('shopper-password', promoted!.password_hash)).toBe(true)
    expect((await createOrPromoteAdmin(database.db, request)).change).toBe('unchanged')
  })

  it('refuses a short password, a bad e-mail and a blank name with sign-up messages, writing nothing', async () => {
    const email = uniqueEmail()
    await expect(
      createOrPromoteAdmin(database.db, { email, password: 'short', askForPassword: noPrompt }),
    ).rejects.toThrow('Password must be at least 8 characters.')
    await expect(
      createOrPromoteAdmin(database.db, { email, askForPassword: () => Promise.resolve('1234567') }),
    ).rejects.toThrow('Password must be at least 8 characters.')
    await expect(
      createOrPromoteAdmin(database.db, { email: 'owner@', askForPassword: noPrompt }),
    ).rejects.toThrow('Invalid email address.')
    await expect(
      createOrPromoteAdmin(database.db, { email, name: '  ', askForPassword: noPrompt }),
    ).rejects.toThrow('Name is required.')
    expect(await findUserByEmail(database.db, email)).toBeUndefined()
  })
})

describe('password input', () => {
  it('reads a typed password without echoing it, with backspace, at a terminal', async () => {
    const input = Object.assign(new PassThrough(), { isTTY: true, setRawMode: () => undefined })
    const output = new PassThrough()
    let shown = ''
    output.on('data', (chunk: Buffer) => (shown += chunk.toString()))
    const typed = readHiddenLine('Password: ', input, output)
    input.write('secret-pa')
    input.write('sx\u007fsword\r')
    expect(await typed).toBe('secret-password')
    expect(shown).toBe('Password: \n')
  })

  it('reads the first line of piped input', async () => {
    const input = new PassThrough()
    input.end('piped password\r\nsecond line\n')
    expect(await askForPassword(input, new PassThrough())).toBe('piped password')
    const empty = new PassThrough()
    empty.end('')
    await expect(askForPassword(empty, new PassThrough())).rejects.toThrow(/No password/)
  })
})

describe('npm run admin:create [sqlite]', () => {
  let directory: string
  beforeAll(() => {
    directory = mkdtempSync(join(tmpdir(), 'shop-admin-create-'))
  })
  afterAll(() => {
    rmSync(directory, { recursive: true, force: true })
  })

  it('creates from a piped password, refuses a short one (exit 1) and a missing --email (exit 2)', async () => {
    const env = { DATA_DIR: directory }
    const created = await runCli(
      'src/server/cli/admin-create.ts',
      ['--email', 'owner@example.in', '--name', 'Owner'],
      {
        env,
        input: 'correct horse battery\n',
      },
    )
    expect(created.stderr).toBe('')
    expect(created).toMatchObject({
      code: 0,
      stdout: 'Created the admin account owner@example.in; sign in with it at /login.\n',
    })

    const short = await runCli(
      'src/server/cli/admin-create.ts',
      ['--email', 'second@example.in', '--password', 'short'],
      { env },
    )
    expect(short).toMatchObject({ code: 1, stderr: 'Password must be at least 8 characters.\n' })

    const usage = await runCli('src/server/cli/admin-create.ts', ['--name', 'Nobody'], { env })
    expect(usage.code).toBe(2)
    expect(usage.stderr).toMatch(/^Usage: npm run admin:create/)

    const shop = connectDatabase({ kind: 'sqlite', filename: join(directory, 'shop.sqlite') })
    try {
      expect(await findUserByEmail(shop.db, 'owner@example.in')).toMatchObject({
        role: 'admin',
        name: 'Owner',
      })
      expect(await findUserByEmail(shop.db, 'second@example.in')).toBeUndefined()
    } finally {
      await shop.close()
    }
  }, 120_000)
})
