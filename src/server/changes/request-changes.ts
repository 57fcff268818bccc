import type { FastifyInstance, FastifyRequest } from 'fastify'
import { EVERYTHING, mergeChanges, type Change, type Changes } from './changes'

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
    /** On a route with `config: { changes: 'declared' }`: what this request changed, once it has committed. */
    declareChange(change: Change): void
    declaredChanges: Change[] | null
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
  app.decorateRequest('declaredChanges', null)
  app.decorateRequest('declareChange', function declareChange(this: FastifyRequest, change: Change) {
    ;(this.declaredChanges ??= []).push(change)
  })

  app.addHook('onSend', (request, reply, payload, done) => {
    if (!READ_METHODS.has(request.method)) {
      const change =
        request.routeOptions.config?.changes === 'declared'
          ? // A failure past the commit may have left a change undeclared: it is told as everything.
            (mergeChanges(request.declaredChanges ?? []) ??
            (reply.statusCode >= 500 ? EVERYTHING : undefined))
          : EVERYTHING
      if (change) changes.publish(change)
    }
    done(null, payload)
  })
}
