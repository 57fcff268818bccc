import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

/** What a client-sent id may look like to be echoed: short, and harmless in a log line or a header. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/

export const REQUEST_ID_HEADER = 'x-request-id'

/**
 * Fastify's `genReqId`: a proxy's or client's `x-request-id` is kept when it is sane, so one id follows
 * a request through nginx and the shop; anything else (too long, control characters) gets a fresh one.
 */
export function requestIdFor(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER]
  const candidate = Array.isArray(sent) ? sent[0] : sent
  return candidate && SANE_REQUEST_ID.test(candidate) ? candidate : randomUUID()
}
