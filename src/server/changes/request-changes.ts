import type { FastifyInstance, FastifyRequest } from 'fastify'
import { EVERYTHING, type Change, type Changes } from './changes'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `'declared'`: only what the handler declares (`request.declareChange`) is published. Unsaid, a request that
     * may write publishes `everything`, whatever its answer.
     */
    changes?: 'declared'
  }
  interface FastifyInstance {
    changes: Changes
  }
  interface FastifyRequest {
    /** What this request changed, once committed: published at once, not when the answer is ready. */
    declareChange(change: Change): void
    declaredChanges: 'handler not run' | 'none' | 'some'
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * `app.changes`, and what each request publishes to it after the handler's commit and before its answer leaves,
 * so that once a client has the answer to its write, nothing here reads what was there before it.
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
    route.preHandler = [...[route.preHandler ?? []].flat(), ran]
  })

  app.addHook('onSend', (request, reply, payload, done) => {
    const declared = request.routeOptions.config?.changes === 'declared'
    // A failure past the commit may have left a change undeclared; a refusal before the handler changed nothing.
    if (
      !READ_METHODS.has(request.method) &&
      (!declared || (request.declaredChanges === 'none' && reply.statusCode >= 500))
    )
      changes.publish(EVERYTHING)
    done(null, payload)
  })
}
