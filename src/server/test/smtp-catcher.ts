import { simpleParser, type ParsedMail } from 'mailparser'
import type { AddressInfo } from 'node:net'
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server'

export type CaughtMail = {
  to: string
  from: string
  subject: string
  html: string
  text: string
  raw: ParsedMail
}

export type SmtpCatcher = {
  url: string
  mails: CaughtMail[]
  /** The next `count` messages to `to` are answered with this SMTP reply instead of being accepted. */
  refuse: (to: string, count: number, code: number, message: string) => void
  /** Resolves with the first caught mail that matches, waiting for it up to `timeoutMs`. */
  waitFor: (match: (mail: CaughtMail) => boolean, timeoutMs?: number) => Promise<CaughtMail>
  close: () => Promise<void>
}

/** A real SMTP server on a loopback port that keeps every message it accepts, parsed. */
export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = []
  const refusals = new Map<string, { count: number; code: number; message: string }>()
  const waiters = new Set<() => void>()

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(
      stream: SMTPServerDataStream,
      session: SMTPServerSession,
      callback: (error?: Error | null) => void,
    ) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const recipient = session.envelope.rcptTo[0]?.address ?? ''
        const refusal = refusals.get(recipient)
        if (refusal && refusal.count > 0) {
          refusal.count -= 1
          return callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }))
        }
        simpleParser(Buffer.concat(chunks)).then(
          (parsed) => {
            mails.push({
              to: addressText(parsed.to),
              from: addressText(parsed.from),
              subject: parsed.subject ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              text: parsed.text ?? '',
              raw: parsed,
            })
            for (const wake of waiters) wake()
            callback()
          },
          (error: Error) => callback(error),
        )
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    refuse: (to, count, code, message) => {
      refusals.set(to, { count, code, message })
    },
    waitFor: (match, timeoutMs = 5_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = mails.find(match)
          if (!found) return
          waiters.delete(check)
          clearTimeout(timer)
          resolve(found)
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(
            new Error(
              `no matching mail within ${timeoutMs} ms; caught: ${mails.map((m) => `${m.to}: ${m.subject}`).join(' | ')}`,
            ),
          )
        }, timeoutMs)
        waiters.add(check)
        check()
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

function addressText(field: ParsedMail['to'] | ParsedMail['from']): string {
  const list = Array.isArray(field) ? field : field ? [field] : []
  return list.flatMap((entry) => entry.value.map((address) => address.address ?? '')).join(', ')
}
