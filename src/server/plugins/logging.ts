import type { FastifyInstance, FastifyServerOptions } from 'fastify'
import type { IncomingMessage } from 'node:http'
import { hostname } from 'node:os'
import { LogOutput } from './log-output'

/**
 * Headers that carry credentials. Fastify's default serializers log neither headers nor bodies (and
 * bodies hold passwords and addresses, so they are never logged); the redaction is the second line for
 * any code that logs a request or reply whole.
 */
const SECRET_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
]

/** Where the JSON lines go instead of stdout (tests read them). */
export type LogStream = { write: (line: string) => void }

let standardOutputLog: LogOutput | undefined

/** Standard output, through one `LogOutput` for the whole process (several apps in one process share it). */
export function standardOutput(): LogStream {
  standardOutputLog ??= new LogOutput(1)
  return standardOutputLog
}

/** JSON lines (pino); Fastify labels each line of a request with its id as `reqId`. */
export function loggerOptions(options: {
  level?: string | undefined
  stream: LogStream
}): FastifyServerOptions['logger'] {
  return {
    level: options.level ?? 'info',
    redact: { paths: SECRET_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError },
    stream: options.stream,
  }
}

const HOSTNAME = JSON.stringify(hostname())

/**
 * The line `installRequestLog` has pino write for a request — the same fields in the same order, with the
 * request as Fastify's serializer shows it — written directly, for the answers the front server writes itself:
 * going through pino's general serialization cost them a third of their work.
 */
export function requestCompletedLine(
  request: IncomingMessage,
  requestId: string,
  statusCode: number,
  responseTime: number,
): string {
  const version = request.headers['accept-version']
  const { host } = request.headers
  const { remoteAddress, remotePort } = request.socket
  // Undefined fields are left out, as JSON.stringify leaves them out of pino's line.
  const req =
    `"method":${JSON.stringify(request.method)},"url":${JSON.stringify(loggedUrl(request.url))}` +
    (version === undefined ? '' : `,"version":${JSON.stringify(version)}`) +
    (host === undefined ? '' : `,"host":${JSON.stringify(host)}`) +
    (remoteAddress === undefined ? '' : `,"remoteAddress":${JSON.stringify(remoteAddress)}`) +
    (remotePort === undefined ? '' : `,"remotePort":${remotePort}`)
  return `{"level":30,"time":${Date.now()},"pid":${process.pid},"hostname":${HOSTNAME},"reqId":${JSON.stringify(requestId)},"req":{${req}},"res":{"statusCode":${statusCode}},"responseTime":${responseTime},"msg":"request completed"}\n`
}

/**
 * An error as a log line holds it: what and where, never the data. PostgreSQL's `detail` ("Failing row
 * contains (…)") can hold a whole row — a shipping address, a password hash — so only these fields are kept.
 */
const SIGNED_QUERY = /([?&](?:token|signature)=)[^&#]*/g

/**
 * The URL as the log keeps it: a signed link's `token` or `signature` opens what it signs (a shipping label with its
 * address, an order's confirmation) without signing in, so whoever reads the logs must not be able to use it.
 */
export function loggedUrl(url: string | undefined): string | undefined {
  if (!url || !url.includes('=')) return url
  return url.replace(SIGNED_QUERY, '$1[redacted]')
}

export function serializeError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' }
  const { code, statusCode } = error as Error & { code?: unknown; statusCode?: unknown }
  return {
    type: error.constructor.name,
    message: error.message,
    ...(code === undefined ? {} : { code }),
    ...(statusCode === undefined ? {} : { statusCode }),
    stack: error.stack ?? '',
  }
}

type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown }

/** The log levels at which a line per request is written. */
const INFO_OR_MORE = new Set(['trace', 'debug', 'info'])

/**
 * One line per request, when it is answered: method, address, status and time, labelled with the request id.
 * Fastify's default is two (one on arrival, one on answer), and a line costs as much as answering a cached
 * product; the answered line holds everything the arrival line did. The front server's own answers are told
 * to this log through its observers and written to `stream`, the logger's, as the same line.
 */
export function installRequestLog(app: FastifyInstance, stream: LogStream): void {
  app.frontServer.onAnswer((answer) => {
    if (!INFO_OR_MORE.has(app.log.level)) return
    stream.write(requestCompletedLine(answer.request, answer.requestId, answer.statusCode, answer.elapsedMs))
  })
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        req: request,
        res: { statusCode: reply.statusCode },
        responseTime: reply.elapsedTime,
      },
      'request completed',
    )
    done()
  })
}
