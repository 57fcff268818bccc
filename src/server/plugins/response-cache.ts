import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  onSendHookHandler,
} from 'fastify'
import type { Changes } from '../changes/changes'
import type { Computation, Dependence, Kept } from '../changes/kept'
import { countResponseCache, UNMATCHED_ROUTE } from '../metrics'
import { readsPrimary } from './catalogue-reads'
import { answerTo, prepareAnswer, sendAnswer, setAnswer, type PreparedAnswer } from './prepared-answer'

type ResponseCacheRule = {
  /** Never kept longer than this ("this month" figures). */
  maxAgeMs?: number
  /** The answer names the origin it was asked on (absolute links), so it is kept apart for each origin. */
  byOrigin?: boolean
  /** 'current' when unsaid. */
  stock?: Dependence['stock']
  /** With stock 'current': the one product the answer shows, so that only a change naming it makes it stale. */
  productOf?: (request: FastifyRequest) => string | undefined
  /**
   * A request this says is not the shared answer's (a staff listing the route guards itself): it neither reads
   * a kept answer nor keeps its own.
   */
  passesBy?: (request: FastifyRequest) => boolean
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's 200 answers are the same for every caller allowed in, until something changes. */
    responseCache?: true | ResponseCacheRule
  }
  interface FastifyRequest {
    /** The answer this request computes to be kept; `settle` keeps it and hands it to those waiting for it. */
    answering: {
      readonly computation: Computation
      fromReplica: boolean
      readonly settle: (answer: KeptAnswer | undefined) => void
    } | null
  }
}

export const productFromIdParam = (request: FastifyRequest): string | undefined =>
  (request.params as { id?: string } | undefined)?.id

/** `shared`: no guard in front, so the front server may answer it; `route`: the label of its request metrics. */
export type KeptAnswer = PreparedAnswer & Readonly<{ shared: boolean; fromReplica: boolean; route: string }>

/**
 * Prepared answers by URL, up to 24 MB (every listing page a shopper can reach on a large catalogue). An answer
 * weighs twice its body: the body and the compressed copies `answerTo` makes later.
 */
export function keepAnswers(changes: Changes): Kept<KeptAnswer> {
  return changes.keep<KeptAnswer>({
    maxAgeMs: Infinity,
    limit: 24 * 1024 * 1024,
    weigh: (answer) => answer.body.length * 2,
  })
}

/** Not one read from the replica for a request that must see the primary's data (it may just have written). */
export function keptAnswerFor(answers: Kept<KeptAnswer>, url: string, primary: boolean) {
  const kept = answers.peek(url)
  return kept && !(primary && kept.fromReplica) ? kept : undefined
}

/**
 * Routes marked `config: { responseCache: … }` answer GETs from prepared answers, skipping validation, the
 * database and serialisation, until `app.changes` hears what makes them stale. A computed answer leaves as a kept
 * one does, through `answerTo`.
 */
export function installResponseCache(app: FastifyInstance, answers: Kept<KeptAnswer>): void {
  app.decorateRequest('answering', null)

  // Per-route hooks, so that other routes pay nothing. The lookup runs after the route's own guards (an admin
  // answer is only for admins), the keeper before compression, which makes the payload a stream.
  app.addHook('onRoute', (route) => {
    const configured = route.config?.responseCache
    if (!configured) return
    const rule: ResponseCacheRule = configured === true ? {} : configured
    const guarded = hooksOf(route.onRequest).length > 0
    // A shared cache (a CDN) may keep a public answer, a guarded one only the caller's own browser; the front
    // server finds answers by URL alone, so one kept per origin is never its to send.
    const cacheControl = guarded ? 'private, no-cache' : 'no-cache'
    route.onRequest = [...hooksOf(route.onRequest), lookUp(rule)]
    route.onSend = [keeper(cacheControl, !guarded && !rule.byOrigin), ...hooksOf(route.onSend)]
    // However the request ends (an error, the client gone), those waiting for its answer go on without it.
    const unanswered = (request: FastifyRequest) => request.answering?.settle(undefined)
    route.onResponse = [
      ...hooksOf(route.onResponse),
      (request, _reply, done) => (unanswered(request), done()),
    ]
    route.onRequestAbort = [
      ...hooksOf(route.onRequestAbort),
      (request, done) => (unanswered(request), done()),
    ]
  })

  // A request that misses waits for the same answer under way, if nothing it depends on has changed since that
  // began: the requests for a product that arrive while its answer, made stale by an order, is read share one read.
  const lookUp = (rule: ResponseCacheRule) =>
    function lookUp(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
      if (request.method !== 'GET' || rule.passesBy?.(request)) return done()
      const key = rule.byOrigin ? `${request.protocol}://${request.host}${request.url}` : request.url
      const primary = readsPrimary(request.headers)
      const kept = keptAnswerFor(answers, key, primary)
      if (kept) {
        countResponseCache('hit')
        return void sendAnswer(reply, answerTo(request, kept))
      }
      const stock = rule.stock ?? 'current'
      const productId = stock === 'current' ? rule.productOf?.(request) : undefined
      const dependence = { stock, productId, maxAgeMs: rule.maxAgeMs }
      const compute = (computation: Computation, settle: (answer: KeptAnswer | undefined) => void) => {
        countResponseCache('miss')
        request.answering = { computation, fromReplica: false, settle }
        done()
      }
      // One that must read the primary neither waits for nor hands on an answer that may be the replica's.
      if (primary) {
        const computation = app.changes.begin()
        return compute(computation, (answer) => answer && answers.set(key, answer, computation, dependence))
      }
      let computing = false
      const computed = (computation: Computation) =>
        new Promise<KeptAnswer>((resolve, reject) => {
          computing = true
          compute(computation, (answer) => (answer ? resolve(answer) : reject(new Error('unanswered'))))
        })
      answers.get(key, computed, dependence).then(
        (answer) => {
          if (computing) return
          countResponseCache('shared')
          void sendAnswer(reply, answerTo(request, answer))
        },
        () => {}, // its own request, which has answered
      )
    }

  const keeper = (cacheControl: string, shared: boolean): onSendHookHandler =>
    function keep(request, reply, payload, done) {
      const { answering } = request
      if (!answering || reply.statusCode !== 200 || typeof payload !== 'string') {
        answering?.settle(undefined)
        return done(null, payload)
      }
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8')
      const answer: KeptAnswer = {
        ...prepareAnswer(Buffer.from(payload), { contentType, cacheControl }),
        shared,
        fromReplica: answering.fromReplica,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      }
      // Kept if nothing changed while it was computed, and handed to those waiting whether or not it is.
      answering.settle(answer)
      done(null, setAnswer(reply, answerTo(request, answer)) ?? '')
    }
}

function hooksOf<T>(hooks: T | T[] | undefined): T[] {
  if (!hooks) return []
  return Array.isArray(hooks) ? hooks : [hooks]
}
