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
 * Decorates the app with each request's mail context and, when an SMTP server is set, runs this instance's
 * mail worker from `ready` until `close` (which waits for the mails in hand). nodemailer is loaded only then.
 */
export async function installMailDelivery(app: FastifyInstance, options: MailDeliveryOptions): Promise<void> {
  const smtp = options.mail?.smtp
  const notifyEmail = options.mail?.notifyEmail
  const { originOf } = publicOrigin(app)
  app.decorate('mailContextOf', (request: FastifyRequest) => ({
    sends: Boolean(smtp),
    notifyEmail,
    origin: originOf(request),
  }))
  if (!smtp) return

  const transport = options.transport ?? (await import('./smtp-transport')).smtpTransport(smtp)
  const worker = new MailWorker(
    app.db,
    transport,
    app.log.child({ component: 'mail' }),
    { ...DEFAULT_MAIL_WORKER_TIMING, ...options.timing },
    options.clock,
  )
  app.addHook('onReady', async () => worker.start())
  app.addHook('onClose', async () => {
    await worker.stop()
    transport.close()
  })
}
