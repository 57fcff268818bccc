import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { MailConfig } from '../../config'
import { publicOrigin } from '../../plugins/public-origin'
import type { MailContext } from './mail.service'
import { DEFAULT_MAIL_WORKER_TIMING, MailWorker, type MailWorkerTiming } from './mail-worker'
import type { MailTransport } from './mail-transport'

declare module 'fastify' {
  interface FastifyInstance {
    /** The mail context of a request: whether mails are sent, where notices go, the origin links name. */
    mailContextOf: (request: FastifyRequest) => MailContext
    /**
     * The mail context of work no request caused (an expired hold, a refund the gateway completed): links name
     * SHOP_URL (required for sending), else the origin of the last request this process answered.
     */
    backgroundMailContext: () => MailContext
  }
}

export type MailDeliveryOptions = {
  mail: MailConfig | undefined
  /** Tests shorten the worker's waits. */
  timing?: Partial<MailWorkerTiming>
  /** Tests hand in their own transport; otherwise nodemailer over `mail.smtp`. */
  transport?: MailTransport
  clock?: () => Date
}

/**
 * Decorates the app with each request's mail context and, when an SMTP server is set, gives the process's
 * scheduler the mail worker's task (`close` waits for the mails in hand). nodemailer is loaded only then.
 */
export async function installMailDelivery(app: FastifyInstance, options: MailDeliveryOptions): Promise<void> {
  const smtp = options.mail?.smtp
  const notifyEmail = options.mail?.notifyEmail
  const { originOf } = publicOrigin(app)
  let lastOrigin = app.config.shopUrl ?? 'http://localhost:3000'
  app.decorate('mailContextOf', (request: FastifyRequest) => {
    lastOrigin = originOf(request)
    return { sends: Boolean(smtp), notifyEmail, origin: lastOrigin }
  })
  app.decorate('backgroundMailContext', () => ({ sends: Boolean(smtp), notifyEmail, origin: lastOrigin }))
  if (!smtp) return

  const transport = options.transport ?? (await import('./smtp-transport')).smtpTransport(smtp)
  const timing = { ...DEFAULT_MAIL_WORKER_TIMING, ...options.timing }
  const worker = new MailWorker(
    app.db,
    transport,
    app.log.child({ component: 'mail' }),
    timing,
    options.clock,
  )
  app.scheduler.add({ name: 'mail', everyMs: timing.pollMs, run: () => worker.drain() })
  app.addHook('onClose', async () => {
    worker.stop()
    await app.scheduler.stop()
    transport.close()
  })
}
