import type { FastifyInstance, FastifyRequest } from 'fastify'
import { EVERYTHING, type Change, type Changes } from './changes'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `'declared'`: the route's handler says what it changed (`request.declareChange`), and only that is
     * published; one that declared nothing (a 409 sold out, a 400) publishes nothing. Unsaid, a request that may
     * write publishes `everything`, whatever its answer.
     */
    changes?: 'declared'
  }
  interface FastifyInstance {
    /** The one signal for "something changed" (`changes/changes.ts`). */
    changes: Changes
  }
  interface FastifyRequest {
    /**
     * On a route with `config: { changes: 'declared' }`: what this request changed, called once it has committed.
     * Published at once, so the change is heard as soon as it is true, not when the answer is ready.
     */
    declareChange(change: Change): void
    /** On a declared route: whether its handler has started (and so may have committed), and declared anything. */
    declaredChanges: 'handler not run' | 'none' | 'some'
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * `app.changes`, and what each request publishes to it: before its answer leaves (so that once a client has the
 * answer to its write, nothing here reads what was there before it), after the handler's commit. Every request
 * that may write — any method but GET, HEAD and OPTIONS — publishes `everything`, unless its route declares its
 * changes.
 */
export function installChanges(app: FastifyInstance, changes: Changes): void {
  app.decorate('changes', changes)
  app.decorateRequest('declaredChanges', 'handler not run')
  app.decorateRequest('declareChange', function declareChange(this: FastifyRequest, change: Change) {
    this.declaredChanges = 'some'
    changes.publish(change)
  })

  // Only declared routes pay for the mark that their handler ran.
  app.addHook('onRoute', (route) => {
    if (route.config?.changes !== 'declared') return
    const ran = (request: FastifyRequest, _reply: unknown, done: () => void) => {
      if (request.declaredChanges === 'handler not run') request.declaredChanges = 'none'
      done()
    }
    route.preHandler = [
      ...(Array.isArray(route.preHandler) ? route.preHandler : route.preHandler ? [route.preHandler] : []),
      ran,
    ]
  })

  app.addHook('onSend', (request, reply, payload, done) => {
    if (!READ_METHODS.has(request.method)) {
      if (request.routeOptions.config?.changes !== 'declared') changes.publish(EVERYTHING)
      // A failure past the commit may have left a change undeclared: it is told as everything. A refusal before
      // the handler (overload, draining, a bad body) has changed nothing.
      else if (request.declaredChanges === 'none' && reply.statusCode >= 500) changes.publish(EVERYTHING)
    }
    done(null, payload)
  })
}
