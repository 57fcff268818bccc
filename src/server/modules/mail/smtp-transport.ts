import nodemailer from 'nodemailer'
import { MailDeliveryError, type MailTransport } from './mail-transport'

/**
 * nodemailer over SMTP, with a small pool of reused connections and time limits, so a server that does not
 * answer holds a mail for seconds rather than forever. A 5xx reply (no such mailbox, message refused) is
 * permanent; anything else (4xx replies, refused or dropped connections, time-outs) may pass on a later try.
 */
export function smtpTransport(settings: { url: string; from: string }): MailTransport {
  const transporter = nodemailer.createTransport({
    url: settings.url,
    pool: true,
    maxConnections: 2,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as Parameters<typeof nodemailer.createTransport>[0])
  return {
    async send(message) {
      try {
        await transporter.sendMail({ from: settings.from, ...message })
      } catch (error) {
        const responseCode = (error as { responseCode?: unknown }).responseCode
        const permanent = typeof responseCode === 'number' && responseCode >= 500
        throw new MailDeliveryError(describeError(error), permanent)
      }
    },
    close: () => transporter.close(),
  }
}

/** One line for the admin: the server's own reply when there is one. */
function describeError(error: unknown): string {
  const response = (error as { response?: unknown }).response
  const text = typeof response === 'string' && response ? response : (error as Error).message
  return String(text).replace(/\s+/g, ' ').trim().slice(0, 500)
}
