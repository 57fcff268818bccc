import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import { countResponseCache, UNMATCHED_ROUTE } from '../metrics'
import { readsPrimary } from './catalogue-reads'
import { preferredEncoding, type Encoding } from './content-encoding'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's 200 answers are the same for every caller allowed in, and change only when something is
     * written (or, with `maxAgeMs`, when time passes: "this month" figures). `byOrigin`: the answer names
     * the origin it was asked on (absolute links), so it is kept apart for each origin.
     */
    responseCache?: true | { maxAgeMs?: number; byOrigin?: boolean }
  }
  interface FastifyInstance {
    responseCache: ResponseCache
  }
  interface FastifyRequest {
    /** The cache's generation when the request arrived; an answer computed across a write is not kept. */
    cacheGeneration: number
    servedFromCache: boolean
    /** The answer may be kept at most this long (an answer read from a replica); Infinity by default. */
    answerMaxAgeMs: number
    /** The answer was read from the replica (see `catalogue-reads.ts`): it may be a moment old. */
    answerFromReplica: boolean
  }
}

export type CachedAnswer = {
  body: Buffer
  etag: string
  contentType: string
  cacheControl: string
  /** The same for every caller, no guard in front: may be answered before Fastify sees the request. */
  shared: boolean
  /** Date.now() past which the answer is not used (time-dependent answers). */
  expiresAt: number
  /** Read from the replica: never served to a request that reads the primary (see `readsPrimary`). */
  fromReplica: boolean
  /** The pattern of the route that made it (`/api/products/:id`): the label its request metrics carry. */
  route: string
  /** Compressed copies, made the first time a client asks for them. */
  encoded: Partial<Record<Encoding, Buffer>>
  bytes: number
}

/** Enough for every listing page a shopper can reach on a large catalogue; old entries go first. */
export const DEFAULT_RESPONSE_CACHE_BYTES = 24 * 1024 * 1024

/**
 * Answers already serialised, by URL, and dropped all at once whenever anything is written. Dropping
 * everything is coarse, but it cannot miss a dependency: stock, ratings, flags and prices reach the
 * catalogue from products, orders, reviews and the admin alike.
 */
export class ResponseCache {
  #entries = new Map<string, CachedAnswer>()
  #bytes = 0
  #generation = 0
  #suspended = false
  /** Answers written by the server in front of Fastify (`cached-answer-server.ts`), for tests and metrics. */
  answeredBeforeFastify = 0
  #onLocalClear: (() => void) | undefined

  constructor(private readonly maxBytes: number = DEFAULT_RESPONSE_CACHE_BYTES) {}

  /** Called after each clear caused by a write in this process (to tell the other instances). */
  onLocalClear(listener: () => void): void {
    this.#onLocalClear = listener
  }

  /**
   * While suspended the cache keeps and answers nothing: used when this instance cannot hear the others'
   * writes, so that it never serves what another instance has changed.
   */
  suspend(suspended: boolean): void {
    this.#suspended = suspended
    this.clear({ local: false })
  }

  get generation(): number {
    return this.#generation
  }

  get suspended(): boolean {
    return this.#suspended
  }

  get size(): number {
    return this.#entries.size
  }

  /**
   * `readsPrimary`: the request is one that must see the primary's data (it may just have written), so an
   * answer kept from the replica is not for it; it is computed again from the primary instead.
   */
  get(
    key: string,
    { now = Date.now(), readsPrimary = false }: { now?: number; readsPrimary?: boolean } = {},
  ): CachedAnswer | undefined {
    if (this.#suspended) return undefined
    const answer = this.#entries.get(key)
    if (!answer || answer.expiresAt <= now || (readsPrimary && answer.fromReplica)) return undefined
    return answer
  }

  /** Kept only when nothing was written since `generation` was read, so a stale answer never lands. */
  set(key: string, answer: Omit<CachedAnswer, 'encoded' | 'bytes'>, generation: number): void {
    if (this.#suspended || generation !== this.#generation || answer.body.length > this.maxBytes / 4) return
    this.#remove(key)
    this.#entries.set(key, { ...answer, encoded: {}, bytes: answer.body.length })
    this.#bytes += answer.body.length
    this.#evictOverflow()
  }

  encoded(answer: CachedAnswer, encoding: Encoding): Buffer {
    const known = answer.encoded[encoding]
    if (known) return known
    const made =
      encoding === 'br'
        ? brotliCompressSync(answer.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6 } })
        : gzipSync(answer.body, { level: 6 })
    answer.encoded[encoding] = made
    answer.bytes += made.length
    this.#bytes += made.length
    this.#evictOverflow()
    return made
  }

  /** `local: false` for a clear heard from another instance, which must not be passed on again. */
  clear({ local = true }: { local?: boolean } = {}): void {
    this.#generation += 1
    this.#entries.clear()
    this.#bytes = 0
    if (local) this.#onLocalClear?.()
  }

  #remove(key: string): void {
    const entry = this.#entries.get(key)
    if (!entry) return
    this.#entries.delete(key)
    this.#bytes -= entry.bytes
  }

  #evictOverflow(): void {
    for (const key of this.#entries.keys()) {
      if (this.#bytes <= this.maxBytes) return
      this.#remove(key)
    }
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** A strong validator of the bytes; weak (W/) because the same answer goes out compressed or not. */
function etagOf(body: Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`
}

export function matchesEtag(request: Pick<FastifyRequest, 'headers'>, etag: string): boolean {
  const sent = request.headers['if-none-match']
  if (!sent) return false
  return sent === '*' || sent.split(',').some((candidate) => candidate.trim() === etag)
}

/** Below this, compression saves less than it costs (the same threshold as the compress plugin's). */
const COMPRESS_FROM_BYTES = 1024

/** How to send this answer to this client: brotli, gzip, or as it is. */
export function encodingFor(
  request: Pick<FastifyRequest, 'headers'>,
  answer: CachedAnswer,
): Encoding | undefined {
  return answer.body.length < COMPRESS_FROM_BYTES
    ? undefined
    : preferredEncoding(request.headers['accept-encoding'])
}

function sendCached(
  cache: ResponseCache,
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
) {
  request.servedFromCache = true
  reply
    .header('etag', answer.etag)
    .header('cache-control', answer.cacheControl)
    .header('vary', 'accept-encoding')
  if (matchesEtag(request, answer.etag)) return reply.code(304).send()
  reply.type(answer.contentType)
  const encoding = encodingFor(request, answer)
  if (!encoding) return reply.send(answer.body)
  return reply.header('content-encoding', encoding).send(cache.encoded(answer, encoding))
}

/**
 * Routes marked `config: { responseCache: true }` answer GETs from pre-serialised bytes, with ETag and 304,
 * skipping validation, the database and serialisation. Every request that may write (any method but GET,
 * HEAD and OPTIONS) empties the cache before its answer leaves, so once a client has the answer to a write,
 * no read returns what was there before it.
 */
export function installResponseCache(app: FastifyInstance, cache = new ResponseCache()): void {
  app.decorate('responseCache', cache)
  app.decorateRequest('cacheGeneration', 0)
  app.decorateRequest('servedFromCache', false)
  app.decorateRequest('answerMaxAgeMs', Infinity)
  app.decorateRequest('answerFromReplica', false)

  // Per-route hooks, so that uncached routes pay nothing. The lookup runs after the route's own guards
  // (an admin answer is only for admins) and the store before compression, which makes the payload a stream.
  app.addHook('onRoute', (route) => {
    const rule = route.config?.responseCache
    if (!rule) return
    const guarded = hooksOf(route.onRequest).length > 0
    const maxAgeMs = rule === true ? undefined : rule.maxAgeMs
    const keyOf = rule !== true && rule.byOrigin ? keyWithOrigin : keyWithoutOrigin
    // A shared cache (a CDN) may keep a public answer; a guarded one only the caller's own browser.
    const cacheControl = guarded ? 'private, no-cache' : 'no-cache'
    // The server in front of Fastify finds answers by URL alone: one kept per origin is never its to send.
    const shared = !guarded && keyOf === keyWithoutOrigin
    route.onRequest = [...hooksOf(route.onRequest), lookUp(keyOf)]
    route.onSend = [keeper(keyOf, cacheControl, shared, maxAgeMs), ...hooksOf(route.onSend)]
  })

  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!READ_METHODS.has(request.method)) cache.clear()
    done(null, payload)
  })

  const lookUp = (keyOf: CacheKey) =>
    function lookUp(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
      const answer =
        request.method === 'GET'
          ? cache.get(keyOf(request), { readsPrimary: readsPrimary(request.headers) })
          : undefined
      if (request.method === 'GET') countResponseCache(answer ? 'hit' : 'miss')
      if (!answer) {
        request.cacheGeneration = cache.generation
        return done()
      }
      sendCached(cache, request, reply, answer)
    }

  const keeper = (keyOf: CacheKey, cacheControl: string, shared: boolean, maxAgeMs: number | undefined) =>
    function keep(
      request: FastifyRequest,
      reply: FastifyReply,
      payload: unknown,
      done: (error: Error | null, payload?: unknown) => void,
    ) {
      if (
        request.servedFromCache ||
        request.method !== 'GET' ||
        reply.statusCode !== 200 ||
        typeof payload !== 'string'
      )
        return done(null, payload)
      const body = Buffer.from(payload)
      const etag = etagOf(body)
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8')
      const keepForMs = Math.min(maxAgeMs ?? Infinity, request.answerMaxAgeMs)
      const expiresAt = keepForMs === Infinity ? Infinity : Date.now() + keepForMs
      cache.set(
        keyOf(request),
        {
          body,
          etag,
          contentType,
          cacheControl,
          shared,
          expiresAt,
          fromReplica: request.answerFromReplica,
          route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        },
        request.cacheGeneration,
      )
      reply.header('etag', etag).header('cache-control', cacheControl).header('vary', 'accept-encoding')
      if (matchesEtag(request, etag)) {
        reply.code(304)
        return done(null, '')
      }
      done(null, body)
    }
}

type CacheKey = (request: FastifyRequest) => string

const keyWithoutOrigin: CacheKey = (request) => request.url
/** The origin as the request names it (honouring trusted proxies), before the path: `https://shop.in/…`. */
const keyWithOrigin: CacheKey = (request) => `${request.protocol}://${request.host}${request.url}`

function hooksOf<T>(hooks: T | T[] | undefined): T[] {
  if (!hooks) return []
  return Array.isArray(hooks) ? hooks : [hooks]
}
