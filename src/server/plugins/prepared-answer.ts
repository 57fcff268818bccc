import { createHash } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import type { FastifyReply } from 'fastify'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'

/**
 * An answer whose bytes are known before anyone asks: a file of the web build, or a catalogue read the response
 * cache keeps (a kept one, and one just computed). Sent the same way wherever it is sent from (the front server or a Fastify route): with its
 * validator, its cache rule, 304 when the client has these bytes, compressed when the client takes it.
 */
export type PreparedAnswer = {
  readonly body: Buffer
  /** Weak (W/): the same validator stands for the plain and the compressed bytes. */
  readonly etag: string
  readonly contentType: string
  readonly cacheControl: string
  /** Compressed copies: written by the build beside its files, or made the first time a client asks. */
  readonly encoded: Partial<Record<Encoding, Buffer>>
  /**
   * Whether a copy missing from `encoded` is made the first time a client takes it, then kept there (kept reads),
   * or never (web files: the build compressed what gains from it).
   */
  readonly compressOnDemand: boolean
}

export type Encoding = 'br' | 'gzip'

/** What to write: status, headers as a flat list (name, value, …) and the body, if any. */
export type AnswerToWrite = { status: 200 | 304; headers: string[]; body: Buffer | undefined }

/** Below this, compression saves less than it costs (the same threshold as the compress plugin's and the build's). */
const COMPRESS_FROM_BYTES = 1024
/** In the order preferred: brotli is smaller than gzip at a like cost to the client. */
const ENCODINGS = ['br', 'gzip'] as const

/** A strong hash of the bytes, marked weak (W/) because the same validator stands for every encoding of them. */
export function etagOf(body: Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`
}

/** A kept read's answer: compressed on demand, each copy made once. */
export function prepareAnswer(
  body: Buffer,
  rule: { contentType: string; cacheControl: string },
): PreparedAnswer {
  return { body, etag: etagOf(body), ...rule, encoded: {}, compressOnDemand: true }
}

/** Whether the client already has these bytes (`If-None-Match` names the validator, or `*`). */
export function matchesEtag(headers: { 'if-none-match'?: string }, etag: string): boolean {
  const sent = headers['if-none-match']
  if (!sent) return false
  return sent === '*' || sent.split(',').some((candidate) => candidate.trim() === etag)
}

/**
 * The answer to a GET or HEAD from a client with these headers. `extraHeaders` go out with it (the front server's
 * security headers and request id, which Fastify's own hooks add to its answers).
 */
export function answerTo(
  request: { method?: string; headers: { 'accept-encoding'?: string; 'if-none-match'?: string } },
  answer: PreparedAnswer,
  extraHeaders: readonly string[] = [],
): AnswerToWrite {
  const headers = [...extraHeaders, 'etag', answer.etag, 'cache-control', answer.cacheControl]
  if (answer.compressOnDemand || answer.encoded.br || answer.encoded.gzip)
    headers.push('vary', 'accept-encoding')
  if (matchesEtag(request.headers, answer.etag)) return { status: 304, headers, body: undefined }
  const encoding = encodingFor(request.headers['accept-encoding'], answer)
  const body = encoding ? encodedBody(answer, encoding) : answer.body
  headers.push('content-type', answer.contentType, 'content-length', String(body.length))
  if (encoding) headers.push('content-encoding', encoding)
  return { status: 200, headers, body: request.method === 'HEAD' ? undefined : body }
}

/**
 * Brotli, else gzip, among what the client takes and this answer has or may make; undefined: the plain bytes. A
 * copy is made only of a body large enough to gain from it; one already made (by the build) is always used.
 */
function encodingFor(acceptEncoding: string | undefined, answer: PreparedAnswer): Encoding | undefined {
  const mayMake = answer.compressOnDemand && answer.body.length >= COMPRESS_FROM_BYTES
  return ENCODINGS.find(
    (candidate) =>
      (answer.encoded[candidate] !== undefined || mayMake) && acceptsEncoding(acceptEncoding, candidate),
  )
}

/** Whether an Accept-Encoding header takes `encoding` (q=0 means "not this one"). */
function acceptsEncoding(acceptEncoding: string | undefined, encoding: Encoding): boolean {
  if (!acceptEncoding) return false
  return acceptEncoding.split(',').some((part) => {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';')
    return name.trim() === encoding && !parameters.some((parameter) => /^\s*q=0(\.0*)?\s*$/.test(parameter))
  })
}

/**
 * The copy in `encoding`, made the first time and kept on the answer for every later client (the response cache
 * counts it in advance). Made once, so at a stronger level than the compress plugin's per-answer one.
 */
function encodedBody(answer: PreparedAnswer, encoding: Encoding): Buffer {
  const known = answer.encoded[encoding]
  if (known) return known
  const made =
    encoding === 'br'
      ? brotliCompressSync(answer.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6 } })
      : gzipSync(answer.body, { level: 6 })
  answer.encoded[encoding] = made
  return made
}

/** Written straight to the socket, by the front server. */
export function writeAnswer(response: ServerResponse, written: AnswerToWrite): void {
  response.writeHead(written.status, written.headers)
  response.end(written.body)
}

/** Sent through Fastify, whose hooks then see it as every other answer. */
export function sendAnswer(reply: FastifyReply, written: AnswerToWrite): FastifyReply {
  return reply.send(setAnswer(reply, written))
}

/** Its status and headers set on `reply`; returns the body to send, if any (an `onSend` hook sends it). */
export function setAnswer(reply: FastifyReply, written: AnswerToWrite): Buffer | undefined {
  const { headers } = written
  for (let index = 0; index < headers.length; index += 2) reply.header(headers[index]!, headers[index + 1]!)
  reply.code(written.status)
  return written.body
}
