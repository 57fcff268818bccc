import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FORGOT_PASSWORD_MESSAGE, RESET_LINK_INVALID_MESSAGE } from '@common/schemas/mail'
import {
  bearer,
  closeTestApp,
  createTestApp,
  signUp,
  testDialects,
  uniqueEmail,
  type TestApp,
} from '../../test/test-app'
import { RESET_MAILS_PER_ACCOUNT_PER_HOUR } from './password-reset'
import { totpCodeAt } from './two-factor/totp'

const SHOP_URL = 'https://animeverse.test'

describe.each(testDialects)('forgotten password [%s]', (dialect) => {
  const context = { dialect } as TestApp
  /** The clock the reset rules read; tests move it. */
  let now = new Date('2026-11-24T10:00:00.000Z')

  beforeAll(async () => {
    Object.assign(context, await createTestApp(dialect, { shopUrl: SHOP_URL, clock: () => now }))
  })
  afterAll(async () => {
    await closeTestApp(context)
  })

  const forgot = (email: string) =>
    context.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } })
  const reset = (token: string, password: string) =>
    context.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } })
  const logIn = (email: string, password: string) =>
    context.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })

  /** The reset mails written to an address, newest first, with the token of each link. */
  async function resetMails(email: string) {
    const rows = await context.database.db
      .selectFrom('mail_outbox')
      .select(['subject', 'html', 'text_body', 'created_at'])
      .where('to_address', '=', email)
      .where('kind', '=', 'password-reset')
      .orderBy('created_at', 'desc')
      .execute()
    return rows.map((row) => {
      const link = new RegExp(`${SHOP_URL}/reset-password\\?token=([\\w-]+)`).exec(row.text_body ?? '')
      return { ...row, token: link?.[1] ?? '' }
    })
  }

  it('mails a single-use link that sets the password, ends every session and signs the shopper in', async () => {
    const shopper = await signUp(context.app, { email: uniqueEmail('forgetful') })
    const answer = await forgot(shopper.email.toUpperCase())
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toEqual({ success: true, message: FORGOT_PASSWORD_MESSAGE })

    const [mail] = await resetMails(shopper.email)
    expect(mail!.token).toHaveLength(43)
    expect(mail!.html).toContain(`${SHOP_URL}/reset-password?token=${mail!.token}`)
    // Only a hash is kept: the database never holds a working link.
    const stored = await context.database.db
      .selectFrom('password_reset_tokens')
      .select('token_hash')
      .execute()
    expect(stored.map((row) => row.token_hash)).not.toContain(mail!.token)

    const done = await reset(mail!.token, 'a-brand-new-password')
    expect(done.statusCode).toBe(200)
    expect(done.json()).toMatchObject({ success: true, user: { email: shopper.email } })
    expect(done.headers['set-cookie']).toBeDefined()
    const profile = await context.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: bearer(done.json().token),
    })
    expect(profile.statusCode).toBe(200)

    // The session from before the reset has ended; the old password no longer works, the new one does.
    const before = await context.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: bearer(shopper.token),
    })
    expect(before.statusCode).toBe(401)
    expect((await logIn(shopper.email, shopper.password)).statusCode).toBe(401)
    expect((await logIn(shopper.email, 'a-brand-new-password')).statusCode).toBe(200)

    const again = await reset(mail!.token, 'yet-another-password')
    expect(again.statusCode).toBe(400)
    expect(again.json().message).toBe(RESET_LINK_INVALID_MESSAGE)
  })

  it('still asks an account with two-step sign-in for its code after a reset: the mailbox is one factor', async () => {
    const shopper = await signUp(context.app, { email: uniqueEmail('two-step-reset') })
    const post = (url: string, payload: object, token?: string) =>
      context.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} })
    const { secret } = (await post('/api/auth/2fa/setup', {}, shopper.token)).json()
    expect(
      (
        await post(
          '/api/auth/2fa/enable',
          { password: shopper.password, code: totpCodeAt(secret, now) },
          shopper.token,
        )
      ).statusCode,
    ).toBe(200)
    await forgot(shopper.email)
    const [mail] = await resetMails(shopper.email)

    const done = await reset(mail!.token, 'a-brand-new-password')
    expect(done.statusCode).toBe(200)
    expect(done.json()).toEqual({ success: true, twoFactorRequired: true, challenge: expect.any(String) })
    expect(done.headers['set-cookie']).toBeUndefined()
    // The password did change; the sign-in completes only with a code of the next time step.
    now = new Date(now.getTime() + 30_000)
    const verified = await post('/api/auth/2fa/verify', {
      challenge: done.json().challenge,
      code: totpCodeAt(secret, now),
    })
    expect(verified.statusCode, verified.body).toBe(200)
    expect(verified.json()).toMatchObject({ success: true, user: { email: shopper.email } })
    expect((await logIn(shopper.email, 'a-brand-new-password')).json().twoFactorRequired).toBe(true)
  })

  it('refuses a link after 30 minutes', async () => {
    const shopper = await signUp(context.app, { email: uniqueEmail('late') })
    await forgot(shopper.email)
    const [mail] = await resetMails(shopper.email)
    const askedAt = now
    try {
      now = new Date(askedAt.getTime() + 30 * 60_000 + 1_000)
      const late = await reset(mail!.token, 'too-late-password')
      expect(late.statusCode).toBe(400)
      expect(late.json().message).toBe(RESET_LINK_INVALID_MESSAGE)
      now = new Date(askedAt.getTime() + 29 * 60_000)
      expect((await reset(mail!.token, 'just-in-time-pass')).statusCode).toBe(200)
    } finally {
      now = askedAt
    }
  })

  it('answers the same for an unknown address and writes no mail', async () => {
    const email = uniqueEmail('nobody')
    const answer = await forgot(email)
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toEqual({ success: true, message: FORGOT_PASSWORD_MESSAGE })
    expect(await resetMails(email)).toHaveLength(0)
  })

  it('sends a deactivated account no link', async () => {
    const shopper = await signUp(context.app, { email: uniqueEmail('inactive') })
    await context.database.db
      .updateTable('users')
      .set({ is_active: 0 })
      .where('id', '=', shopper.id)
      .execute()
    expect((await forgot(shopper.email)).json().message).toBe(FORGOT_PASSWORD_MESSAGE)
    expect(await resetMails(shopper.email)).toHaveLength(0)
  })

  it(`writes at most ${RESET_MAILS_PER_ACCOUNT_PER_HOUR} links an hour per account, answering the same`, async () => {
    const shopper = await signUp(context.app, { email: uniqueEmail('flooded') })
    const askedAt = now
    try {
      for (let attempt = 0; attempt < RESET_MAILS_PER_ACCOUNT_PER_HOUR + 2; attempt += 1) {
        now = new Date(askedAt.getTime() + attempt * 1_000)
        expect((await forgot(shopper.email)).json().message).toBe(FORGOT_PASSWORD_MESSAGE)
      }
      expect(await resetMails(shopper.email)).toHaveLength(RESET_MAILS_PER_ACCOUNT_PER_HOUR)
      now = new Date(askedAt.getTime() + 61 * 60_000)
      await forgot(shopper.email)
      expect(await resetMails(shopper.email)).toHaveLength(RESET_MAILS_PER_ACCOUNT_PER_HOUR + 1)
      // Using the newest link spends the older ones too.
      const [newest, older] = await resetMails(shopper.email)
      expect((await reset(newest!.token, 'the-newest-password')).statusCode).toBe(200)
      expect((await reset(older!.token, 'an-older-password')).statusCode).toBe(400)
    } finally {
      now = askedAt
    }
  })

  it('holds the new password to the sign-up rules', async () => {
    const shopper = await signUp(context.app, { email: uniqueEmail('short') })
    await forgot(shopper.email)
    const [mail] = await resetMails(shopper.email)
    const short = await reset(mail!.token, 'short')
    expect(short.statusCode).toBe(400)
    expect(short.json().message).toBe('Password must be at least 8 characters')
    // A refused password leaves the link usable.
    expect((await reset(mail!.token, 'long-enough-now')).statusCode).toBe(200)
  })
})

describe('forgotten password rate limit', () => {
  it('limits the requests per address', async () => {
    const context = await createTestApp('sqlite', { authRateLimitPerMinute: 2 })
    try {
      const ask = () =>
        context.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          payload: { email: uniqueEmail() },
        })
      expect((await ask()).statusCode).toBe(200)
      expect((await ask()).statusCode).toBe(200)
      const limited = await ask()
      expect(limited.statusCode).toBe(429)
      expect(limited.json().success).toBe(false)
    } finally {
      await closeTestApp(context)
    }
  })
})

describe.each(testDialects)('a reset link used twice at once [%s]', (dialect) => {
  it('sets the password once', async () => {
    const context = await createTestApp(dialect, { shopUrl: SHOP_URL })
    try {
      const shopper = await signUp(context.app, { email: uniqueEmail('twice') })
      await context.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: shopper.email },
      })
      const row = await context.database.db
        .selectFrom('mail_outbox')
        .select('text_body')
        .where('to_address', '=', shopper.email)
        .where('kind', '=', 'password-reset')
        .executeTakeFirstOrThrow()
      const token = /token=([\w-]+)/.exec(row.text_body ?? '')?.[1]
      expect(token).toBeDefined()
      const answers = await Promise.all(
        ['first-new-password', 'second-new-password'].map((password) =>
          context.app.inject({
            method: 'POST',
            url: '/api/auth/reset-password',
            payload: { token, password },
          }),
        ),
      )
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400])
    } finally {
      await closeTestApp(context)
    }
  })
})
