import type { FastifyInstance, FastifyServerOptions } from 'fastify'
import { destination } from 'pino'

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

/** JSON lines (pino); Fastify labels each line of a request with its id as `reqId`. */
export function loggerOptions(options: {
  level?: string | undefined
  stream?: LogStream | undefined
}): FastifyServerOptions['logger'] {
  return {
    level: options.level ?? 'info',
    redact: { paths: SECRET_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError },
    // Written in the background, gathered into writes of 4 kB, and at least every half second: a write per
    // line cost a system call per request, more than answering a cached product. Lines still buffered when
    // the process exits are flushed by pino's exit handler; a kill -9 loses at most half a second of them.
    stream: options.stream ?? destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 500 }),
  }
}

/**
 * An error as a log line holds it: what and where, never the data. PostgreSQL's `detail` ("Failing row
 * contains (…)") can hold a whole row — a shipping address, a password hash — so only these fields are kept.
 */
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

/**
 * One line per request, when it is answered: method, address, status and time, labelled with the request id.
 * Fastify's default is two (one on arrival, one on answer), and a line costs as much as answering a cached
 * product; the answered line holds everything the arrival line did.
 */
export function installRequestLog(app: FastifyInstance): void {
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
