import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify'
import type { Changes } from '../changes/changes'
import type { Computation, Kept, StockDependency } from '../changes/kept'
import { countResponseCache, UNMATCHED_ROUTE } from '../metrics'
import { readsPrimary } from './catalogue-reads'
import { answerTo, prepareAnswer, sendAnswer, setAnswer, type PreparedAnswer } from './prepared-answer'

export type ResponseCacheRule = {
  /** Never kept longer than this ("this month" figures). */
  maxAgeMs?: number
  /** The answer names the origin it was asked on (absolute links), so it is kept apart for each origin. */
  byOrigin?: boolean
  /** How the answer follows stock (the staleness rule, `StockDependency`); 'current' when unsaid. */
  stock?: StockDependency
  /** With stock 'current': the one product the answer shows, so that only a change naming it makes it stale. */
  productOf?: (request: FastifyRequest) => string | undefined
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's 200 answers are the same for every caller allowed in, and change only when something changes
     * (see `ResponseCacheRule`).
     */
    responseCache?: true | ResponseCacheRule
  }
  interface FastifyRequest {
    /** The answer this request computes for the response cache, when it may be kept. */
    answering: Answering | null
  }
}

/** An answer being computed to be kept: what had been heard when it began, and where it was read. */
export type Answering = {
  readonly computation: Computation
  /** Read from the replica (see `catalogue-reads.ts`): never served to a request that reads the primary. */
  fromReplica: boolean
  /** Hands what the request answered to the requests waiting for it (`Kept.share`). */
  readonly settle: ((answer: KeptAnswer | undefined) => void) | undefined
}

/** The product of `GET …/:id` routes whose `:id` is a product's id. */
export const productFromIdParam = (request: FastifyRequest): string | undefined =>
  (request.params as { id?: string } | undefined)?.id

/** A prepared answer as the response cache keeps it. */
export type KeptAnswer = PreparedAnswer & {
  /** The same for every caller, no guard in front: the front server may answer it without Fastify. */
  readonly shared: boolean
  /** Read from the replica: never served to a request that reads the primary (see `readsPrimary`). */
  readonly fromReplica: boolean
  /** The pattern of the route that made it (`/api/products/:id`): the label its request metrics carry. */
  readonly route: string
}

/** Enough for every listing page a shopper can reach on a large catalogue; old answers go first. */
export const DEFAULT_RESPONSE_CACHE_BYTES = 24 * 1024 * 1024

/**
 * The response cache: prepared answers by URL, kept by `app.changes` (what makes each stale is its route's
 * staleness rule). An answer counts as twice its body: the body and the compressed copies `answerTo` makes later.
 */
export function keepAnswers(changes: Changes, maxBytes = DEFAULT_RESPONSE_CACHE_BYTES): Kept<KeptAnswer> {
  return changes.keep<KeptAnswer>({
    stock: 'current',
    maxAgeMs: Infinity,
    limit: maxBytes,
    weigh: (answer) => answer.body.length * 2,
  })
}

/**
 * The answer kept for `url`, unless it was read from the replica and the request is one that must see the
 * primary's data (it may just have written): that one is computed again from the primary.
 */
export function keptAnswerFor(
  answers: Kept<KeptAnswer>,
  url: string,
  primary: boolean,
): KeptAnswer | undefined {
  const kept = answers.peek(url)
  return kept && !(primary && kept.fromReplica) ? kept : undefined
}

/**
 * Routes marked `config: { responseCache: … }` answer GETs from prepared answers, with ETag and 304, skipping
 * validation, the database and serialisation. What makes them stale is what `app.changes` hears (see
 * `StockDependency`); every change published here is heard before the write's answer leaves, so once a client
 * has the answer to its write, no read returns what was there before it (a listing's stock figure excepted,
 * for at most a second). A computed answer leaves as a kept one does, through `answerTo`.
 */
export function installResponseCache(app: FastifyInstance, answers: Kept<KeptAnswer>): void {
  app.decorateRequest('answering', null)

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
    route.onSend = [keeper(keyOf, { cacheControl, shared, rule }), ...hooksOf(route.onSend)]
    // However the request ends (an error, the client gone), those waiting for its answer go on without it.
    route.onResponse = [...hooksOf(route.onResponse), settleUnanswered]
    route.onRequestAbort = [
      ...hooksOf(route.onRequestAbort),
      (request: FastifyRequest, done: HookHandlerDoneFunction) => settleUnanswered(request, undefined, done),
    ]
  })

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
      const kept = keptAnswerFor(answers, key, primary)
      if (kept) {
        countResponseCache('hit')
        return void sendAnswer(reply, answerTo(request, kept))
      }
      const compute = () => {
        countResponseCache('miss')
        const computation = app.changes.begin()
        // One that must read the primary neither waits for nor hands on an answer that may be the replica's.
        const settle = primary ? undefined : answers.share(key, computation)
        request.answering = { computation, fromReplica: false, settle }
        done()
      }
      const joined = primary ? undefined : answers.join(key, dependenceOf(rule, request))
      if (!joined) return compute()
      void joined.then((answer) => {
        if (!answer) return compute()
        countResponseCache('shared')
        void sendAnswer(reply, answerTo(request, answer))
      })
    }

  function settleUnanswered(request: FastifyRequest, _reply: unknown, done: HookHandlerDoneFunction) {
    request.answering?.settle?.(undefined)
    done()
  }

  const keeper = (
    keyOf: CacheKey,
    { cacheControl, shared, rule }: { cacheControl: string; shared: boolean; rule: ResponseCacheRule },
  ) =>
    function keep(
      request: FastifyRequest,
      reply: FastifyReply,
      payload: unknown,
      done: (error: Error | null, payload?: unknown) => void,
    ) {
      const { answering } = request
      if (!answering || reply.statusCode !== 200 || typeof payload !== 'string') {
        answering?.settle?.(undefined)
        return done(null, payload)
      }
      const answer: KeptAnswer = {
        ...prepareAnswer(Buffer.from(payload), {
          contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
          cacheControl,
        }),
        shared,
        fromReplica: answering.fromReplica,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      }
      // Handed to those waiting whether or not the store keeps it: they asked before anything changed.
      answering.settle?.(answer)
      answers.set(keyOf(request), answer, answering.computation, {
        ...dependenceOf(rule, request),
        maxAgeMs: rule.maxAgeMs ?? Infinity,
      })
      done(null, setAnswer(reply, answerTo(request, answer)) ?? '')
    }
}

type CacheKey = (request: FastifyRequest) => string

function dependenceOf(rule: ResponseCacheRule, request: FastifyRequest) {
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
