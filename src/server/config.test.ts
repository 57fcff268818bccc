import { mkdtempSync, readFileSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, ENVIRONMENT_VARIABLES, loadConfig, parseWorkers } from './config'

const freshDataDir = () => mkdtempSync(join(tmpdir(), 'shop-data-'))
const SECRET = 's'.repeat(40)
const POSTGRES = { DATABASE_URL: 'postgres://shop@db/shop', JWT_SECRET: SECRET }
const PHONEPE_V1 = {
  PHONEPE_MERCHANT_ID: 'MERCHANTUAT',
  PHONEPE_SALT_KEY: 'salt-key',
  PHONEPE_SALT_INDEX: '1',
}
const PHONEPE_V2 = { PHONEPE_CLIENT_ID: 'TEST-M22SHOP_2506', PHONEPE_CLIENT_SECRET: 'client-secret' }

describe('configuration', () => {
  it('gives a working shop with no variables at all', () => {
    const config = loadConfig({ DATA_DIR: freshDataDir() })
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      seedDemo: true,
      admin: undefined,
    })
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32)
  })

  it('generates the JWT secret once and keeps it in DATA_DIR across restarts', () => {
    const DATA_DIR = freshDataDir()
    expect(loadConfig({ DATA_DIR }).jwtSecret).toBe(loadConfig({ DATA_DIR }).jwtSecret)
    expect(loadConfig({ DATA_DIR: freshDataDir() }).jwtSecret).not.toBe(loadConfig({ DATA_DIR }).jwtSecret)
  })

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ ADMIN_EMAIL: 'owner@example.com' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long-enough' }, 'ADMIN_EMAIL'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    [{ SHOP_URL: 'shop.example.in' }, 'SHOP_URL'],
    [{ SHOP_URL: 'ftp://shop.example.in' }, 'SHOP_URL'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.1,nginx' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ SMTP_URL: 'mail.example.in:587', MAIL_FROM: 'shop@example.in' }, 'SMTP_URL'],
    [{ SMTP_URL: 'smtp://mail.example.in', SHOP_URL: 'https://shop.example.in' }, 'MAIL_FROM'],
    [{ SMTP_URL: 'smtp://mail.example.in', MAIL_FROM: 'shop@example.in' }, 'SHOP_URL'],
    [
      {
        SMTP_URL: 'smtp://mail.example.in',
        SHOP_URL: 'https://shop.example.in',
        MAIL_FROM: 'Shop <not an address>',
      },
      'MAIL_FROM',
    ],
    [{ MAIL_FROM: 'shop@example.in\r\nBcc: everyone@example.in' }, 'MAIL_FROM'],
    [{ SHOP_NOTIFY_EMAIL: 'orders' }, 'SHOP_NOTIFY_EMAIL'],
    [{ SHOP_GSTIN: '27AAPFU0939F1ZW' }, 'SHOP_GSTIN'],
    [{ SHOP_GSTIN: 'GSTIN-PENDING' }, 'SHOP_GSTIN'],
    [{ SHOP_GSTIN: '29AAGCB7383J1Z4' }, 'SHOP_GSTIN'],
    [{ SHOP_STATE: 'Atlantis' }, 'SHOP_STATE'],
    [{ DATABASE_URL: 'postgres://shop@db/shop' }, 'JWT_SECRET'],
    [{ DATABASE_REPLICA_URL: 'postgres://shop@replica/shop', JWT_SECRET: SECRET }, 'DATABASE_REPLICA_URL'],
    [{ ...POSTGRES, DATABASE_REPLICA_URL: 'replica:5432' }, 'DATABASE_REPLICA_URL'],
    [{ WORKERS: 'many' }, 'WORKERS'],
    [{ WORKERS: '0' }, 'WORKERS'],
    [{ WORKERS: '1.5' }, 'WORKERS'],
    [{ WORKERS: '65' }, 'WORKERS'],
    [{ WORKERS: '-2' }, 'WORKERS'],
    [{ DATABASE_POOL_MAX: 'ten' }, 'DATABASE_POOL_MAX'],
    [{ DATABASE_POOL_MAX: '0' }, 'DATABASE_POOL_MAX'],
    [{ DATABASE_POOL_MAX: '2.5' }, 'DATABASE_POOL_MAX'],
    [{ DATABASE_POOL_MAX: '100000' }, 'DATABASE_POOL_MAX'],
    [{ DATABASE_STATEMENT_TIMEOUT_MS: '5s' }, 'DATABASE_STATEMENT_TIMEOUT_MS'],
    [{ DATABASE_STATEMENT_TIMEOUT_MS: '-1' }, 'DATABASE_STATEMENT_TIMEOUT_MS'],
    [{ PHONEPE_MERCHANT_ID: 'M1' }, 'PHONEPE_MERCHANT_ID'],
    [{ PHONEPE_CLIENT_ID: 'client' }, 'PHONEPE_CLIENT_SECRET'],
    [{ PHONEPE_CLIENT_SECRET: 'secret' }, 'PHONEPE_CLIENT_ID'],
    [{ ...PHONEPE_V2, PHONEPE_WEBHOOK_USERNAME: 'hooks' }, 'PHONEPE_WEBHOOK_PASSWORD'],
    [{ ...PHONEPE_V2, PHONEPE_WEBHOOK_PASSWORD: 'hook-pass-1' }, 'PHONEPE_WEBHOOK_USERNAME'],
    [{ ...PHONEPE_V2, ...PHONEPE_V1 }, 'PHONEPE_CLIENT_ID'],
    [{ ...PHONEPE_V2, PHONEPE_ENV: 'uat' }, 'PHONEPE_ENV'],
    [{ ...PHONEPE_V2, PHONEPE_CLIENT_VERSION: 'v1' }, 'PHONEPE_CLIENT_VERSION'],
    [{ ...PHONEPE_V2, PHONEPE_BASE_URL: 'api-preprod.phonepe.com' }, 'PHONEPE_BASE_URL'],
    [{ PHONEPE_ENV: 'production' }, 'PHONEPE_CLIENT_ID'],
    [{ PHONEPE_WEBHOOK_USERNAME: 'hooks', PHONEPE_WEBHOOK_PASSWORD: 'hook-pass-1' }, 'PHONEPE_CLIENT_ID'],
    [{ ...PHONEPE_V1, PHONEPE_CLIENT_VERSION: '2' }, 'PHONEPE_CLIENT_ID'],
    [{ PAYMENT_HOLD_MINUTES: '0' }, 'PAYMENT_HOLD_MINUTES'],
    [{ PAYMENT_HOLD_MINUTES: '-5' }, 'PAYMENT_HOLD_MINUTES'],
    [{ PAYMENT_HOLD_MINUTES: 'fifteen' }, 'PAYMENT_HOLD_MINUTES'],
    [{ PAYMENT_HOLD_MINUTES: '15m' }, 'PAYMENT_HOLD_MINUTES'],
    [{ PAYMENT_HOLD_MINUTES: '1441' }, 'PAYMENT_HOLD_MINUTES'],
    [{ PAYMENT_HOLD_MINUTES: 'Infinity' }, 'PAYMENT_HOLD_MINUTES'],
    [{ AUTH_RATE_LIMIT_PER_MINUTE: '0' }, 'AUTH_RATE_LIMIT_PER_MINUTE'],
    [{ AUTH_RATE_LIMIT_PER_MINUTE: 'ten' }, 'AUTH_RATE_LIMIT_PER_MINUTE'],
    [{ FORM_RATE_LIMIT_PER_MINUTE: '2.5' }, 'FORM_RATE_LIMIT_PER_MINUTE'],
  ])('stops on %j with one line naming %s', (env, variable) => {
    const attempt = () => loadConfig({ DATA_DIR: freshDataDir(), ...env })
    expect(attempt).toThrow(ConfigError)
    expect(attempt).toThrow(new RegExp(`^Invalid environment variable ${variable}: [^\\n]+$`))
  })

  it('supplies from Maharashtra with no GSTIN unless told otherwise, and reads the state as people write it', () => {
    expect(loadConfig({ DATA_DIR: freshDataDir() })).toMatchObject({
      shopGstin: undefined,
      shopState: 'Maharashtra',
    })
    expect(
      loadConfig({ DATA_DIR: freshDataDir(), SHOP_STATE: ' karnataka ', SHOP_GSTIN: '29aagcb7383j1z4' }),
    ).toMatchObject({ shopGstin: '29AAGCB7383J1Z4', shopState: 'Karnataka' })
    expect(loadConfig({ DATA_DIR: freshDataDir(), SHOP_STATE: 'Orissa' }).shopState).toBe('Odisha')
  })

  it('limits sign-ins to 10 and form submissions to 5 a minute per address unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: freshDataDir() })).toMatchObject({
      authRateLimitPerMinute: 10,
      formRateLimitPerMinute: 5,
    })
    expect(
      loadConfig({
        DATA_DIR: freshDataDir(),
        AUTH_RATE_LIMIT_PER_MINUTE: '600',
        FORM_RATE_LIMIT_PER_MINUTE: '300',
      }),
    ).toMatchObject({ authRateLimitPerMinute: 600, formRateLimitPerMinute: 300 })
  })

  it('trusts no proxy unless TRUST_PROXY says so', () => {
    expect(loadConfig({ DATA_DIR: freshDataDir() }).trustProxy).toBe(false)
    expect(loadConfig({ DATA_DIR: freshDataDir(), TRUST_PROXY: 'false' }).trustProxy).toBe(false)
  })

  it.each([
    ['1', 1],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, ::1 ,fd00::/8', ['10.0.0.0/8', '::1', 'fd00::/8']],
  ])('reads TRUST_PROXY=%s as a hop count or a list of proxy addresses', (value, expected) => {
    expect(loadConfig({ DATA_DIR: freshDataDir(), TRUST_PROXY: value }).trustProxy).toEqual(expected)
  })

  it('cuts slow clients off by default', () => {
    const { timeouts } = loadConfig({ DATA_DIR: freshDataDir() })
    expect(timeouts.headersMs).toBeGreaterThan(0)
    expect(timeouts.headersMs).toBeLessThanOrEqual(timeouts.requestMs)
    expect(timeouts.idleMs).toBeGreaterThan(0)
  })

  it('reads the documented variables', () => {
    const config = loadConfig({
      DATA_DIR: freshDataDir(),
      PORT: '8080',
      DATABASE_URL: 'postgres://shop@db/shop',
      ADMIN_EMAIL: 'Owner@Example.com',
      ADMIN_PASSWORD: 'owner-password',
      SEED_DEMO: 'false',
      JWT_SECRET: 's'.repeat(40),
    })
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://shop@db/shop',
      admin: { email: 'Owner@Example.com', password: 'owner-password' },
      seedDemo: false,
      jwtSecret: 's'.repeat(40),
    })
  })

  it('says in one line that a PostgreSQL shop needs JWT_SECRET, so that every instance signs alike', () => {
    expect(() => loadConfig({ DATA_DIR: freshDataDir(), DATABASE_URL: 'postgres://shop@db/shop' })).toThrow(
      'Invalid environment variable JWT_SECRET: set it (32+ characters, the same on every instance) when DATABASE_URL points to PostgreSQL',
    )
  })

  it('runs one process with a pool of 10, no replica and a 30 s statement limit by default', () => {
    expect(loadConfig({ DATA_DIR: freshDataDir() })).toMatchObject({
      workers: 1,
      databasePoolMax: 10,
      databaseReplicaUrl: undefined,
      databaseStatementTimeoutMs: 30_000,
    })
  })

  it('reads WORKERS as a count or auto (one per core), and the pool, replica and statement limit', () => {
    const config = loadConfig({
      DATA_DIR: freshDataDir(),
      ...POSTGRES,
      WORKERS: '3',
      DATABASE_POOL_MAX: '25',
      DATABASE_REPLICA_URL: 'postgresql://shop@replica/shop?sslmode=require',
      DATABASE_STATEMENT_TIMEOUT_MS: '0',
    })
    expect(config).toMatchObject({
      workers: 3,
      databasePoolMax: 25,
      databaseReplicaUrl: 'postgresql://shop@replica/shop?sslmode=require',
      databaseStatementTimeoutMs: 0,
    })
    expect(loadConfig({ DATA_DIR: freshDataDir(), WORKERS: 'auto' }).workers).toBe(availableParallelism())
    expect(parseWorkers(' AUTO ', 2)).toBe(2)
    expect(parseWorkers('auto', 200)).toBe(64)
    expect(parseWorkers('64', 2)).toBe(64)
  })

  it('keeps the origin of SHOP_URL, and leaves it unset by default', () => {
    expect(loadConfig({ DATA_DIR: freshDataDir() }).shopUrl).toBeUndefined()
    expect(
      loadConfig({ DATA_DIR: freshDataDir(), SHOP_URL: 'https://Shop.Example.in/some/path/' }).shopUrl,
    ).toBe('https://shop.example.in')
  })

  it('keeps mails in the outbox by default, and sends them over SMTP_URL from MAIL_FROM when set', () => {
    expect(loadConfig({ DATA_DIR: freshDataDir() }).mail).toEqual({ smtp: undefined, notifyEmail: undefined })
    expect(
      loadConfig({
        DATA_DIR: freshDataDir(),
        SMTP_URL: 'smtps://user:secret@mail.example.in:465',
        MAIL_FROM: 'AnimeVerse <orders@example.in>',
        SHOP_NOTIFY_EMAIL: 'owner@example.in',
        SHOP_URL: 'https://shop.example.in',
      }).mail,
    ).toEqual({
      smtp: { url: 'smtps://user:secret@mail.example.in:465', from: 'AnimeVerse <orders@example.in>' },
      notifyEmail: 'owner@example.in',
    })
  })

  it('runs the built-in simulator and holds unpaid orders 15 minutes unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: freshDataDir() })).toMatchObject({
      phonePe: undefined,
      paymentHoldMinutes: 15,
    })
  })

  it.each([
    ['0.5', 0.5],
    [' 30 ', 30],
    ['1440', 1440],
  ])('reads PAYMENT_HOLD_MINUTES=%j as %d minutes', (value, minutes) => {
    expect(loadConfig({ DATA_DIR: freshDataDir(), PAYMENT_HOLD_MINUTES: value }).paymentHoldMinutes).toBe(
      minutes,
    )
  })

  it("uses PhonePe v2 on PhonePe's sandbox hosts, client version 1 and no webhook unless told otherwise", () => {
    expect(loadConfig({ DATA_DIR: freshDataDir(), ...PHONEPE_V2 }).phonePe).toEqual({
      version: 'v2',
      clientId: 'TEST-M22SHOP_2506',
      clientSecret: 'client-secret',
      clientVersion: '1',
      env: 'sandbox',
      tokenBaseUrl: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
      apiBaseUrl: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
      webhookUsername: undefined,
      webhookPassword: undefined,
    })
  })

  it("takes a production v2 token from PhonePe's identity manager and the rest from its pg host", () => {
    const { phonePe } = loadConfig({
      DATA_DIR: freshDataDir(),
      ...PHONEPE_V2,
      PHONEPE_ENV: 'Production',
      PHONEPE_CLIENT_VERSION: '3',
      PHONEPE_WEBHOOK_USERNAME: 'animeverse_hooks',
      PHONEPE_WEBHOOK_PASSWORD: 'hook-pass-2026',
    })
    expect(phonePe).toMatchObject({
      version: 'v2',
      env: 'production',
      clientVersion: '3',
      tokenBaseUrl: 'https://api.phonepe.com/apis/identity-manager',
      apiBaseUrl: 'https://api.phonepe.com/apis/pg',
      webhookUsername: 'animeverse_hooks',
      webhookPassword: 'hook-pass-2026',
    })
  })

  it('points every v2 call at PHONEPE_BASE_URL when it is set', () => {
    const { phonePe } = loadConfig({
      DATA_DIR: freshDataDir(),
      ...PHONEPE_V2,
      PHONEPE_BASE_URL: 'http://127.0.0.1:4010',
    })
    expect(phonePe).toMatchObject({
      tokenBaseUrl: 'http://127.0.0.1:4010',
      apiBaseUrl: 'http://127.0.0.1:4010',
    })
  })

  it('keeps the v1 salt-key gateway for merchants who have one', () => {
    expect(loadConfig({ DATA_DIR: freshDataDir(), ...PHONEPE_V1 }).phonePe).toEqual({
      version: 'v1',
      merchantId: 'MERCHANTUAT',
      saltKey: 'salt-key',
      saltIndex: '1',
      baseUrl: 'https://api.phonepe.com/apis/hermes',
    })
  })

  it('says in one line that the v1 and v2 PhonePe variables cannot both be set', () => {
    expect(() => loadConfig({ DATA_DIR: freshDataDir(), ...PHONEPE_V1, ...PHONEPE_V2 })).toThrow(
      'Invalid environment variable PHONEPE_CLIENT_ID: set either PhonePe v2 (PHONEPE_CLIENT_ID, PHONEPE_CLIENT_SECRET) or v1 (PHONEPE_MERCHANT_ID, PHONEPE_SALT_KEY, PHONEPE_SALT_INDEX), not both',
    )
  })

  it('runs the shipping simulator unless all four Shiprocket variables are set, and names the one missing', () => {
    expect(loadConfig({ DATA_DIR: freshDataDir() }).shiprocket).toBeUndefined()
    const shiprocket = {
      SHIPROCKET_EMAIL: 'api-user@animeverse.in',
      SHIPROCKET_PASSWORD: 'api-pass',
      SHIPROCKET_PICKUP_LOCATION: ' Andheri Warehouse ',
      SHIPROCKET_WEBHOOK_TOKEN: 'a-long-webhook-token-2026',
    }
    expect(loadConfig({ DATA_DIR: freshDataDir(), ...shiprocket }).shiprocket).toEqual({
      email: 'api-user@animeverse.in',
      password: 'api-pass',
      pickupLocation: 'Andheri Warehouse',
      webhookToken: 'a-long-webhook-token-2026',
      baseUrl: 'https://apiv2.shiprocket.in/v1/external',
    })
    expect(() =>
      loadConfig({ DATA_DIR: freshDataDir(), ...shiprocket, SHIPROCKET_PICKUP_LOCATION: undefined }),
    ).toThrow(
      'Invalid environment variable SHIPROCKET_PICKUP_LOCATION: SHIPROCKET_EMAIL, SHIPROCKET_PASSWORD, SHIPROCKET_PICKUP_LOCATION, SHIPROCKET_WEBHOOK_TOKEN must be set together',
    )
    expect(() =>
      loadConfig({ DATA_DIR: freshDataDir(), ...shiprocket, SHIPROCKET_WEBHOOK_TOKEN: 'short' }),
    ).toThrow('Invalid environment variable SHIPROCKET_WEBHOOK_TOKEN: must be at least 16 characters')
  })

  it('documents every variable it reads in README.md and .env.example', () => {
    const root = join(import.meta.dirname, '..', '..')
    const readme = readFileSync(join(root, 'README.md'), 'utf8')
    const example = readFileSync(join(root, '.env.example'), 'utf8')
    for (const variable of ENVIRONMENT_VARIABLES) {
      expect(readme, `README.md names ${variable}`).toContain(`\`${variable}\``)
      expect(example, `.env.example has ${variable}`).toMatch(new RegExp(`^# ${variable}=`, 'm'))
    }
  })
})
