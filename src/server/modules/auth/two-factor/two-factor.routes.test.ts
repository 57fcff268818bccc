import { randomBytes } from 'node:crypto'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  MAX_TWO_FACTOR_ATTEMPTS,
  RECOVERY_CODE_COUNT,
  SECOND_STEP_LIMITS,
  tooManyWrongCodesMessage,
  TWO_FACTOR_ALREADY_ON_MESSAGE,
  TWO_FACTOR_CHALLENGE_ENDED_MESSAGE,
  TWO_FACTOR_CHALLENGE_MINUTES,
  TWO_FACTOR_NOT_ON_MESSAGE,
  TWO_FACTOR_NOT_SET_UP_MESSAGE,
  TWO_FACTOR_SETUP_REQUIRED_MESSAGE,
  TWO_FACTOR_UNAVAILABLE_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
  WRONG_TWO_FACTOR_CODE_MESSAGE,
} from '@common/schemas/two-factor'
import { buildApp } from '../../../app'
import { DEACTIVATED_MESSAGE } from '../auth.service'
import { listRoutes } from '../../../test/route-list'
import { startSmtpCatcher, type SmtpCatcher } from '../../../test/smtp-catcher'
import {
  bearer,
  closeTestApp,
  cookieValue,
  createTestApp,
  signUp,
  signUpAdmin,
  signUpStaff,
  testConfig,
  testDialects,
  type SignedUpUser,
  type TestApp,
} from '../../../test/test-app'
import { takeAttempt } from './challenges'
import { resealTwoFactorSecrets } from './secret-reseal'
import { totpCodeAt } from './totp'
import { SECRETS_SEALED_UNDER_ANOTHER_KEY } from './two-factor.service'

const BROWSER = 'Mozilla/5.0 (two-factor test)'

/**
 * The suites own a clock the app reads for codes and challenges, so that a test moves to the next 30-second step
 * (a code is accepted once) or past a challenge's life without waiting.
 */
function twoFactorHarness(context: TestApp) {
  let now = new Date()
  const clock = () => now
  const tick = (seconds = 30) => {
    now = new Date(now.getTime() + seconds * 1000)
  }
  const db = () => context.database.db

  const post = (url: string, payload?: object, token?: string) =>
    context.app.inject({
      method: 'POST',
      url,
      headers: { 'user-agent': BROWSER, ...(token ? bearer(token) : {}) },
      ...(payload ? { payload } : {}),
    })

  /** The app's code `steps` time steps from the app's clock. */
  const codeAt = (secret: string, steps = 0) => totpCodeAt(secret, new Date(now.getTime() + steps * 30_000))

  /** Six digits no step of the window accepts. */
  function wrongCode(secret: string): string {
    const taken = new Set([-1, 0, 1].map((steps) => codeAt(secret, steps)))
    for (let guess = 0; ; guess += 1) {
      const code = String(guess).padStart(6, '0')
      if (!taken.has(code)) return code
    }
  }

  async function setUp(user: SignedUpUser): Promise<string> {
    const response = await post('/api/auth/2fa/setup', undefined, user.token)
    expect(response.statusCode, response.body).toBe(200)
    return response.json().secret
  }

  /** Sets up and turns on two-step sign-in, then moves past the confirming code's step. */
  async function turnOn(user: SignedUpUser): Promise<{ secret: string; recoveryCodes: string[] }> {
    const secret = await setUp(user)
    const response = await post(
      '/api/auth/2fa/enable',
      { password: user.password, code: codeAt(secret) },
      user.token,
    )
    expect(response.statusCode, response.body).toBe(200)
    tick()
    return { secret, recoveryCodes: response.json().recoveryCodes }
  }

  const logIn = (user: SignedUpUser) =>
    post('/api/auth/login', { email: user.email, password: user.password })

  async function challengeOf(user: SignedUpUser): Promise<string> {
    const response = await logIn(user)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().twoFactorRequired).toBe(true)
    return response.json().challenge
  }

  const verify = (challenge: string, code: string) => post('/api/auth/2fa/verify', { challenge, code })

  /** Password, then a fresh code: the access token of the completed sign-in. */
  async function signInWithCode(user: SignedUpUser, secret: string): Promise<string> {
    const response = await verify(await challengeOf(user), codeAt(secret))
    expect(response.statusCode, response.body).toBe(200)
    tick()
    return response.json().token
  }

  /** The kinds of mail written to an address, sorted (the welcome mail is dated by the real clock). */
  const mailsTo = (email: string) =>
    db()
      .selectFrom('mail_outbox')
      .select('kind')
      .where('to_address', '=', email)
      .execute()
      .then((rows) => rows.map((row) => row.kind).sort())

  const userRow = (id: string) =>
    db().selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

  return {
    clock,
    tick,
    db,
    post,
    codeAt,
    wrongCode,
    setUp,
    turnOn,
    logIn,
    challengeOf,
    verify,
    signInWithCode,
    mailsTo,
    userRow,
  }
}

describe.each(testDialects)('two-step sign-in [%s]', (dialect) => {
  const context = { dialect } as TestApp
  const harness = twoFactorHarness(context)
  const { tick, db, post, codeAt, wrongCode, setUp, turnOn, logIn, challengeOf, verify, mailsTo, userRow } =
    harness

  beforeAll(async () => {
    Object.assign(context, await createTestApp(dialect, { clock: harness.clock }))
  })
  afterAll(async () => {
    await closeTestApp(context)
  })

  it('sets up a secret with its otpauth URL, and refuses a wrong code at enable with 400, changing nothing', async () => {
    const user = await signUp(context.app)
    const notSetUp = await post(
      '/api/auth/2fa/enable',
      { password: user.password, code: '123456' },
      user.token,
    )
    expect(notSetUp.statusCode).toBe(400)
    expect(notSetUp.json().message).toBe(TWO_FACTOR_NOT_SET_UP_MESSAGE)

    const setup = await post('/api/auth/2fa/setup', undefined, user.token)
    expect(setup.statusCode).toBe(200)
    const { secret, otpauthUrl } = setup.json()
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(otpauthUrl).toContain(`secret=${secret}`)
    expect(otpauthUrl).toContain(encodeURIComponent(user.email))
    const pending = await userRow(user.id)
    expect(pending.totp_pending_secret).toMatch(/^v1\./)
    expect(pending.totp_pending_secret).not.toContain(secret)

    const wrong = await post(
      '/api/auth/2fa/enable',
      { password: user.password, code: wrongCode(secret) },
      user.token,
    )
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toMatchObject({ success: false, message: WRONG_TWO_FACTOR_CODE_MESSAGE })
    // The password is asked too: a stolen session alone cannot put its own authenticator on the account.
    const wrongPassword = await post(
      '/api/auth/2fa/enable',
      { password: 'not-the-password', code: codeAt(secret) },
      user.token,
    )
    expect(wrongPassword.statusCode).toBe(400)
    expect(wrongPassword.json().message).toBe(WRONG_PASSWORD_MESSAGE)
    const malformed = await post(
      '/api/auth/2fa/enable',
      { password: user.password, code: '12ab' },
      user.token,
    )
    expect(malformed.statusCode).toBe(400)
    expect(await userRow(user.id)).toMatchObject({ totp_enabled_at: null, totp_secret: null })
    expect(await mailsTo(user.email)).toEqual(['welcome'])

    // Setting up again replaces the secret waiting to be confirmed: the first one's codes no longer turn it on.
    const again = await setUp(user)
    expect(again).not.toBe(secret)
    const stale = await post(
      '/api/auth/2fa/enable',
      { password: user.password, code: codeAt(secret) },
      user.token,
    )
    expect(stale.statusCode).toBe(400)
  })

  it('turns on with a right code: ten recovery codes, a mail, the other sessions ended and this one kept', async () => {
    const user = await signUp(context.app)
    const elsewhere = await logIn(user)
    const elsewhereCookie = cookieValue(elsewhere.headers['set-cookie'], 'refreshToken')!
    const { secret, recoveryCodes } = await turnOn(user)

    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT)
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT)
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/)
    const stored = await db()
      .selectFrom('recovery_codes')
      .select('code_hash')
      .where('user_id', '=', user.id)
      .execute()
    expect(stored).toHaveLength(RECOVERY_CODE_COUNT)
    for (const { code_hash } of stored) {
      expect(code_hash).toMatch(/^[0-9a-f]{64}$/)
      expect(recoveryCodes.map((code) => code.replace('-', ''))).not.toContain(code_hash)
    }
    const row = await userRow(user.id)
    expect(row.totp_secret).toMatch(/^v1\./)
    expect(row.totp_secret).not.toContain(secret)
    expect(row.totp_pending_secret).toBeNull()
    expect(row.totp_enabled_at).not.toBeNull()
    expect(await mailsTo(user.email)).toEqual(['two-factor-enabled', 'welcome'])

    const profile = await context.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: bearer(user.token),
    })
    expect(profile.statusCode).toBe(200)
    expect(profile.json().user.twoFactorEnabled).toBe(true)
    const refreshed = await context.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      cookies: { refreshToken: elsewhereCookie },
    })
    expect(refreshed.statusCode).toBe(401)
    expect(await userRow(user.id)).toMatchObject({ totp_enabled_at: row.totp_enabled_at })

    for (const [url, payload] of [
      ['/api/auth/2fa/setup', undefined],
      ['/api/auth/2fa/enable', { password: user.password, code: codeAt(secret) }],
    ] as const) {
      const refused = await post(url, payload, user.token)
      expect(refused.statusCode, url).toBe(409)
      expect(refused.json().message).toBe(TWO_FACTOR_ALREADY_ON_MESSAGE)
    }
  })

  it('signs in with the second step: no token or cookie after the password, both after the code', async () => {
    const user = await signUp(context.app)
    const { secret } = await turnOn(user)
    const password = await logIn(user)
    expect(password.statusCode).toBe(200)
    const body = password.json()
    expect(body).toEqual({ success: true, twoFactorRequired: true, challenge: expect.any(String) })
    expect(body.challenge).toMatch(/^[\w-]{43}$/)
    expect(cookieValue(password.headers['set-cookie'], 'refreshToken')).toBeUndefined()
    const stored = await db()
      .selectFrom('two_factor_challenges')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow()
    expect(stored.token_hash).not.toBe(body.challenge)

    const verified = await verify(body.challenge, codeAt(secret))
    expect(verified.statusCode, verified.body).toBe(200)
    expect(verified.json()).toMatchObject({
      success: true,
      user: { _id: user.id, email: user.email, twoFactorEnabled: true },
      token: expect.any(String),
    })
    expect(verified.json().accessToken).toBe(verified.json().token)
    expect(cookieValue(verified.headers['set-cookie'], 'refreshToken')).toBeTruthy()
    const profile = await context.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: bearer(verified.json().token),
    })
    expect(profile.statusCode).toBe(200)

    tick()
    const reused = await verify(body.challenge, codeAt(secret))
    expect(reused.statusCode).toBe(401)
    expect(reused.json()).toMatchObject({ message: TWO_FACTOR_CHALLENGE_ENDED_MESSAGE, challengeEnded: true })
    const unknown = await verify('no-such-challenge', codeAt(secret))
    expect(unknown.statusCode).toBe(401)
    expect(unknown.json().message).toBe(TWO_FACTOR_CHALLENGE_ENDED_MESSAGE)
  })

  it('refuses wrong codes with 401, and the fifth wrong code ends the challenge, not the account', async () => {
    const user = await signUp(context.app)
    const { secret } = await turnOn(user)
    const challenge = await challengeOf(user)
    for (let attempt = 1; attempt < MAX_TWO_FACTOR_ATTEMPTS; attempt += 1) {
      const wrong = await verify(challenge, attempt % 2 ? wrongCode(secret) : 'aaaaa-bbbbb')
      expect(wrong.statusCode, `attempt ${attempt}`).toBe(401)
      expect(wrong.json()).toEqual({ success: false, message: WRONG_TWO_FACTOR_CODE_MESSAGE })
    }
    const last = await verify(challenge, wrongCode(secret))
    expect(last.statusCode).toBe(401)
    expect(last.json()).toEqual({
      success: false,
      message: TWO_FACTOR_CHALLENGE_ENDED_MESSAGE,
      challengeEnded: true,
    })
    const right = await verify(challenge, codeAt(secret))
    expect(right.statusCode).toBe(401)
    expect(right.json().challengeEnded).toBe(true)
    const stored = await db()
      .selectFrom('two_factor_challenges')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow()
    expect(stored.failed_attempts).toBe(MAX_TWO_FACTOR_ATTEMPTS)
    expect(stored.ended_at).not.toBeNull()

    // The account is not locked: signing in again starts a new challenge.
    expect((await verify(await challengeOf(user), codeAt(secret))).statusCode).toBe(200)
  })

  it('counts wrong codes sent at once each, and none gets past the limit', async () => {
    const user = await signUp(context.app)
    const { secret } = await turnOn(user)
    const challenge = await challengeOf(user)
    const answers = await Promise.all(
      Array.from({ length: MAX_TWO_FACTOR_ATTEMPTS + 3 }, () => verify(challenge, wrongCode(secret))),
    )
    expect(answers.every((answer) => answer.statusCode === 401)).toBe(true)
    // The first four are counted as wrong; every later one finds the challenge ended.
    expect(answers.filter((answer) => answer.json().challengeEnded)).toHaveLength(4)
    const stored = await db()
      .selectFrom('two_factor_challenges')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow()
    expect(stored.failed_attempts).toBe(MAX_TWO_FACTOR_ATTEMPTS)
    expect(stored.ended_at).not.toBeNull()
    expect((await verify(challenge, codeAt(secret))).statusCode).toBe(401)
  })

  it('takes an attempt before a code is checked, so codes sent at once get no more tries than the limit', async () => {
    const user = await signUp(context.app)
    await turnOn(user)
    await challengeOf(user)
    const { id } = await db()
      .selectFrom('two_factor_challenges')
      .select('id')
      .where('user_id', '=', user.id)
      .where('ended_at', 'is', null)
      .executeTakeFirstOrThrow()
    const taken = await Promise.all(
      Array.from({ length: MAX_TWO_FACTOR_ATTEMPTS + 3 }, () => takeAttempt(db(), id, harness.clock())),
    )
    // Exactly the allowed attempts are handed out, once each; the others get none and check no code.
    expect(taken.filter((attempt) => attempt !== undefined).sort()).toEqual(
      Array.from({ length: MAX_TWO_FACTOR_ATTEMPTS }, (_, index) => index + 1),
    )
    expect(taken.filter((attempt) => attempt === undefined)).toHaveLength(3)
  })

  it('refuses a challenge past its minutes, even with the right code', async () => {
    const user = await signUp(context.app)
    const { secret } = await turnOn(user)
    const challenge = await challengeOf(user)
    tick(TWO_FACTOR_CHALLENGE_MINUTES * 60 + 1)
    const late = await verify(challenge, codeAt(secret))
    expect(late.statusCode).toBe(401)
    expect(late.json()).toMatchObject({ message: TWO_FACTOR_CHALLENGE_ENDED_MESSAGE, challengeEnded: true })
    expect(cookieValue(late.headers['set-cookie'], 'refreshToken')).toBeUndefined()
  })

  it('accepts a code once: neither it nor an older one again in its window', async () => {
    const user = await signUp(context.app)
    const { secret } = await turnOn(user)
    const used = codeAt(secret)
    const older = codeAt(secret, -1)
    expect((await verify(await challengeOf(user), used)).statusCode).toBe(200)
    const challenge = await challengeOf(user)
    for (const code of [used, older]) {
      const replayed = await verify(challenge, code)
      expect(replayed.statusCode).toBe(401)
      expect(replayed.json().message).toBe(WRONG_TWO_FACTOR_CODE_MESSAGE)
    }
    tick()
    expect((await verify(challenge, codeAt(secret))).statusCode).toBe(200)
  })

  it('lets one of two sign-ins racing with the same code through, and refuses the other', async () => {
    const user = await signUp(context.app)
    const { secret } = await turnOn(user)
    const [first, second] = [await challengeOf(user), await challengeOf(user)]
    const code = codeAt(secret)
    const answers = await Promise.all([verify(first, code), verify(second, code)])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401])
  })

  it('takes each recovery code once, typed in any case and with or without the dash', async () => {
    const user = await signUp(context.app)
    const { recoveryCodes } = await turnOn(user)
    const [first, second] = recoveryCodes as [string, string]
    const typed = first.toUpperCase().replace('-', ' ')
    const signedIn = await verify(await challengeOf(user), typed)
    expect(signedIn.statusCode, signedIn.body).toBe(200)
    expect(cookieValue(signedIn.headers['set-cookie'], 'refreshToken')).toBeTruthy()

    const again = await verify(await challengeOf(user), first)
    expect(again.statusCode).toBe(401)
    expect(again.json().message).toBe(WRONG_TWO_FACTOR_CODE_MESSAGE)
    expect((await verify(await challengeOf(user), second.replace('-', ''))).statusCode).toBe(200)
    const used = await db()
      .selectFrom('recovery_codes')
      .select('id')
      .where('user_id', '=', user.id)
      .where('used_at', 'is not', null)
      .execute()
    expect(used).toHaveLength(2)
  })

  it('refuses a deactivated account at the second step with 403', async () => {
    const user = await signUp(context.app)
    const { secret } = await turnOn(user)
    const challenge = await challengeOf(user)
    await db().updateTable('users').set({ is_active: 0 }).where('id', '=', user.id).execute()
    const refused = await verify(challenge, codeAt(secret))
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe(DEACTIVATED_MESSAGE)
  })

  it('turns off with the password and a code; a wrong password or code is 400 and changes nothing', async () => {
    const user = await signUp(context.app)
    const { secret } = await turnOn(user)
    const openChallenge = await challengeOf(user)
    const disable = (password: string, code: string) =>
      post('/api/auth/2fa/disable', { password, code }, user.token)

    const wrongPassword = await disable('not-the-password', codeAt(secret))
    expect(wrongPassword.statusCode).toBe(400)
    expect(wrongPassword.json().message).toBe(WRONG_PASSWORD_MESSAGE)
    const wrong = await disable(user.password, wrongCode(secret))
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().message).toBe(WRONG_TWO_FACTOR_CODE_MESSAGE)
    expect((await userRow(user.id)).totp_enabled_at).not.toBeNull()
    expect(await mailsTo(user.email)).toEqual(['two-factor-enabled', 'welcome'])

    const off = await disable(user.password, codeAt(secret))
    expect(off.statusCode, off.body).toBe(200)
    expect(await userRow(user.id)).toMatchObject({
      totp_secret: null,
      totp_pending_secret: null,
      totp_enabled_at: null,
      totp_last_step: null,
    })
    const codesLeft = await db()
      .selectFrom('recovery_codes')
      .select('id')
      .where('user_id', '=', user.id)
      .execute()
    expect(codesLeft).toEqual([])
    expect(await mailsTo(user.email)).toEqual(['two-factor-disabled', 'two-factor-enabled', 'welcome'])
    // A challenge opened before can no longer complete a sign-in.
    expect((await verify(openChallenge, codeAt(secret, 1))).json().challengeEnded).toBe(true)

    const password = await logIn(user)
    expect(password.json().token).toEqual(expect.any(String))
    const again = await disable(user.password, codeAt(secret, 1))
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(TWO_FACTOR_NOT_ON_MESSAGE)
  })

  it('turns off with an unused recovery code in place of the app', async () => {
    const user = await signUp(context.app)
    const { recoveryCodes } = await turnOn(user)
    const off = await post(
      '/api/auth/2fa/disable',
      { password: user.password, code: recoveryCodes[3] },
      user.token,
    )
    expect(off.statusCode, off.body).toBe(200)
    expect((await userRow(user.id)).totp_enabled_at).toBeNull()
  })

  it("puts an admin's and a staff member's sign-ins and two-step changes on record, not a shopper's", async () => {
    const entriesAbout = (id: string) =>
      db()
        .selectFrom('audit_entries')
        .selectAll()
        .where('entity_id', '=', id)
        .orderBy('at')
        .orderBy('id')
        .execute()
    const shopper = await signUp(context.app)
    await logIn(shopper)
    const { secret: shopperSecret } = await turnOn(shopper)
    await harness.signInWithCode(shopper, shopperSecret)
    expect(await entriesAbout(shopper.id)).toEqual([])

    const admin = await signUpAdmin(context)
    const staff = await signUpStaff(context)
    for (const [member, role] of [
      [admin, 'admin'],
      [staff, 'staff'],
    ] as const) {
      expect((await logIn(member)).statusCode).toBe(200)
      const { secret } = await turnOn(member)
      await harness.signInWithCode(member, secret)
      const off = await post(
        '/api/auth/2fa/disable',
        { password: member.password, code: codeAt(secret) },
        member.token,
      )
      expect(off.statusCode).toBe(200)
      const entries = await entriesAbout(member.id)
      expect(
        entries.map((entry) => ({
          action: entry.action,
          entity: entry.entity,
          actor: entry.actor_id,
          before: entry.before && JSON.parse(entry.before),
          after: entry.after && JSON.parse(entry.after),
        })),
      ).toEqual([
        { action: 'user.sign-in', entity: 'user', actor: member.id, before: null, after: { role } },
        {
          action: 'user.two-factor',
          entity: 'user',
          actor: member.id,
          before: { twoFactorEnabled: false },
          after: { twoFactorEnabled: true },
        },
        { action: 'user.sign-in', entity: 'user', actor: member.id, before: null, after: { role } },
        {
          action: 'user.two-factor',
          entity: 'user',
          actor: member.id,
          before: { twoFactorEnabled: true },
          after: { twoFactorEnabled: false },
        },
      ])
      for (const entry of entries) {
        expect(entry.actor_email).toBe(member.email)
        expect(entry.ip).toBe('127.0.0.1')
        expect(entry.user_agent).toBe(BROWSER)
      }
    }
    // A wrong password or a wrong code signs nobody in, and records nothing.
    const before = (await entriesAbout(admin.id)).length
    await post('/api/auth/login', { email: admin.email, password: 'not-the-password' })
    expect(await entriesAbout(admin.id)).toHaveLength(before)
  })
})

const SHOP_URL = 'https://animeverse.test'

describe.each(testDialects)('wrong codes counted per account, across challenges [%s]', (dialect) => {
  const context = { dialect } as TestApp
  const harness = twoFactorHarness(context)
  const { tick, db, post, codeAt, wrongCode, turnOn, challengeOf, verify, userRow } = harness
  const [burst, day] = SECOND_STEP_LIMITS
  let smtp: SmtpCatcher

  beforeAll(async () => {
    smtp = await startSmtpCatcher()
    Object.assign(
      context,
      await createTestApp(dialect, {
        clock: harness.clock,
        shopUrl: SHOP_URL,
        mail: { smtp: { url: smtp.url, from: 'AnimeVerse <shop@animeverse.test>' }, notifyEmail: undefined },
        mailWorkerTiming: { pollMs: 20, firstRetryMs: 40, maxRetryMs: 200, maxAttempts: 3 },
      }),
    )
  })
  afterAll(async () => {
    await closeTestApp(context)
    await smtp.close()
  })

  /** `count` wrong codes, a fresh challenge whenever one has no attempt left: the statuses answered. */
  async function enterWrongCodes(user: SignedUpUser, secret: string, count: number): Promise<number[]> {
    const statuses: number[] = []
    let challenge = ''
    for (let entered = 0; entered < count; entered += 1) {
      if (entered % MAX_TWO_FACTOR_ATTEMPTS === 0) challenge = await challengeOf(user)
      statuses.push((await verify(challenge, wrongCode(secret))).statusCode)
    }
    return statuses
  }

  const keptFailures = (userId: string) =>
    db().selectFrom('second_step_failures').select('at').where('user_id', '=', userId).execute()
  const limitMails = (email: string) =>
    db()
      .selectFrom('mail_outbox')
      .select('subject')
      .where('to_address', '=', email)
      .where('kind', '=', 'second-step-limit-reached')
      .execute()

  it('refuses every code, right ones too, once ten wrong codes across challenges are reached, and mails the owner once', async () => {
    const user = await signUp(context.app)
    const { secret, recoveryCodes } = await turnOn(user)
    expect(await enterWrongCodes(user, secret, burst.wrongCodes - 1)).toEqual(
      Array(burst.wrongCodes - 1).fill(401),
    )
    // A right code is no wrong one: it signs in and leaves the count as it was.
    await harness.signInWithCode(user, secret)
    expect(await limitMails(user.email)).toEqual([])
    expect(await enterWrongCodes(user, secret, 1)).toEqual([401])
    expect(await keptFailures(user.id)).toHaveLength(burst.wrongCodes)

    const challenge = await challengeOf(user)
    // The first nine codes were entered 30 seconds before the tenth: they leave the window first.
    const retryAfter = burst.minutes * 60 - 30
    for (const code of [codeAt(secret), recoveryCodes[0]!, wrongCode(secret)]) {
      const refused = await verify(challenge, code)
      expect(refused.statusCode, code).toBe(429)
      expect(refused.headers['retry-after']).toBe(String(retryAfter))
      expect(refused.json()).toEqual({ success: false, message: tooManyWrongCodesMessage(retryAfter) })
    }
    expect(tooManyWrongCodesMessage(retryAfter)).toContain('try again in 15 minutes')
    // Refused codes are not counted, and the recovery code was not spent.
    expect(await keptFailures(user.id)).toHaveLength(burst.wrongCodes)

    const mail = await smtp.waitFor(
      (caught) => caught.to === user.email && /trying codes/.test(caught.subject),
    )
    expect(mail.text).toContain(`${burst.wrongCodes} wrong two-step sign-in codes`)
    expect(mail.text).toContain('within 15 minutes')
    expect(mail.text).toContain('whoever entered them knows your password')
    expect(mail.text).toContain(`${SHOP_URL}/forgot-password`)
    expect(await limitMails(user.email)).toHaveLength(1)

    // Not locked for good: once the first codes leave the window, the right code signs in (the recovery code too).
    tick(retryAfter)
    expect((await verify(await challengeOf(user), codeAt(secret))).statusCode).toBe(200)
    expect((await verify(await challengeOf(user), recoveryCodes[0]!)).statusCode).toBe(200)
    expect(await limitMails(user.email)).toHaveLength(1)
  })

  it('counts a day of wrong codes too, one mail for the whole run; a password change from a session ends the pause', async () => {
    const user = await signUp(context.app)
    const { secret } = await turnOn(user)
    expect(await enterWrongCodes(user, secret, burst.wrongCodes)).toEqual(Array(burst.wrongCodes).fill(401))
    tick(burst.minutes * 60)
    const rest = day.wrongCodes - burst.wrongCodes
    expect(await enterWrongCodes(user, secret, rest)).toEqual(Array(rest).fill(401))

    const refused = await verify(await challengeOf(user), codeAt(secret))
    expect(refused.statusCode).toBe(429)
    // The day's first code leaves its window a day after it was entered, a quarter of an hour ago.
    const retryAfter = (day.minutes - burst.minutes) * 60
    expect(refused.headers['retry-after']).toBe(String(retryAfter))
    expect(refused.json().message).toBe(tooManyWrongCodesMessage(retryAfter))
    expect(refused.json().message).toContain('try again in 24 hours')
    expect(await limitMails(user.email)).toHaveLength(1)

    // The owner, still signed in elsewhere, changes the password: whoever was guessing is out, the owner is not.
    const changed = await context.app.inject({
      method: 'PUT',
      url: '/api/users/password',
      headers: bearer(user.token),
      payload: { currentPassword: user.password, newPassword: 'a-brand-new-password' },
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(await keptFailures(user.id)).toEqual([])
    const withNewPassword = { ...user, password: 'a-brand-new-password' }
    expect((await verify(await challengeOf(withNewPassword), codeAt(secret))).statusCode).toBe(200)
  })

  it('counts wrong codes at turning two-step sign-in off too, and refuses turning it off while the limit holds', async () => {
    const user = await signUp(context.app)
    const { secret } = await turnOn(user)
    const disable = (code: string) =>
      post('/api/auth/2fa/disable', { password: user.password, code }, user.token)
    for (let entered = 0; entered < burst.wrongCodes; entered += 1)
      expect((await disable(wrongCode(secret))).statusCode).toBe(400)
    const refused = await disable(codeAt(secret))
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBe(String(burst.minutes * 60))
    expect((await userRow(user.id)).totp_enabled_at).not.toBeNull()
    expect((await verify(await challengeOf(user), codeAt(secret))).statusCode).toBe(429)
    expect(await limitMails(user.email)).toHaveLength(1)
  })

  it('lets no more wrong codes through than the limit when they are sent at once to several challenges', async () => {
    const user = await signUp(context.app)
    const { secret } = await turnOn(user)
    const challenges: string[] = []
    for (let opened = 0; opened < 4; opened += 1) challenges.push(await challengeOf(user))
    const answers = await Promise.all(
      challenges.flatMap((challenge) =>
        Array.from({ length: MAX_TWO_FACTOR_ATTEMPTS - 1 }, () => verify(challenge, wrongCode(secret))),
      ),
    )
    expect(
      answers.map((answer) => answer.statusCode).filter((status) => ![401, 429].includes(status)),
    ).toEqual([])
    const checked = answers.filter((answer) => answer.statusCode === 401).length
    expect(checked).toBeLessThanOrEqual(burst.wrongCodes)
    expect(await keptFailures(user.id)).toHaveLength(checked)
    // One after another, the rest of the limit is checked, and not a code more; the owner is told once.
    const later: number[] = []
    for (let status = 401; status === 401;) {
      status = (await verify(await challengeOf(user), wrongCode(secret))).statusCode
      later.push(status)
    }
    expect(later).toEqual([...Array(burst.wrongCodes - checked).fill(401), 429])
    expect(await limitMails(user.email)).toHaveLength(1)
  })
})

describe.each(testDialects)('two-step secrets after JWT_SECRET changed [%s]', (dialect) => {
  const context = { dialect } as TestApp
  const harness = twoFactorHarness(context)
  const { db, codeAt, turnOn, setUp } = harness
  const NEW_SECRET = randomBytes(32).toString('hex')
  /** The JSON log lines of the shop started with the new secret. */
  const logLines: string[] = []
  /** The same shop on the same database, started again with a new JWT_SECRET. */
  let restarted: FastifyInstance

  beforeAll(async () => {
    Object.assign(context, await createTestApp(dialect, { clock: harness.clock }))
    restarted = await buildApp(
      {
        ...testConfig,
        jwtSecret: NEW_SECRET,
        clock: harness.clock,
        logLevel: 'error',
        logStream: { write: (line) => void logLines.push(line) },
      },
      context.database,
    )
    await restarted.ready()
  })
  afterAll(async () => {
    await restarted.close()
    await closeTestApp(context)
  })

  const postTo = (url: string, payload: object, token?: string) =>
    restarted.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} })
  const logIn = (user: SignedUpUser) =>
    postTo('/api/auth/login', { email: user.email, password: user.password })

  it('answers 503 saying why and logs the command, still takes recovery codes, and takes app codes once re-sealed', async () => {
    const user = await signUp(context.app)
    const { secret, recoveryCodes } = await turnOn(user)
    // A set-up not confirmed yet when the secret changed: its secret is re-sealed too.
    const settingUp = await signUp(context.app)
    const pendingSecret = await setUp(settingUp)

    const password = await logIn(user)
    expect(password.statusCode).toBe(200)
    const { challenge } = password.json()
    const refused = await postTo('/api/auth/2fa/verify', { challenge, code: codeAt(secret) })
    expect(refused.statusCode).toBe(503)
    expect(refused.json()).toEqual({ success: false, message: TWO_FACTOR_UNAVAILABLE_MESSAGE })
    const logged = logLines
      .map((line) => JSON.parse(line) as { level: number | string; msg: string })
      .filter((entry) => entry.msg === SECRETS_SEALED_UNDER_ANOTHER_KEY)
    expect(logged).toHaveLength(1)
    expect(logged[0]!.msg).toContain('JWT_SECRET')
    expect(logged[0]!.msg).toContain('npm run 2fa:reseal')
    // A code the shop could not check is nobody's wrong guess.
    expect(
      await db().selectFrom('second_step_failures').select('id').where('user_id', '=', user.id).execute(),
    ).toEqual([])
    // Recovery codes are kept as hashes, not sealed: they still sign in.
    const withRecoveryCode = await postTo('/api/auth/2fa/verify', { challenge, code: recoveryCodes[0] })
    expect(withRecoveryCode.statusCode, withRecoveryCode.body).toBe(200)

    const secrets = { previous: testConfig.jwtSecret, current: NEW_SECRET }
    expect(await resealTwoFactorSecrets(db(), secrets)).toEqual({
      resealed: 2,
      alreadyCurrent: 0,
      changedMeanwhile: 0,
      unreadable: [],
    })
    harness.tick()
    const again = await logIn(user)
    const signedIn = await postTo('/api/auth/2fa/verify', {
      challenge: again.json().challenge,
      code: codeAt(secret),
    })
    expect(signedIn.statusCode, signedIn.body).toBe(200)
    const session = await logIn(settingUp)
    const enabled = await postTo(
      '/api/auth/2fa/enable',
      { password: settingUp.password, code: codeAt(pendingSecret) },
      session.json().token,
    )
    expect(enabled.statusCode, enabled.body).toBe(200)

    // Running it again changes nothing.
    expect(await resealTwoFactorSecrets(db(), secrets)).toEqual({
      resealed: 0,
      alreadyCurrent: 2,
      changedMeanwhile: 0,
      unreadable: [],
    })
    // Given a secret they were not sealed under, it names the accounts and leaves them whole.
    const before = await harness.userRow(user.id)
    const wrong = await resealTwoFactorSecrets(db(), {
      previous: 'not the secret they were sealed under',
      current: randomBytes(32).toString('hex'),
    })
    expect(wrong).toMatchObject({ resealed: 0, alreadyCurrent: 0 })
    expect(wrong.unreadable.sort()).toEqual([user.email, settingUp.email].sort())
    expect((await harness.userRow(user.id)).totp_secret).toBe(before.totp_secret)
  })
})

describe.each(testDialects)('required two-step sign-in for the admin area [%s]', (dialect) => {
  const context = { dialect } as TestApp
  const harness = twoFactorHarness(context)
  let admin: SignedUpUser
  let staff: SignedUpUser
  let shopper: SignedUpUser

  /** Calls that would end the caller's own session; everything else is walked. */
  const SIGNS_THE_CALLER_OUT = new Set(['POST /api/auth/logout'])
  const FAKE_ID = '0123456789abcdef01234567'

  const call = (route: string, token: string): Promise<LightMyRequestResponse> => {
    const [method, path] = route.split(' ') as [string, string]
    return context.app.inject({
      method: method as 'GET',
      url: path.replace(/:[A-Za-z]+/g, FAKE_ID).replace('*', 'index.html'),
      headers: bearer(token),
    })
  }
  const isRefused = (response: LightMyRequestResponse) => [401, 403].includes(response.statusCode)
  const asksForSetUp = (response: LightMyRequestResponse) =>
    response.statusCode === 403 && response.json().twoFactorSetupRequired === true

  let routes: string[]
  /** The routes behind requireAdmin or requireStaff: those that refuse a shopper's valid token with 403. */
  let guarded: string[]

  beforeAll(async () => {
    Object.assign(context, await createTestApp(dialect, { requireAdmin2fa: true, clock: harness.clock }))
    admin = await signUpAdmin(context)
    staff = await signUpStaff(context)
    shopper = await signUp(context.app)
    routes = listRoutes(context.app)
      .map(({ method, path }) => `${method} ${path}`)
      .filter((route) => !SIGNS_THE_CALLER_OUT.has(route))
    guarded = []
    for (const route of routes) if ((await call(route, shopper.token)).statusCode === 403) guarded.push(route)
  })
  afterAll(async () => {
    await closeTestApp(context)
  })

  it('keeps an admin without a second factor out of every admin and staff route, and nowhere else', async () => {
    expect(guarded.length).toBeGreaterThan(30)
    expect(guarded).toEqual(
      expect.arrayContaining(['GET /api/users', 'GET /api/orders', 'GET /api/admin/stats']),
    )
    const problems: string[] = []
    for (const route of routes) {
      const response = await call(route, admin.token)
      if (!guarded.includes(route)) {
        if (response.statusCode === 403) problems.push(`${route} (not an admin route): 403 ${response.body}`)
      } else if (!asksForSetUp(response)) {
        problems.push(`${route}: ${response.statusCode} ${response.body}`)
      } else if (response.json().message !== TWO_FACTOR_SETUP_REQUIRED_MESSAGE) {
        problems.push(`${route}: message ${response.json().message}`)
      }
    }
    expect(problems).toEqual([])
  })

  it('keeps staff without a second factor out too', async () => {
    const problems: string[] = []
    for (const route of guarded) {
      const response = await call(route, staff.token)
      if (response.statusCode !== 403) problems.push(`${route}: ${response.statusCode}`)
    }
    expect(problems).toEqual([])
  })

  it('lets an admin or staff member without a second factor reach the profile and set one up, then through', async () => {
    for (const member of [admin, staff]) {
      const profile = await context.app.inject({
        method: 'GET',
        url: '/api/users/profile',
        headers: bearer(member.token),
      })
      expect(profile.statusCode).toBe(200)
      expect(profile.json().user.twoFactorEnabled).toBe(false)
    }
    // Staff are asked for a second factor on their own routes and refused the admin's as before.
    const staffAsked = new Set<string>()
    for (const route of guarded) if (asksForSetUp(await call(route, staff.token))) staffAsked.add(route)
    expect([...staffAsked]).toEqual(expect.arrayContaining(['GET /api/orders', 'GET /api/messages']))
    expect(staffAsked.has('GET /api/users')).toBe(false)

    for (const member of [admin, staff]) {
      const { secret } = await harness.turnOn(member)
      const token = await harness.signInWithCode(member, secret)
      const problems: string[] = []
      for (const route of guarded) {
        const response = await call(route, token)
        const shouldPass = member === admin || staffAsked.has(route)
        if (shouldPass && isRefused(response))
          problems.push(`${route}: ${response.statusCode} ${response.body}`)
        if (!shouldPass && response.statusCode !== 403)
          problems.push(`${route} (admin only): ${response.statusCode}`)
      }
      expect(problems, member === admin ? 'admin' : 'staff').toEqual([])
    }
  })
})
