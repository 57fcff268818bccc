import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { countMailFailed } from '../../metrics'
import {
  bodiesOf,
  claimDueMails,
  hasDueMail,
  markMailAttemptFailed,
  markMailSent,
  type ClaimedMail,
} from './mail.service'
import { MailDeliveryError, type MailTransport } from './mail-transport'

export type MailWorkerTiming = {
  /** How often the outbox is looked at. */
  pollMs: number
  /** The wait after the first failed attempt; each later one doubles it. */
  firstRetryMs: number
  /** The longest wait between two attempts. */
  maxRetryMs: number
  /** Attempts before a mail fails for good. */
  maxAttempts: number
  /** How long a claimed mail stays with its worker before another may take it over. */
  claimMs: number
  /** Mails claimed at once. */
  batchSize: number
}

/** 30 s, 1, 2, 4, 8, 16, 32 min, then hourly: eight attempts over about two hours ride out a mail server's bad afternoon. */
export const DEFAULT_MAIL_WORKER_TIMING: MailWorkerTiming = {
  pollMs: 1_000,
  firstRetryMs: 30_000,
  maxRetryMs: 60 * 60_000,
  maxAttempts: 8,
  claimMs: 2 * 60_000,
  batchSize: 10,
}

/** When attempt number `attempts` (1 = the first) has failed, the next one waits this long. */
export function retryDelayMs(timing: MailWorkerTiming, attempts: number): number {
  return Math.min(timing.maxRetryMs, timing.firstRetryMs * 2 ** Math.max(0, attempts - 1))
}

/**
 * Sends the outbox's due mails, run by the process's scheduler every `pollMs`. Every instance may run one: a
 * mail is claimed before it is sent, so each is sent by one worker only. A failed attempt is retried with exponential
 * backoff; a permanent refusal, or the last attempt, leaves the mail failed with its error for the admin.
 */
export class MailWorker {
  private stopped = false

  constructor(
    private readonly db: Kysely<Database>,
    private readonly transport: MailTransport,
    private readonly log: FastifyBaseLogger,
    private readonly timing: MailWorkerTiming = DEFAULT_MAIL_WORKER_TIMING,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Ends the batch loop after the mails in hand; the scheduler waits for them. */
  stop(): void {
    this.stopped = true
  }

  /** Sends batches until nothing is due. */
  async drain(): Promise<void> {
    while (!this.stopped) {
      const now = this.clock()
      if (!(await hasDueMail(this.db, now))) return
      const claimed = await claimDueMails(
        this.db,
        now,
        new Date(now.getTime() + this.timing.claimMs),
        this.timing.batchSize,
      )
      if (claimed.length === 0) return
      await Promise.all(claimed.map((mail) => this.deliver(mail)))
    }
  }

  private async deliver(mail: ClaimedMail): Promise<void> {
    let rendered = false
    try {
      // A mail kept as its data is rendered here, when it is sent, not in the request that wrote it.
      const { html, text } = bodiesOf(mail.kind, mail)
      rendered = true
      await this.transport.send({ to: mail.to, subject: mail.subject, html, text })
      await markMailSent(this.db, mail, this.clock())
    } catch (error) {
      // A mail that cannot be rendered from its data will not render on the next attempt either.
      const permanent = !rendered || (error instanceof MailDeliveryError && error.permanent)
      const lastAttempt = mail.attempts >= this.timing.maxAttempts
      const retryAt =
        permanent || lastAttempt
          ? null
          : new Date(this.clock().getTime() + retryDelayMs(this.timing, mail.attempts))
      const message = error instanceof Error ? error.message : String(error)
      this.log.warn(
        { mailId: mail.id, attempts: mail.attempts, retryAt: retryAt?.toISOString() ?? null, error: message },
        retryAt ? 'mail not sent; will try again' : 'mail not sent; gave up',
      )
      countMailFailed(mail.kind)
      await markMailAttemptFailed(this.db, mail.id, message, retryAt)
    }
  }
}
