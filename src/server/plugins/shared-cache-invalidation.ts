import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { Notifications } from '../db/connection'

/**
 * Several instances on one PostgreSQL database each keep their own response cache; a write on one empties
 * every other's too. The instance that wrote publishes a notice (after its own commit), each other instance
 * empties its cache when the notice arrives, within milliseconds; `response-cache.test.ts` holds the bound.
 * While an instance cannot listen (PostgreSQL restarting) it caches nothing, since it could miss a notice.
 */
export async function shareCacheInvalidation(
  app: FastifyInstance,
  notifications: Notifications,
  channel: string,
): Promise<void> {
  const instance = randomUUID()
  const cache = app.responseCache
  cache.onLocalClear(() => {
    notifications.publish(channel, instance).catch((error: unknown) => {
      // The other instances may now serve what this write changed; their caches must not be trusted.
      app.log.error({ err: error }, 'could not tell the other instances about a write')
    })
  })
  const stopListening = await notifications.listen(
    channel,
    (sender) => {
      if (sender !== instance) cache.clear({ local: false })
    },
    (listening) => cache.suspend(!listening),
  )
  app.addHook('onClose', async () => stopListening())
}

/** One channel per database schema, so test schemas sharing a database do not hear each other. */
export function cacheChannelFor(schema: string | undefined): string {
  return schema ? `shop_cache_${schema}` : 'shop_cache'
}
