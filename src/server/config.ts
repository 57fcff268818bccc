import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { isIP } from 'node:net'
import { availableParallelism } from 'node:os'
import { join, resolve } from 'node:path'
import { z } from 'zod'
import { isValidGstin, normaliseGstin } from '@common/gst'
import { findIndianState } from '@common/indian-states'
import { FLAG_WORDS, flagText } from '@common/schemas/text-values'

const booleanText = flagText(FLAG_WORDS.environment)

/** `shop@example.com` or `AnimeVerse <shop@example.com>`: one address, no line breaks (it becomes a header). */
const MAIL_FROM_PATTERN = /^(?:[^<>\r\n]*<[^<>\s@]+@[^<>\s@]+\.[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+\.[^<>\s@]+)$/

/**
 * The state the shop ships from, which decides GST: CGST + SGST within it, IGST to every other state. The shop
 * supplies from Maharashtra unless SHOP_STATE says otherwise.
 */
export const DEFAULT_SHOP_STATE = 'Maharashtra'

/**
 * An unpaid online order holds its stock this long unless PAYMENT_HOLD_MINUTES says otherwise; then the hold expires,
 * the stock goes back on sale and the order is cancelled.
 */
export const DEFAULT_PAYMENT_HOLD_MINUTES = 15
/** A day: longer holds would keep limited figures off the shelf for orders nobody pays. */
const MAX_PAYMENT_HOLD_MINUTES = 1440
const HOLD_MINUTES_MESSAGE = `must be a number of minutes above 0 and at most ${MAX_PAYMENT_HOLD_MINUTES}, e.g. 15 or 0.5`

/** Sign-ins and sign-ups one address may try in a minute: enough for a person, too few to guess passwords. */
export const DEFAULT_AUTH_RATE_LIMIT_PER_MINUTE = 10
/** Contact, support, newsletter and stock-alert submissions one address may send in a minute. */
export const DEFAULT_FORM_RATE_LIMIT_PER_MINUTE = 5
const RATE_LIMIT_MESSAGE = 'must be a whole number of requests a minute from 1 to 100000'
const perMinuteLimit = (fallback: number) =>
  z.coerce
    .number({ error: RATE_LIMIT_MESSAGE })
    .int(RATE_LIMIT_MESSAGE)
    .min(1, RATE_LIMIT_MESSAGE)
    .max(100_000, RATE_LIMIT_MESSAGE)
    .default(fallback)

/** Shiprocket's external API v1 (apidocs.shiprocket.in). */
export const SHIPROCKET_BASE_URL = 'https://apiv2.shiprocket.in/v1/external'

/** PhonePe Standard Checkout v2 hosts (developer.phonepe.com, API reference: authorization, create payment). */
export const PHONEPE_V2_HOSTS = {
  sandbox: {
    tokenBaseUrl: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
    apiBaseUrl: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
  },
  production: {
    tokenBaseUrl: 'https://api.phonepe.com/apis/identity-manager',
    apiBaseUrl: 'https://api.phonepe.com/apis/pg',
  },
} as const

const environmentSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional(),
  /** Read-only catalogue queries go here when set (a streaming replica of DATABASE_URL). */
  DATABASE_REPLICA_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional(),
  DATABASE_POOL_MAX: z.coerce
    .number({ error: 'must be a whole number of connections from 1 to 1000' })
    .int('must be a whole number of connections from 1 to 1000')
    .min(1, 'must be a whole number of connections from 1 to 1000')
    .max(1000, 'must be a whole number of connections from 1 to 1000')
    .default(10),
  /** PostgreSQL cancels a statement running longer than this (milliseconds; 0 turns the limit off). */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds (0 for no limit)' })
    .int('must be a whole number of milliseconds (0 for no limit)')
    .min(0, 'must be a whole number of milliseconds (0 for no limit)')
    .max(3_600_000, 'must be at most 3600000 (one hour)')
    .default(30_000),
  /** Off behind a pooler that does not keep a connection's prepared statements (PgBouncer before 1.21). */
  DATABASE_PREPARED_STATEMENTS: booleanText.default(true),
  /** Server processes on one port: a number, or `auto` for one per core. */
  WORKERS: z
    .string()
    .transform((value, context) => {
      const workers = parseWorkers(value)
      if (workers === undefined) {
        context.addIssue({
          code: 'custom',
          message: 'must be auto or a whole number of processes from 1 to 64',
        })
        return z.NEVER
      }
      return workers
    })
    .default(1),
  ADMIN_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  SEED_DEMO: booleanText.default(true),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Admins and staff must sign in with a second factor (TOTP); without one their token reaches no admin route. */
  REQUIRE_ADMIN_2FA: booleanText.default(false),
  /** The bearer token a Prometheus scraper sends to GET /metrics; unset, /metrics answers 404. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  PHONEPE_MERCHANT_ID: z.string().min(1).optional(),
  PHONEPE_SALT_KEY: z.string().min(1).optional(),
  PHONEPE_SALT_INDEX: z.string().min(1).optional(),
  PHONEPE_BASE_URL: z.url({ error: 'must be a URL' }).optional(),
  PHONEPE_CLIENT_ID: z.string().min(1).optional(),
  PHONEPE_CLIENT_SECRET: z.string().min(1).optional(),
  PHONEPE_CLIENT_VERSION: z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, 'must be the whole number PhonePe sent with the client id, e.g. 1')
    .default('1'),
  PHONEPE_ENV: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(['sandbox', 'production'], { error: 'must be sandbox or production' }))
    .default('sandbox'),
  PHONEPE_WEBHOOK_USERNAME: z.string().min(1).optional(),
  PHONEPE_WEBHOOK_PASSWORD: z.string().min(1).optional(),
  SHIPROCKET_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
  SHIPROCKET_PASSWORD: z.string().min(1).optional(),
  SHIPROCKET_PICKUP_LOCATION: z.string().trim().min(1).optional(),
  /** What Shiprocket's webhook sends as `x-api-key`; a guess must not be cheap. */
  SHIPROCKET_WEBHOOK_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** How long an unpaid online order holds its stock, in minutes (decimals allowed). */
  PAYMENT_HOLD_MINUTES: z.coerce
    .number({ error: HOLD_MINUTES_MESSAGE })
    .gt(0, HOLD_MINUTES_MESSAGE)
    .max(MAX_PAYMENT_HOLD_MINUTES, HOLD_MINUTES_MESSAGE)
    .default(DEFAULT_PAYMENT_HOLD_MINUTES),
  AUTH_RATE_LIMIT_PER_MINUTE: perMinuteLimit(DEFAULT_AUTH_RATE_LIMIT_PER_MINUTE),
  FORM_RATE_LIMIT_PER_MINUTE: perMinuteLimit(DEFAULT_FORM_RATE_LIMIT_PER_MINUTE),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis://')
    .optional(),
  TRUST_PROXY: z
    .string()
    .transform((value, context) => {
      const trustProxy = parseTrustProxy(value)
      if (trustProxy === undefined) {
        context.addIssue({
          code: 'custom',
          message: 'must be false, a hop count, or a comma-separated list of proxy addresses (CIDR allowed)',
        })
        return z.NEVER
      }
      return trustProxy
    })
    .default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHOP_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
    .transform((value) => new URL(value).origin)
    .optional(),
  SMTP_URL: z
    .string()
    .regex(
      /^smtps?:\/\/[^/?#]+/,
      'must be an smtp:// or smtps:// address, e.g. smtp://user:password@mail.example.com:587',
    )
    .optional(),
  MAIL_FROM: z.string().regex(MAIL_FROM_PATTERN, 'must be an e-mail address or "Name <address>"').optional(),
  SHOP_NOTIFY_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
  /** The shop's GST registration, printed on tax invoices; unset prints none. */
  SHOP_GSTIN: z
    .string()
    .transform(normaliseGstin)
    .refine(isValidGstin, 'must be a valid 15-character GSTIN with its check character, e.g. 27AAPFU0939F1ZV')
    .optional(),
  /** The state the shop supplies from: orders delivered there pay CGST and SGST, elsewhere IGST. */
  SHOP_STATE: z
    .string()
    .transform((text, context) => {
      const state = findIndianState(text)
      if (state) return state.name
      context.addIssue({
        code: 'custom',
        message: 'must be an Indian state or union territory, e.g. Maharashtra',
      })
      return z.NEVER
    })
    .default(DEFAULT_SHOP_STATE),
})

/** Every environment variable the shop reads (README and .env.example list each one; a test checks). */
export const ENVIRONMENT_VARIABLES = Object.keys(environmentSchema.shape)

const MAX_WORKERS = 64

/** `auto` → one process per core; a whole number 1–64 as it is; `undefined` when not valid. */
export function parseWorkers(value: string, cores: number = availableParallelism()): number | undefined {
  const text = value.trim().toLowerCase()
  if (text === 'auto') return Math.min(Math.max(cores, 1), MAX_WORKERS)
  if (!/^\d{1,2}$/.test(text)) return undefined
  const workers = Number(text)
  return workers >= 1 && workers <= MAX_WORKERS ? workers : undefined
}

/**
 * Whose `X-Forwarded-For` / `-Proto` / `-Host` to believe: nobody (`false`, the default: the socket's
 * address is the client), the nearest `n` proxies, or these proxy addresses. Believing every client would
 * let anyone pick the address the rate limits count.
 */
export type TrustProxy = false | number | string[]

/** An IPv4 or IPv6 address, optionally with a /prefix. */
function isAddressOrCidr(text: string): boolean {
  const [address, prefix, ...rest] = text.split('/')
  if (rest.length > 0 || !address) return false
  const version = isIP(address)
  if (version === 0) return false
  if (prefix === undefined) return true
  if (!/^\d{1,3}$/.test(prefix)) return false
  return Number(prefix) <= (version === 4 ? 32 : 128)
}

/** `false`/`0` → off, a whole number → hop count, else a list of addresses; `undefined` when not valid. */
export function parseTrustProxy(value: string): TrustProxy | undefined {
  const text = value.trim().toLowerCase()
  if (text === 'false' || text === 'off' || text === 'no' || text === '0') return false
  if (/^\d{1,2}$/.test(text)) return Number(text)
  const addresses = text
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean)
  if (addresses.length === 0 || !addresses.every(isAddressOrCidr)) return undefined
  return addresses
}

/**
 * How long a client may take, so that slow-header and slow-body connections are cut off instead of being
 * held open (docs/decisions/0008-input-limits-and-slow-clients.md gives the reasons for each value).
 */
export type ConnectionTimeouts = {
  /** The request line and headers must arrive within this (node `headersTimeout`). */
  headersMs: number
  /** The whole request, body included, must arrive within this (node `requestTimeout`). */
  requestMs: number
  /** A socket with no traffic either way is closed after this (Fastify `connectionTimeout`). */
  idleMs: number
  /** An idle keep-alive connection waits this long for its next request (node `keepAliveTimeout`). */
  keepAliveMs: number
  /** How often node checks the header and request deadlines (node `connectionsCheckingInterval`). */
  checkIntervalMs: number
}

export const DEFAULT_CONNECTION_TIMEOUTS: ConnectionTimeouts = {
  headersMs: 10_000,
  requestMs: 60_000,
  idleMs: 60_000,
  keepAliveMs: 10_000,
  checkIntervalMs: 1_000,
}

export type Config = {
  port: number
  host: string
  dataDir: string
  /** `undefined` means the embedded SQLite file in `dataDir`. */
  databaseUrl: string | undefined
  /** PostgreSQL only: a read replica for the catalogue's reads that tolerate its lag; `undefined` reads the primary. */
  databaseReplicaUrl: string | undefined
  /** PostgreSQL only: connections per process in the pool (and as many again for the replica's). */
  databasePoolMax: number
  /** PostgreSQL only: a statement running longer is cancelled (the request answers 503); 0 is no limit. */
  databaseStatementTimeoutMs: number
  databasePreparedStatements: boolean
  /** Server processes sharing the port (node:cluster); 1 runs the shop in this process alone. */
  workers: number
  admin: { email: string; password: string } | undefined
  seedDemo: boolean
  jwtSecret: string
  /** Admins and staff need a second factor to reach any admin route. */
  requireAdmin2fa: boolean
  /** GET /metrics answers only to this bearer token; `undefined` hides it (404). */
  metricsToken: string | undefined
  /** The real PhonePe gateway: Standard Checkout v2 or the older PG v1; `undefined` runs the built-in simulator. */
  phonePe: PhonePeConfig | undefined
  /** Shiprocket, which books and tracks the parcels; `undefined` runs the built-in shipping simulator. */
  shiprocket: ShiprocketConfig | undefined
  /** How long an unpaid online order holds its stock before the hold expires and the stock is back on sale. */
  paymentHoldMinutes: number
  redisUrl: string | undefined
  /** The shop's public origin (no path) for canonical links, link previews, the sitemap and mails; unset: each request's own. */
  shopUrl: string | undefined
  /** How mails leave the shop; `smtp` unset keeps them in the admin outbox, unsent. */
  mail: MailConfig
  /** The shop's GSTIN for tax invoices; undefined prints none. */
  shopGstin: string | undefined
  /** The state the shop supplies from, as INDIAN_STATES names it ('Maharashtra'). */
  shopState: string
  logLevel: string
  trustProxy: TrustProxy
  timeouts: ConnectionTimeouts
  /** Attempts per minute per address on login and register. */
  authRateLimitPerMinute: number
  /** Submissions per minute per address of the contact, support and newsletter forms. */
  formRateLimitPerMinute: number
  /** Where the built web app lives; `undefined` serves the API only. */
  webRoot: string | undefined
}

export type ShiprocketConfig = {
  email: string
  password: string
  pickupLocation: string
  webhookToken: string
  baseUrl: string
}

export type PhonePeConfig =
  | { version: 'v1'; merchantId: string; saltKey: string; saltIndex: string; baseUrl: string }
  | {
      version: 'v2'
      clientId: string
      clientSecret: string
      clientVersion: string
      env: 'sandbox' | 'production'
      /** Serves /v1/oauth/token. */
      tokenBaseUrl: string
      /** Serves /checkout/v2/… and /payments/v2/…. */
      apiBaseUrl: string
      /** Undefined: every webhook is refused (the shop still learns each outcome from the status APIs). */
      webhookUsername: string | undefined
      webhookPassword: string | undefined
    }

export type MailConfig = {
  smtp: { url: string; from: string } | undefined
  /** Where new-order notices go; none are written when unset. */
  notifyEmail: string | undefined
}

/** A bad environment variable: the message is one line naming it, shown instead of a stack trace. */
export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  )
  const parsed = environmentSchema.safeParse(present)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw new ConfigError(`Invalid environment variable ${String(issue.path[0])}: ${issue.message}`)
  }
  const vars = parsed.data
  if (Boolean(vars.ADMIN_EMAIL) !== Boolean(vars.ADMIN_PASSWORD)) {
    throw new ConfigError(
      'Invalid environment variable ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    )
  }
  const phonePe = readPhonePeConfig(vars, present)
  const shiprocket = readShiprocketConfig(vars)
  // Each instance would otherwise generate a secret of its own, and a token signed by one would be refused
  // by the next; on SQLite every process reads the one file kept beside the database.
  if (vars.DATABASE_URL && !vars.JWT_SECRET) {
    throw new ConfigError(
      'Invalid environment variable JWT_SECRET: set it (32+ characters, the same on every instance) when DATABASE_URL points to PostgreSQL',
    )
  }
  if (vars.DATABASE_REPLICA_URL && !vars.DATABASE_URL) {
    throw new ConfigError(
      'Invalid environment variable DATABASE_REPLICA_URL: a replica needs DATABASE_URL (PostgreSQL) for the primary',
    )
  }
  // A sent mail's links must name the shop itself: taken from a request's Host, a forged one would put a
  // stranger's site in a real password-reset mail.
  if (vars.SMTP_URL && !vars.SHOP_URL) {
    throw new ConfigError(
      'Invalid environment variable SHOP_URL: set it with SMTP_URL, so that links in mails name the shop, e.g. SHOP_URL=https://animeverse.in',
    )
  }
  if (vars.SMTP_URL && !vars.MAIL_FROM) {
    throw new ConfigError(
      'Invalid environment variable MAIL_FROM: set it with SMTP_URL, e.g. MAIL_FROM="AnimeVerse <orders@example.com>"',
    )
  }
  // A GSTIN is registered in one state: its first two digits are that state's code.
  const shopStateCode = findIndianState(vars.SHOP_STATE)!.code
  if (vars.SHOP_GSTIN && !vars.SHOP_GSTIN.startsWith(shopStateCode)) {
    throw new ConfigError(
      `Invalid environment variable SHOP_GSTIN: it is registered in state ${vars.SHOP_GSTIN.slice(0, 2)}, but SHOP_STATE is ${vars.SHOP_STATE} (${shopStateCode})`,
    )
  }
  const dataDir = resolve(vars.DATA_DIR)
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    databaseReplicaUrl: vars.DATABASE_REPLICA_URL,
    databasePoolMax: vars.DATABASE_POOL_MAX,
    databaseStatementTimeoutMs: vars.DATABASE_STATEMENT_TIMEOUT_MS,
    databasePreparedStatements: vars.DATABASE_PREPARED_STATEMENTS,
    workers: vars.WORKERS,
    admin:
      vars.ADMIN_EMAIL && vars.ADMIN_PASSWORD
        ? { email: vars.ADMIN_EMAIL, password: vars.ADMIN_PASSWORD }
        : undefined,
    seedDemo: vars.SEED_DEMO,
    jwtSecret: vars.JWT_SECRET ?? readOrCreateSecret(dataDir, 'jwt-secret'),
    requireAdmin2fa: vars.REQUIRE_ADMIN_2FA,
    metricsToken: vars.METRICS_TOKEN,
    phonePe,
    shiprocket,
    paymentHoldMinutes: vars.PAYMENT_HOLD_MINUTES,
    redisUrl: vars.REDIS_URL,
    shopUrl: vars.SHOP_URL,
    mail: {
      smtp: vars.SMTP_URL && vars.MAIL_FROM ? { url: vars.SMTP_URL, from: vars.MAIL_FROM } : undefined,
      notifyEmail: vars.SHOP_NOTIFY_EMAIL,
    },
    shopGstin: vars.SHOP_GSTIN,
    shopState: vars.SHOP_STATE,
    logLevel: vars.LOG_LEVEL,
    trustProxy: vars.TRUST_PROXY,
    timeouts: DEFAULT_CONNECTION_TIMEOUTS,
    authRateLimitPerMinute: vars.AUTH_RATE_LIMIT_PER_MINUTE,
    formRateLimitPerMinute: vars.FORM_RATE_LIMIT_PER_MINUTE,
    webRoot: resolve('dist/web'),
  }
}

/** Which PhonePe API the variables ask for, if any; half a set, or both sets at once, stops the start. */
function readPhonePeConfig(
  vars: z.infer<typeof environmentSchema>,
  present: Record<string, string | undefined>,
): PhonePeConfig | undefined {
  const v1Vars = [vars.PHONEPE_MERCHANT_ID, vars.PHONEPE_SALT_KEY, vars.PHONEPE_SALT_INDEX]
  if (v1Vars.some(Boolean) && !v1Vars.every(Boolean)) {
    throw new ConfigError(
      'Invalid environment variable PHONEPE_MERCHANT_ID: PHONEPE_MERCHANT_ID, PHONEPE_SALT_KEY and PHONEPE_SALT_INDEX must be set together',
    )
  }
  requireTogether(vars, 'PHONEPE_CLIENT_ID', 'PHONEPE_CLIENT_SECRET')
  requireTogether(vars, 'PHONEPE_WEBHOOK_USERNAME', 'PHONEPE_WEBHOOK_PASSWORD')
  const isV1 = Boolean(vars.PHONEPE_MERCHANT_ID)
  const isV2 = Boolean(vars.PHONEPE_CLIENT_ID)
  // Refused rather than guessed: which merchant account takes the shoppers' money must not be a precedence rule.
  if (isV1 && isV2) {
    throw new ConfigError(
      'Invalid environment variable PHONEPE_CLIENT_ID: set either PhonePe v2 (PHONEPE_CLIENT_ID, PHONEPE_CLIENT_SECRET) or v1 (PHONEPE_MERCHANT_ID, PHONEPE_SALT_KEY, PHONEPE_SALT_INDEX), not both',
    )
  }
  // A v2 setting without the v2 client would be ignored in silence, and with no gateway at all the simulator
  // would mark every order paid.
  const strayV2 = V2_ONLY_VARIABLES.find((name) => present[name] !== undefined)
  if (!isV2 && strayV2) {
    throw new ConfigError(
      `Invalid environment variable PHONEPE_CLIENT_ID: set it and PHONEPE_CLIENT_SECRET to use ${strayV2} (PhonePe v2)`,
    )
  }
  if (isV1) {
    return {
      version: 'v1',
      merchantId: vars.PHONEPE_MERCHANT_ID!,
      saltKey: vars.PHONEPE_SALT_KEY!,
      saltIndex: vars.PHONEPE_SALT_INDEX!,
      baseUrl: vars.PHONEPE_BASE_URL ?? 'https://api.phonepe.com/apis/hermes',
    }
  }
  if (!isV2) return undefined
  const hosts = vars.PHONEPE_BASE_URL
    ? { tokenBaseUrl: vars.PHONEPE_BASE_URL, apiBaseUrl: vars.PHONEPE_BASE_URL }
    : PHONEPE_V2_HOSTS[vars.PHONEPE_ENV]
  return {
    version: 'v2',
    clientId: vars.PHONEPE_CLIENT_ID!,
    clientSecret: vars.PHONEPE_CLIENT_SECRET!,
    clientVersion: vars.PHONEPE_CLIENT_VERSION,
    env: vars.PHONEPE_ENV,
    ...hosts,
    webhookUsername: vars.PHONEPE_WEBHOOK_USERNAME,
    webhookPassword: vars.PHONEPE_WEBHOOK_PASSWORD,
  }
}

const V2_ONLY_VARIABLES = [
  'PHONEPE_CLIENT_VERSION',
  'PHONEPE_ENV',
  'PHONEPE_WEBHOOK_USERNAME',
  'PHONEPE_WEBHOOK_PASSWORD',
] as const

const SHIPROCKET_VARS = [
  'SHIPROCKET_EMAIL',
  'SHIPROCKET_PASSWORD',
  'SHIPROCKET_PICKUP_LOCATION',
  'SHIPROCKET_WEBHOOK_TOKEN',
] as const

/** Shiprocket needs all four: a booking needs the pickup location, and the webhook its token. */
function readShiprocketConfig(vars: z.infer<typeof environmentSchema>): ShiprocketConfig | undefined {
  const missing = SHIPROCKET_VARS.filter((name) => !vars[name])
  if (missing.length === SHIPROCKET_VARS.length) return undefined
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid environment variable ${missing[0]}: ${SHIPROCKET_VARS.join(', ')} must be set together`,
    )
  }
  return {
    email: vars.SHIPROCKET_EMAIL!,
    password: vars.SHIPROCKET_PASSWORD!,
    pickupLocation: vars.SHIPROCKET_PICKUP_LOCATION!,
    webhookToken: vars.SHIPROCKET_WEBHOOK_TOKEN!,
    baseUrl: SHIPROCKET_BASE_URL,
  }
}

/** Stops the start, naming the one of the pair that is missing. */
function requireTogether(
  vars: z.infer<typeof environmentSchema>,
  first: 'PHONEPE_CLIENT_ID' | 'PHONEPE_WEBHOOK_USERNAME',
  second: 'PHONEPE_CLIENT_SECRET' | 'PHONEPE_WEBHOOK_PASSWORD',
): void {
  if (Boolean(vars[first]) === Boolean(vars[second])) return
  const missing = vars[first] ? second : first
  throw new ConfigError(
    `Invalid environment variable ${missing}: ${first} and ${second} must be set together`,
  )
}

/** Generated once and kept beside the database, so restarts keep everyone signed in. */
function readOrCreateSecret(dataDir: string, name: string): string {
  const path = join(dataDir, name)
  if (existsSync(path)) return readFileSync(path, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(48).toString('base64url')
  writeFileSync(path, `${secret}\n`, { mode: 0o600 })
  return secret
}
