import { createHash } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import type { FastifyReply } from 'fastify'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'

/**
 * An answer whose bytes are known before it is sent (a file of the web build, a read the response cache keeps),
 * sent the same way by the front server and by Fastify: validator, cache rule, 304, compression.
 */
export type PreparedAnswer = {
  readonly body: Buffer
  /** Weak (W/): the same validator stands for the plain and the compressed bytes. */
  readonly etag: string
  readonly contentType: string
  readonly cacheControl: string
  /** Compressed copies: written by the build, or made the first time a client takes one (`compressOnDemand`). */
  readonly encoded: Partial<Record<Encoding, Buffer>>
  readonly compressOnDemand: boolean
}

export type Encoding = 'br' | 'gzip'

/** Headers as a flat list: name, value, … */
export type AnswerToWrite = { status: 200 | 304; headers: string[]; body: Buffer | undefined }

/** Below this, compression saves less than it costs (as for the compress plugin and the build). */
const COMPRESS_FROM_BYTES = 1024
/** In the order preferred: brotli is smaller than gzip at a like cost to the client. */
const ENCODINGS = ['br', 'gzip'] as const

/** A strong hash, marked weak (W/) as it stands for every encoding of the bytes. */
export function etagOf(body: Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`
}

/** A kept read's answer, compressed on demand. */
export function prepareAnswer(
  body: Buffer,
  rule: { contentType: string; cacheControl: string },
): PreparedAnswer {
  return { body, etag: etagOf(body), ...rule, encoded: {}, compressOnDemand: true }
}

/** `If-None-Match` names the validator, or `*`. */
export function matchesEtag(headers: { 'if-none-match'?: string }, etag: string): boolean {
  const sent = headers['if-none-match']
  return sent === '*' || !!sent?.split(',').some((candidate) => candidate.trim() === etag)
}

/** `extraHeaders`: the front server's security headers and request id (Fastify's hooks add them to its own). */
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

/** Brotli, else gzip, among what the client takes and the answer has or may make (of a body large enough). */
function encodingFor(acceptEncoding: string | undefined, answer: PreparedAnswer): Encoding | undefined {
  const mayMake = answer.compressOnDemand && answer.body.length >= COMPRESS_FROM_BYTES
  const has = (encoding: Encoding) => answer.encoded[encoding] !== undefined || mayMake
  return ENCODINGS.find((candidate) => has(candidate) && acceptsEncoding(acceptEncoding, candidate))
}

/** Whether an Accept-Encoding header takes `encoding` (q=0 means "not this one"). */
function acceptsEncoding(acceptEncoding: string | undefined, encoding: Encoding): boolean {
  if (!acceptEncoding) return false
  return acceptEncoding.split(',').some((part) => {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';')
    return name.trim() === encoding && !parameters.some((parameter) => /^\s*q=0(\.0*)?\s*$/.test(parameter))
  })
}

/** Made once for every later client, so at a stronger level than the compress plugin's per-answer one. */
function encodedBody({ body, encoded }: PreparedAnswer, encoding: Encoding): Buffer {
  const quality = { params: { [zlib.BROTLI_PARAM_QUALITY]: 6 } }
  return (encoded[encoding] ??=
    encoding === 'br' ? brotliCompressSync(body, quality) : gzipSync(body, { level: 6 }))
}

/** By the front server, straight to the socket. */
export function writeAnswer(response: ServerResponse, written: AnswerToWrite): void {
  response.writeHead(written.status, written.headers)
  response.end(written.body)
}

/** Through Fastify, whose hooks then see it as every other answer. */
export function sendAnswer(reply: FastifyReply, written: AnswerToWrite): FastifyReply {
  return reply.send(setAnswer(reply, written))
}

/** Sets status and headers on `reply`; returns the body, for an `onSend` hook to send. */
export function setAnswer(reply: FastifyReply, written: AnswerToWrite): Buffer | undefined {
  const { headers } = written
  for (let index = 0; index < headers.length; index += 2) reply.header(headers[index]!, headers[index + 1]!)
  reply.code(written.status)
  return written.body
}
