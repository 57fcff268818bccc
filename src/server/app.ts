import fastifyCompress from '@fastify/compress'
import fastifyCookie from '@fastify/cookie'
import fastifyMultipart from '@fastify/multipart'
import fastifyRateLimit from '@fastify/rate-limit'
import Fastify, { LogController, type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { constants as zlib } from 'node:zlib'
import { MAX_UPLOAD_BYTES } from '@common/media'
import {
  DEFAULT_CONNECTION_TIMEOUTS,
  DEFAULT_SHOP_STATE,
  type Config,
  type ConnectionTimeouts,
  type TrustProxy,
} from './config'
import { rateLimitStoreCountingWith, type RateLimitCounter } from './cluster-rate-limits'
import type { MetricsReader } from './cluster-metrics'
import type { DatabaseConnection } from './db/connection'
import { pendingMigrations } from './db/migrate'
import { addressRoutes } from './modules/addresses'
import { auditRoutes } from './modules/audit'
import { authenticationPlugin, authRoutes, twoFactorRoutes } from './modules/auth'
import { dashboardRoutes } from './modules/dashboard'
import { deliveryRoutes } from './modules/delivery'
import { discountRoutes } from './modules/discounts'
import { discoveryRoutes } from './modules/discovery'
import { healthRoutes, installDraining } from './modules/health'
import { installMailDelivery, mailRoutes, type MailTransport, type MailWorkerTiming } from './modules/mail'
import { mediaFileRoutes, uploadRoutes } from './modules/media'
import { pageRoutes } from './modules/pages'
import { messageRoutes } from './modules/messages'
import { newsletterRoutes } from './modules/newsletter'
import { productRoutes } from './modules/products'
import { reviewRoutes } from './modules/reviews'
import { stockAlertRoutes } from './modules/stock-alerts'
import { taxRoutes } from './modules/tax'
import { wishlistRoutes } from './modules/wishlist'
import { orderRoutes } from './modules/orders'
import { createPaymentProvider } from './modules/payments'
import { installOrderLifecycle } from './flows/order-lifecycle'
import { lifecycleRoutes } from './flows/lifecycle.routes'
import { paymentRoutes } from './flows/payment.routes'
import { placementRoutes } from './flows/placement.routes'
import { codConfirmationRoutes } from './flows/cod-confirmation.routes'
import { personalDataRoutes } from './flows/personal-data.routes'
import { preorderRoutes } from './flows/preorder.routes'
import { cashOnDeliveryRoutes } from './modules/cash-on-delivery'
import { profileRoutes } from './modules/users'
import { returnRoutes } from './modules/returns'
import { returningRoutes } from './flows/returning.routes'
import { installRaffleDraws } from './flows/raffle-draw'
import { raffleRoutes } from './flows/raffles.routes'
import { shippingRoutes } from './flows/shipping.routes'
import { createCourier } from './modules/shipments'
import { answerFrameworkError, installErrorHandling } from './plugins/error-handling'
import { installRequestLog, loggerOptions, standardOutput, type LogStream } from './plugins/logging'
import { installMetrics } from './plugins/metrics'
import { registerOverloadProtection, type OverloadLimits } from './plugins/overload'
import { openApiPlugin } from './plugins/openapi'
import { requestIdFor } from './plugins/request-id'
import { frontServer } from './plugins/front-server'
import { connectRedis } from './plugins/redis'
import { installCatalogueReads } from './plugins/catalogue-reads'
import { installResponseCache, keepAnswers } from './plugins/response-cache'
import { Changes } from './changes/changes'
import { installChanges } from './changes/request-changes'
import { wireChanges } from './changes/transports'
import { helmetHeaders, installSecurityHeaders } from './plugins/security-headers'
import { serveWebApp } from './plugins/web-app'
import { WebFiles } from './plugins/web-files'
import { Scheduler } from './scheduler'
import { composeModuleFlows } from './flows/module-flows'
import { installLaunches, wakeAtOn, type WakeAt } from './flows/launches'

declare module 'fastify' {
  interface FastifyInstance {
    db: DatabaseConnection['db']
    config: AppConfig
    /** Runs the process's background tasks from `ready` until `close`. */
    scheduler: Scheduler
  }
}

export type AppConfig = Pick<
  Config,
  | 'jwtSecret'
  | 'authRateLimitPerMinute'
  | 'formRateLimitPerMinute'
  | 'webRoot'
  | 'redisUrl'
  | 'phonePe'
  | 'paymentHoldMinutes'
> &
  Partial<
    Pick<
      Config,
      'shopUrl' | 'mail' | 'shopGstin' | 'shopState' | 'requireAdmin2fa' | 'metricsToken' | 'shiprocket'
    >
  > & {
    logLevel?: string
    /** Where JSON log lines go; stdout when unset. */
    logStream?: LogStream
    /** When the shop refuses new requests with 503 rather than queue them. */
    overload?: OverloadLimits
    /** Whose X-Forwarded-* headers to believe; off when unset. */
    trustProxy?: TrustProxy
    /** Slow-client cut-offs; DEFAULT_CONNECTION_TIMEOUTS when unset. */
    timeouts?: ConnectionTimeouts
    /** URLs per sitemap file; the protocol's 50,000 when unset (tests make it small). */
    sitemapUrlsPerFile?: number
    /** The mail worker's waits; DEFAULT_MAIL_WORKER_TIMING when unset (tests shorten them). */
    mailWorkerTiming?: Partial<MailWorkerTiming>
    /** Sends the mails instead of nodemailer over `mail.smtp` (tests). */
    mailTransport?: MailTransport
    /** The time for rules that expire (reset links, mail retries); the system clock when unset (tests move it). */
    clock?: () => Date
    /** The launch timer's wake-up on `clock`; the system's timers when unset (tests fire it as they move time). */
    wakeAt?: WakeAt
    /** Counts the rate limits outside this process (a worker's primary) unless Redis does; in memory when unset. */
    rateLimitCounter?: RateLimitCounter
    /** With WORKERS > 1, what GET /metrics reads: all workers' metrics summed by the primary; unset: own. */
    readMetrics?: MetricsReader
    /** How long a listing may show a stock figure from before an order; STOCK_LAG_MS when unset (tests shorten it). */
    stockLagMs?: number
  }

const ONE_MEGABYTE = 1024 * 1024

/** Builds the whole shop as one Fastify instance; `main.ts` listens with it and tests `inject` into it. */
export async function buildApp(config: AppConfig, connection: DatabaseConnection): Promise<FastifyInstance> {
  // The one signal for "something changed" and the store of prepared answers that follows it (decision 0034);
  // made before Fastify, as the front server reads the store.
  const changes = new Changes({
    stockLagMs: config.stockLagMs,
    listenerFailed: (error) => app.log.error({ err: error }, 'a change subscriber failed'),
  })
  const responseCache = keepAnswers(changes)
  const webFiles = WebFiles.load(config.webRoot)
  const securityHeaders = helmetHeaders()
  const serverSettings = connectionTimeoutOptions(config.timeouts ?? DEFAULT_CONNECTION_TIMEOUTS)
  const logStream = config.logStream ?? standardOutput()
  // The front server writes kept reads and web files itself; whatever watches every answer (the request log, the
  // metrics, a tracer added later) subscribes to `app.frontServer.onAnswer` beside Fastify's `onResponse` hook.
  const front = frontServer(responseCache, webFiles, securityHeaders, serverSettings)
  const app: FastifyInstance = Fastify({
    serverFactory: front.serverFactory,
    logger: loggerOptions({ level: config.logLevel, stream: logStream }),
    genReqId: requestIdFor,
    // One line per request, written by installRequestLog; errors are logged by the error handler.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: ONE_MEGABYTE,
    trustProxy: trustProxyOption(config.trustProxy ?? false),
    frameworkErrors: answerFrameworkError,
    ...serverSettings,
    // Some clients double the prefix (/api/api/addresses), as the shop's requirements allow: one route table serves
    // both.
    rewriteUrl: (request) =>
      request.url?.startsWith('/api/api/') ? request.url.slice(4) : (request.url ?? '/'),
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('db', connection.db)
  app.decorate('config', config)
  app.decorate('frontServer', front)
  installDraining(app)
  installErrorHandling(app)
  installSecurityHeaders(app, securityHeaders)
  installRequestLog(app, logStream)
  installMetrics(app, {
    token: config.metricsToken,
    poolUse: connection.poolUse,
    readMetrics: config.readMetrics,
  })
  installChanges(app, changes)
  installResponseCache(app, responseCache)
  installCatalogueReads(app, connection)
  // With REDIS_URL the instances share Redis for rate limits and hear each other's changes through it; without,
  // PostgreSQL's LISTEN/NOTIFY carries them, or the cluster's primary between workers on SQLite, whose file is
  // also watched for writers outside the shop (`wireChanges` chooses).
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, app.log) : undefined
  if (redis) app.addHook('onClose', async () => redis.close())
  await wireChanges(app, changes, { connection, redisNotifications: redis?.notifications })
  await registerOverloadProtection(app, config.overload)

  await app.register(fastifyCompress, {
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  })
  await app.register(fastifyCookie)
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 12, fields: 60, fieldSize: ONE_MEGABYTE, parts: 80 },
    throwFileSizeLimit: true,
  })
  await app.register(fastifyRateLimit, {
    global: false,
    // Counted in Redis, the same counter for every instance, or else by the primary for all its workers; while
    // the counter cannot be reached requests pass uncounted rather than fail (logged), so signing in does not
    // depend on it.
    ...(redis
      ? { redis: redis.commands, skipOnError: true }
      : config.rateLimitCounter
        ? { store: rateLimitStoreCountingWith(config.rateLimitCounter, app.log), skipOnError: true }
        : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      success: false,
      message: `Too many attempts. Please try again in ${context.after}.`,
    }),
  })
  await app.register(authenticationPlugin, {
    jwtSecret: config.jwtSecret,
    requireAdmin2fa: config.requireAdmin2fa ?? false,
  })
  const scheduler = new Scheduler(app.log.child({ component: 'scheduler' }))
  app.decorate('scheduler', scheduler)
  app.addHook('onReady', async () => scheduler.start())
  app.addHook('onClose', async () => scheduler.stop())
  await installMailDelivery(app, {
    mail: config.mail,
    timing: config.mailWorkerTiming,
    transport: config.mailTransport,
    clock: config.clock,
  })

  const clock = config.clock ?? (() => new Date())
  const lifecycle = installOrderLifecycle(app, {
    provider: createPaymentProvider(config.phonePe, clock),
    clock,
  })
  const flows = composeModuleFlows(app, {
    lifecycle,
    secret: config.jwtSecret,
    clock,
    shopState: config.shopState ?? DEFAULT_SHOP_STATE,
  })
  const raffles = installRaffleDraws(app, {
    lifecycle,
    seller: { gstin: config.shopGstin, state: config.shopState ?? DEFAULT_SHOP_STATE },
    holdMinutes: config.paymentHoldMinutes,
    shippingRates: flows.placement.shippingRates,
  })
  installLaunches(app, {
    clock,
    wakeAt: config.wakeAt ?? wakeAtOn(clock),
    mails: flows.products.launch,
    alsoDue: [raffles.closes],
  })

  // Before the routes: the OpenAPI document lists every route registered after it.
  await app.register(openApiPlugin)
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { pendingMigrations: () => pendingMigrations(connection) })
      await api.register(authRoutes, {
        rateLimitPerMinute: config.authRateLimitPerMinute,
        clock: config.clock,
      })
      await api.register(twoFactorRoutes, {
        jwtSecret: config.jwtSecret,
        rateLimitPerMinute: config.authRateLimitPerMinute,
        clock: config.clock,
      })
      await api.register(profileRoutes, flows.users)
      await api.register(personalDataRoutes, {
        rateLimitPerMinute: config.authRateLimitPerMinute,
        clock,
      })
      await api.register(uploadRoutes)
      await api.register(productRoutes, flows.products)
      await api.register(reviewRoutes)
      await api.register(addressRoutes)
      await api.register(placementRoutes, {
        seller: { gstin: config.shopGstin, state: config.shopState ?? DEFAULT_SHOP_STATE },
        clock: config.clock,
        holdMinutes: config.paymentHoldMinutes,
        ...flows.placement,
      })
      await api.register(orderRoutes, flows.orders)
      await api.register(lifecycleRoutes, { lifecycle })
      await api.register(paymentRoutes, { lifecycle })
      await api.register(codConfirmationRoutes, {
        lifecycle,
        secret: config.jwtSecret,
        rateLimitPerMinute: config.formRateLimitPerMinute,
      })
      await api.register(raffleRoutes, { clock: config.clock })
      await api.register(preorderRoutes, {
        lifecycle,
        secret: config.jwtSecret,
        rateLimitPerMinute: config.formRateLimitPerMinute,
      })
      await api.register(cashOnDeliveryRoutes, { clock: config.clock, ...flows.cashOnDelivery })
      await api.register(returningRoutes, { lifecycle })
      await api.register(returnRoutes, { clock })
      await api.register(newsletterRoutes, {
        rateLimitPerMinute: config.formRateLimitPerMinute,
        clock: config.clock,
      })
      await api.register(messageRoutes, { rateLimitPerMinute: config.formRateLimitPerMinute })
      await api.register(dashboardRoutes)
      await api.register(mailRoutes, { clock: config.clock })
      await api.register(discountRoutes, { clock: config.clock })
      await api.register(wishlistRoutes)
      await api.register(stockAlertRoutes, {
        rateLimitPerMinute: config.formRateLimitPerMinute,
        clock: config.clock,
      })
      await api.register(shippingRoutes, {
        shipping: {
          db: app.db,
          ...createCourier(config.shiprocket, clock, config.jwtSecret),
          clock,
          shopState: config.shopState ?? DEFAULT_SHOP_STATE,
          log: app.log.child({ component: 'shipping' }),
        },
        webhookToken: config.shiprocket?.webhookToken,
        secret: config.jwtSecret,
      })
      await api.register(deliveryRoutes, {
        shopState: config.shopState ?? DEFAULT_SHOP_STATE,
        clock: config.clock,
      })
      await api.register(taxRoutes)
      await api.register(auditRoutes)
    },
    { prefix: '/api' },
  )
  await app.register(mediaFileRoutes)
  // Routes of their own, or the web app's not-found handler would answer these paths with index.html.
  await app.register(discoveryRoutes, { urlsPerSitemap: config.sitemapUrlsPerFile })

  if (webFiles) await app.register(pageRoutes, { files: webFiles })
  await serveWebApp(app, webFiles)
  return app
}

/** A hop count as the function proxy-addr would build from it (Fastify's types take no number). */
function trustProxyOption(
  trustProxy: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trustProxy === 'number' ? (_address, hop) => hop < trustProxy : trustProxy
}

/** Fastify's own timeouts plus the node server's header deadline and how often node checks it. */
function connectionTimeoutOptions(timeouts: ConnectionTimeouts) {
  return {
    connectionTimeout: timeouts.idleMs,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkIntervalMs },
  }
}
