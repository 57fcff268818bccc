import type { FastifyInstance } from 'fastify'

declare module 'fastify' {
  interface FastifyInstance {
    /** The process has been told to stop (SIGTERM): readiness answers 503 so load balancers route elsewhere. */
    readonly draining: boolean
    /** Called first by the shutdown (main.ts), before the server stops taking connections. */
    markDraining(): void
  }
}

/** The app's draining flag, read by GET /api/health/ready. */
export function installDraining(app: FastifyInstance): void {
  let draining = false
  app.decorate('draining', {
    getter: () => draining,
  })
  app.decorate('markDraining', () => {
    draining = true
  })
}
