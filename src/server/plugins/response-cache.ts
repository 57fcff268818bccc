import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify'
import { Changes, type Change } from '../changes/changes'
import { countResponseCache, UNMATCHED_ROUTE } from '../metrics'
import { readsPrimary } from './catalogue-reads'
import { answerTo, matchesEtag, prepareAnswer, sendAnswer, type PreparedAnswer } from './prepared-answer'

/**
 * How an answer depends on stock figures — the staleness rule (decision 0034):
 * - `current` (the default): it shows stock as it is now. Dropped by every stock change, or, with `productOf`,
 *   only by one naming its product (`GET /api/products/:id`, the product page and its head). One computed across
 *   such a change is not kept.
 * - `within-a-second`: a listing (search, facets, home sections, series lists, sitemaps). After a stock change it
 *   may still be served for up to `STOCK_LAG_MS`, then is computed again; one computed across a stock change is
 *   kept at most that long from when its computation began. An order checks stock in its own transaction, so
 *   nothing can be oversold through a listing a second behind.
 * - `none`: it shows no stock (reviews, the OpenAPI document, page heads without a product).
 * Any other change is `everything`, which drops every answer at once; one computed across it is not kept.
 */
export type StockDependency = 'current' | 'within-a-second' | 'none'

export type ResponseCacheRule = {
  /** Never kept longer than this ("this month" figures). */
  maxAgeMs?: number
  /** The answer names the origin it was asked on (absolute links), so it is kept apart for each origin. */
  byOrigin?: boolean
  /** 'current' when unsaid. */
  stock?: StockDependency
  /** With stock 'current': the one product the answer shows, so that only a change naming it drops it. */
  productOf?: (request: FastifyRequest) => string | undefined
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's 200 answers are the same for every caller allowed in, and change only when something changes
     * (see `ResponseCacheRule`, and `StockDependency` for how each follows stock).
     */
    responseCache?: true | ResponseCacheRule
  }
  interface FastifyInstance {
    responseCache: ResponseCache
  }
  interface FastifyRequest {
    /** What the cache had heard when the request's computation began (`ResponseCache.begin`). */
    cacheComputation: Computation | null
    /** Hands what the request answered to the requests waiting for it (`ResponseCache.computing`). */
    settleComputation: ((answer: PreparedAnswer | undefined) => void) | null
    servedFromCache: boolean
    /** The answer may be kept at most this long (an answer read from a replica); Infinity by default. */
    answerMaxAgeMs: number
    /** The answer was read from the replica (see `catalogue-reads.ts`): it may be a moment old. */
    answerFromReplica: boolean
  }
}

/** The product of `GET …/:id` routes whose `:id` is a product's id. */
export const productFromIdParam = (request: FastifyRequest): string | undefined =>
  (request.params as { id?: string } | undefined)?.id

/** What an answer is, besides its bytes, for the store to keep and find it. */
export type AnswerFacts = {
  /** The same for every caller, no guard in front: the front server may answer it without Fastify. */
  shared: boolean
  /** Read from the replica: never served to a request that reads the primary (see `readsPrimary`). */
  fromReplica: boolean
  /** The pattern of the route that made it (`/api/products/:id`): the label its request metrics carry. */
  route: string
  stock: StockDependency
  productId: string | undefined
  /** Date.now() past which it is not used (time-dependent answers, replica reads); Infinity by default. */
  expiresAt: number
}

/** A prepared answer as the store keeps it. */
export type KeptAnswer = PreparedAnswer &
  Readonly<AnswerFacts> & {
    readonly key: string
    /** Counted as the body twice: the body and the compressed copies `answerTo` makes later. */
    readonly bytes: number
    /** How many stock changes the store had heard when its computation began. */
    readonly stockSeen: number
  }

/** What an answer depends on, for a request to know whether it may share one being computed. */
export type Dependence = { stock: StockDependency; productId: string | undefined }

/** A computation under way, which requests for the same key may wait for (`ResponseCache.join`). */
type InFlight = { readonly began: Computation; readonly answer: Promise<PreparedAnswer | undefined> }

/** Taken when an answer's computation begins, given back when it is to be kept. */
export type Computation = { readonly everything: number; readonly stock: number; readonly startedAt: number }

/** Enough for every listing page a shopper can reach on a large catalogue; old entries go first. */
export const DEFAULT_RESPONSE_CACHE_BYTES = 24 * 1024 * 1024

/** Products whose latest stock change is remembered (to judge answers in flight) before starting over. */
const REMEMBERED_PRODUCTS = 100_000

/**
 * The response cache: a plain store of prepared answers by URL (`PreparedAnswer`, with what the store needs to
 * find and drop them). Its invalidation is its subscription to `app.changes`: `everything` empties it, a stock
 * change drops what the staleness rule says (see `StockDependency`). While `changes` cannot hear the other
 * processes it keeps and answers nothing.
 */
export class ResponseCache {
  readonly #entries = new Map<string, KeptAnswer>()
  #bytes = 0
  #everything = 0
  #stock = 0
  /** Each product's latest stock change (as a count of stock changes), to judge answers computed across it. */
  readonly #stockOf = new Map<string, number>()
  /** Stock changes up to this count may have named any product (the map above started over). */
  #stockOfForgotten = 0
  /** Keys by what drops them: `current` answers of no one product, of each product, and `within-a-second`. */
  readonly #anyStock = new Set<string>()
  readonly #byProduct = new Map<string, Set<string>>()
  readonly #lagging = new Set<string>()
  /** When the first stock change that `within-a-second` answers have not yet been dropped for came. */
  #laggingSince: number | undefined
  /** Answers being computed now, by key: a request that misses while one is under way waits for it instead. */
  readonly #computing = new Map<string, InFlight>()
  readonly #maxBytes: number
  readonly #clock: () => number

  constructor(
    /** A store of its own hears only its own publications (unit tests). */
    private readonly changes: Changes = new Changes(),
    {
      maxBytes = DEFAULT_RESPONSE_CACHE_BYTES,
      clock = Date.now,
    }: { maxBytes?: number; clock?: () => number } = {},
  ) {
    this.#maxBytes = maxBytes
    this.#clock = clock
    changes.subscribe((change) => this.#follow(change))
  }

  get size(): number {
    this.#dropLagging(this.#clock())
    return this.#entries.size
  }

  /** Taken when a request's computation begins, so that `set` can tell what changed while it ran. */
  begin(): Computation {
    return { everything: this.#everything, stock: this.#stock, startedAt: this.#clock() }
  }

  /**
   * `readsPrimary`: the request is one that must see the primary's data (it may just have written), so an
   * answer kept from the replica is not for it; it is computed again from the primary instead.
   */
  get(
    key: string,
    { now = this.#clock(), readsPrimary = false }: { now?: number; readsPrimary?: boolean } = {},
  ): KeptAnswer | undefined {
    if (!this.changes.hearing) return undefined
    this.#dropLagging(now)
    const answer = this.#entries.get(key)
    if (!answer || answer.expiresAt <= now || (readsPrimary && answer.fromReplica)) return undefined
    return answer
  }

  /**
   * The answer a computation under way for `key` will give, when a request arriving now may have it: nothing
   * it depends on (see `Dependence`) has changed since that computation began, so what it reads is what this
   * request would read. Else undefined, and the caller computes (and `computing` makes it the one to join).
   * It resolves to undefined when that computation ends without an answer to share (not a 200, or failed).
   * Only for requests that may be given an answer read from the replica: those that must read the primary
   * neither join nor compute for others (the route hooks see to it).
   */
  join(key: string, depends: Dependence): Promise<PreparedAnswer | undefined> | undefined {
    const inFlight = this.#computing.get(key)
    if (!inFlight || !this.changes.hearing) return undefined
    return this.#unchangedSince(inFlight.began, depends) ? inFlight.answer : undefined
  }

  /**
   * Says that the request that began `began` computes `key`, for `join`; `settle` is called once with what
   * it answered (undefined for nothing to share) whether or not the answer is kept.
   */
  computing(key: string, began: Computation): (answer: PreparedAnswer | undefined) => void {
    let settle!: (answer: PreparedAnswer | undefined) => void
    const answer = new Promise<PreparedAnswer | undefined>((resolve) => (settle = resolve))
    const inFlight: InFlight = { began, answer }
    this.#computing.set(key, inFlight)
    return (prepared) => {
      if (this.#computing.get(key) === inFlight) this.#computing.delete(key)
      settle(prepared)
    }
  }

  /** Whether an answer computed from `began` is as fresh as one a request arriving now must be given. */
  #unchangedSince(began: Computation, { stock, productId }: Dependence): boolean {
    if (began.everything !== this.#everything) return false
    if (began.stock === this.#stock || stock === 'none') return true
    if (stock === 'within-a-second') return this.#clock() < began.startedAt + this.changes.stockLagMs
    return productId !== undefined && !this.#changedSince(productId, began.stock)
  }

  /** Kept only when the staleness rule allows it, given what changed since `began`. */
  set(key: string, answer: PreparedAnswer, facts: AnswerFacts, began: Computation): void {
    const bytes = answer.body.length * 2
    if (!this.changes.hearing || began.everything !== this.#everything || bytes > this.#maxBytes / 4) return
    let { expiresAt } = facts
    if (began.stock !== this.#stock) {
      if (
        facts.stock === 'current' &&
        (facts.productId === undefined || this.#changedSince(facts.productId, began.stock))
      )
        return
      if (facts.stock === 'within-a-second')
        expiresAt = Math.min(expiresAt, began.startedAt + this.changes.stockLagMs)
    }
    const now = this.#clock()
    if (expiresAt <= now) return
    this.#dropLagging(now)
    this.#remove(key)
    const kept: KeptAnswer = { ...answer, ...facts, expiresAt, key, bytes, stockSeen: began.stock }
    this.#entries.set(key, kept)
    this.#bytes += bytes
    this.#index(kept)
    for (const oldest of this.#entries.keys()) {
      if (this.#bytes <= this.#maxBytes) break
      this.#remove(oldest)
    }
  }

  #follow(change: Change): void {
    if (change.kind === 'everything') {
      this.#everything += 1
      this.#entries.clear()
      this.#bytes = 0
      this.#anyStock.clear()
      this.#byProduct.clear()
      this.#lagging.clear()
      this.#laggingSince = undefined
      // Whatever was computed before this is not kept anyway (its `everything` count is older).
      this.#stockOf.clear()
      this.#stockOfForgotten = 0
      return
    }
    this.#stock += 1
    for (const key of this.#anyStock) this.#remove(key)
    for (const productId of change.productIds) {
      if (this.#stockOf.size >= REMEMBERED_PRODUCTS) {
        this.#stockOf.clear()
        this.#stockOfForgotten = this.#stock
      }
      this.#stockOf.set(productId, this.#stock)
      for (const key of this.#byProduct.get(productId) ?? []) this.#remove(key)
    }
    if (this.#lagging.size > 0) this.#laggingSince ??= this.#clock()
  }

  #changedSince(productId: string, stockSeen: number): boolean {
    const last = this.#stockOf.get(productId)
    return last === undefined ? stockSeen < this.#stockOfForgotten : last > stockSeen
  }

  /**
   * Once the window has passed since the first stock change they have not been dropped for, every
   * `within-a-second` answer computed before the latest stock change goes (checked on each use rather than by a
   * timer: nothing is served without passing here).
   */
  #dropLagging(now: number): void {
    if (this.#laggingSince === undefined || now - this.#laggingSince < this.changes.stockLagMs) return
    this.#laggingSince = undefined
    for (const key of this.#lagging) {
      if (this.#entries.get(key)!.stockSeen < this.#stock) this.#remove(key)
    }
  }

  #index(kept: KeptAnswer): void {
    if (kept.stock === 'within-a-second') this.#lagging.add(kept.key)
    else if (kept.stock === 'current' && kept.productId === undefined) this.#anyStock.add(kept.key)
    else if (kept.stock === 'current') {
      const keys = this.#byProduct.get(kept.productId!) ?? new Set<string>()
      keys.add(kept.key)
      this.#byProduct.set(kept.productId!, keys)
    }
  }

  #remove(key: string): void {
    const entry = this.#entries.get(key)
    if (!entry) return
    this.#entries.delete(key)
    this.#bytes -= entry.bytes
    this.#lagging.delete(key)
    this.#anyStock.delete(key)
    if (entry.productId !== undefined) {
      const keys = this.#byProduct.get(entry.productId)
      keys?.delete(key)
      if (keys?.size === 0) this.#byProduct.delete(entry.productId)
    }
  }
}

/**
 * Routes marked `config: { responseCache: … }` answer GETs from prepared answers, with ETag and 304, skipping
 * validation, the database and serialisation. What drops them is what `app.changes` hears (see
 * `StockDependency`); every change published here is heard before the write's answer leaves, so once a client
 * has the answer to its write, no read returns what was there before it (a listing's stock figure excepted,
 * for at most a second).
 */
export function installResponseCache(app: FastifyInstance, cache: ResponseCache): void {
  app.decorate('responseCache', cache)
  app.decorateRequest('cacheComputation', null)
  app.decorateRequest('settleComputation', null)
  app.decorateRequest('servedFromCache', false)
  app.decorateRequest('answerMaxAgeMs', Infinity)
  app.decorateRequest('answerFromReplica', false)

  // Per-route hooks, so that uncached routes pay nothing. The lookup runs after the route's own guards
  // (an admin answer is only for admins) and the store before compression, which makes the payload a stream.
  app.addHook('onRoute', (route) => {
    const configured = route.config?.responseCache
    if (!configured) return
    const rule: ResponseCacheRule = configured === true ? {} : configured
    const guarded = hooksOf(route.onRequest).length > 0
    const keyOf = rule.byOrigin ? keyWithOrigin : keyWithoutOrigin
    // A shared cache (a CDN) may keep a public answer; a guarded one only the caller's own browser.
    const cacheControl = guarded ? 'private, no-cache' : 'no-cache'
    // The front server finds answers by URL alone: one kept per origin is never its to send.
    const shared = !guarded && !rule.byOrigin
    route.onRequest = [...hooksOf(route.onRequest), lookUp(keyOf, rule)]
    route.onSend = [keeper(keyOf, cacheControl, shared, rule), ...hooksOf(route.onSend)]
    // However the request ends (an error, the client gone), those waiting for its answer go on without it.
    route.onResponse = [...hooksOf(route.onResponse), settleUnanswered]
    route.onRequestAbort = [
      ...hooksOf(route.onRequestAbort),
      (request: FastifyRequest, done: HookHandlerDoneFunction) => settleUnanswered(request, undefined, done),
    ]
  })

  const serve = (request: FastifyRequest, reply: FastifyReply, answer: PreparedAnswer) => {
    request.servedFromCache = true
    void sendAnswer(reply, answerTo(request, answer))
  }

  /**
   * A kept answer is sent at once. Otherwise, when the same answer is being computed for another request and
   * nothing it depends on has changed since that began, the request waits for it rather than compute it again:
   * the requests for a product that arrive while its answer, dropped by an order, is read anew share one read.
   */
  const lookUp = (keyOf: CacheKey, rule: ResponseCacheRule) =>
    function lookUp(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
      if (request.method !== 'GET') return done()
      const key = keyOf(request)
      const primary = readsPrimary(request.headers)
      const kept = cache.get(key, { readsPrimary: primary })
      if (kept) {
        countResponseCache('hit')
        return serve(request, reply, kept)
      }
      const compute = () => {
        countResponseCache('miss')
        request.cacheComputation = cache.begin()
        // One that must read the primary neither waits for nor hands on an answer that may be the replica's.
        if (!primary) request.settleComputation = cache.computing(key, request.cacheComputation)
        done()
      }
      const joined = primary ? undefined : cache.join(key, dependenceOf(rule, request))
      if (!joined) return compute()
      void joined.then((answer) => {
        if (!answer) return compute()
        countResponseCache('shared')
        serve(request, reply, answer)
      })
    }

  function settleUnanswered(request: FastifyRequest, _reply: unknown, done: HookHandlerDoneFunction) {
    request.settleComputation?.(undefined)
    done()
  }

  const keeper = (keyOf: CacheKey, cacheControl: string, shared: boolean, rule: ResponseCacheRule) =>
    function keep(
      request: FastifyRequest,
      reply: FastifyReply,
      payload: unknown,
      done: (error: Error | null, payload?: unknown) => void,
    ) {
      const began = request.cacheComputation
      if (
        request.servedFromCache ||
        !began ||
        request.method !== 'GET' ||
        reply.statusCode !== 200 ||
        typeof payload !== 'string'
      ) {
        request.settleComputation?.(undefined)
        return done(null, payload)
      }
      const answer = prepareAnswer(Buffer.from(payload), {
        contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
        cacheControl,
      })
      // Handed to those waiting whether or not the store keeps it: they asked before anything changed.
      request.settleComputation?.(answer)
      const keepForMs = Math.min(rule.maxAgeMs ?? Infinity, request.answerMaxAgeMs)
      const stock = rule.stock ?? 'current'
      cache.set(
        keyOf(request),
        answer,
        {
          shared,
          fromReplica: request.answerFromReplica,
          route: request.routeOptions.url ?? UNMATCHED_ROUTE,
          stock,
          productId: stock === 'current' ? rule.productOf?.(request) : undefined,
          expiresAt: keepForMs === Infinity ? Infinity : began.startedAt + keepForMs,
        },
        began,
      )
      reply
        .header('etag', answer.etag)
        .header('cache-control', cacheControl)
        .header('vary', 'accept-encoding')
      if (matchesEtag(request.headers, answer.etag)) {
        reply.code(304)
        return done(null, '')
      }
      done(null, answer.body)
    }
}

type CacheKey = (request: FastifyRequest) => string

function dependenceOf(rule: ResponseCacheRule, request: FastifyRequest): Dependence {
  const stock = rule.stock ?? 'current'
  return { stock, productId: stock === 'current' ? rule.productOf?.(request) : undefined }
}

const keyWithoutOrigin: CacheKey = (request) => request.url
/** The origin as the request names it (honouring trusted proxies), before the path: `https://shop.in/…`. */
const keyWithOrigin: CacheKey = (request) => `${request.protocol}://${request.host}${request.url}`

function hooksOf<T>(hooks: T | T[] | undefined): T[] {
  if (!hooks) return []
  return Array.isArray(hooks) ? hooks : [hooks]
}
