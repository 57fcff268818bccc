import type { FastifyBaseLogger } from 'fastify'
import type { Redis } from 'ioredis'
import type { Notifications } from '../db/connection'

/** A start against an unreachable Redis fails within this, instead of waiting for it. */
const REDIS_CONNECT_TIMEOUT_MS = 2_000

export type RedisLink = {
  /** The connection for commands: the rate limits' counters, publishing. */
  commands: Redis
  /** Redis pub/sub, the same contract as PostgreSQL's LISTEN/NOTIFY in `db/connection.ts`. */
  notifications: Notifications
  close: () => Promise<void>
}

/**
 * Connects to the Redis that several instances of the shop share (REDIS_URL). The start fails with a clear
 * message when it cannot be reached; later losses are survived: ioredis reconnects by itself, commands fail
 * at once meanwhile (no offline queue, so a request never waits on a dead Redis), and each loss and return
 * is logged once.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<RedisLink> {
  const { Redis } = await import('ioredis')
  const commands = new Redis(url, {
    lazyConnect: true,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  })
  reportAvailability(commands, log)
  await connectOrExplain(commands, url)
  const subscribers = new Set<Redis>()
  return {
    commands,
    notifications: {
      publish: async (channel, payload) => {
        await commands.publish(channel, payload)
      },
      // A connection of its own: a subscribed Redis connection takes no other commands.
      listen: async (channel, onMessage, onConnection) => {
        // Named after its channel, so that `CLIENT LIST` tells the shop's listeners apart.
        const subscriber = commands.duplicate({
          autoResubscribe: false,
          enableOfflineQueue: true,
          connectionName: `listen:${channel}`,
        })
        subscribers.add(subscriber)
        subscriber.on('error', () => {}) // reported by the commands connection; ioredis reconnects
        subscriber.on('message', (from: string, payload: string) => {
          if (from === channel) onMessage(payload)
        })
        let listening = false
        // Subscribed again by hand after each reconnection, so that `onConnection(true)` means it.
        subscriber.on('ready', () => {
          subscriber.subscribe(channel).then(
            () => {
              listening = true
              onConnection(true)
            },
            () => subscriber.disconnect(true),
          )
        })
        subscriber.on('close', () => {
          if (!listening) return
          listening = false
          onConnection(false)
        })
        await connectOrExplain(subscriber, url)
        await untilListening(() => listening)
        return async () => {
          subscribers.delete(subscriber)
          subscriber.disconnect()
        }
      },
    },
    close: async () => {
      for (const subscriber of subscribers) subscriber.disconnect()
      await commands.quit().catch(() => commands.disconnect())
    },
  }
}

async function connectOrExplain(redis: Redis, url: string): Promise<void> {
  // connect() rejects with "Connection is closed."; the socket's own error says why.
  let socketError: Error | undefined
  const remember = (error: Error) => (socketError ??= error)
  redis.on('error', remember)
  try {
    await redis.connect()
  } catch (error) {
    redis.disconnect()
    const reason = socketError?.message ?? (error instanceof Error ? error.message : String(error))
    throw new Error(`REDIS_URL: cannot reach Redis at ${new URL(url).host} (${reason})`)
  } finally {
    redis.off('error', remember)
  }
}

async function untilListening(isListening: () => boolean): Promise<void> {
  const started = Date.now()
  while (!isListening()) {
    if (Date.now() - started > REDIS_CONNECT_TIMEOUT_MS) throw new Error('REDIS_URL: could not subscribe')
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

/** One line when Redis goes away and one when it is back, not one per reconnection attempt. */
function reportAvailability(redis: Redis, log: FastifyBaseLogger): void {
  let available = false
  let lastError = ''
  redis.on('error', (error: Error) => {
    lastError = error.message
  })
  redis.on('ready', () => {
    if (!available) log.info('redis: connected')
    available = true
  })
  redis.on('close', () => {
    if (!available) return
    available = false
    log.error(
      `redis: connection lost${lastError ? ` (${lastError})` : ''}; rate limits are not counted and responses not cached until it is back`,
    )
  })
}
