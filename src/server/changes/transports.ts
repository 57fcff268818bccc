import { randomUUID } from 'node:crypto'
import cluster from 'node:cluster'
import type { FastifyInstance } from 'fastify'
import type { DatabaseConnection, Notifications } from '../db/connection'
import { EVERYTHING, type Change, type Changes, type ChangeTransport } from './changes'

/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more; a change that would not fit goes as `everything`. */
const MAX_PAYLOAD_BYTES = 7_900

/** One channel per database schema, so test schemas sharing a database do not hear each other. */
export function changeChannelFor(schema: string | undefined): string {
  return schema ? `shop_changes_${schema}` : 'shop_changes'
}

/** What goes over a channel: the change and the process that made it, which has told its own subscribers. */
export function encodeChange(from: string, change: Change): string {
  const text = JSON.stringify({ from, change })
  return Buffer.byteLength(text) < MAX_PAYLOAD_BYTES ? text : JSON.stringify({ from, change: EVERYTHING })
}

/** A payload this process cannot read (a newer shop's kind of change, an old bare notice) is `everything`. */
export function decodeChange(payload: string): { from: string | undefined; change: Change } {
  try {
    const { from, change } = JSON.parse(payload) as { from?: unknown; change?: unknown }
    return { from: typeof from === 'string' ? from : undefined, change: changeOf(change) }
  } catch {
    return { from: undefined, change: EVERYTHING }
  }
}

function changeOf(value: unknown): Change {
  const { kind, productIds } = (value ?? {}) as { kind?: unknown; productIds?: unknown }
  const ids =
    Array.isArray(productIds) && productIds.every((id) => typeof id === 'string') ? productIds : undefined
  return kind === 'stock' && ids ? { kind, productIds: ids } : EVERYTHING
}

/** PostgreSQL's LISTEN/NOTIFY or Redis's pub/sub. A sender skips its own notices: it told its own already. */
export function notificationsTransport(notifications: Notifications, channel: string): ChangeTransport {
  const from = randomUUID()
  return {
    name: `notifications on ${channel}`,
    send: (change) => notifications.publish(channel, encodeChange(from, change)),
    listen: (heard, hearing) =>
      notifications.listen(
        channel,
        (payload) => {
          const message = decodeChange(payload)
          if (message.from !== from) heard(message.change)
        },
        hearing,
      ),
  }
}

/** The message a cluster worker sends its primary, which passes it to the other workers (`workers.ts`). */
export type ChangeMessage = { shop: 'change'; change: Change }

export function isChangeMessage(message: unknown): message is ChangeMessage {
  const { shop, change } = (message ?? {}) as { shop?: unknown; change?: unknown }
  return shop === 'change' && typeof change === 'object'
}

/** A worker's side of its IPC channel to the primary (`process` in a cluster worker). */
export type WorkerSide = {
  /** Node's `send` takes the callback in the place of the handle when there is none. */
  send?: (message: ChangeMessage, callback: (error: Error | null) => void) => boolean
  on(event: 'message', listener: (message: unknown) => void): unknown
  off(event: 'message', listener: (message: unknown) => void): unknown
}

/** Between the workers of one primary (SQLite). The channel lives as long as the worker, so it always hears. */
export function clusterTransport(channel: WorkerSide = process as unknown as WorkerSide): ChangeTransport {
  return {
    name: 'the cluster primary',
    send: (change) =>
      new Promise((resolve, reject) => {
        if (!channel.send) return resolve()
        channel.send({ shop: 'change', change }, (error) => (error ? reject(error) : resolve()))
      }),
    listen: async (heard) => {
      const listener = (message: unknown) => isChangeMessage(message) && heard(changeOf(message.change))
      channel.on('message', listener)
      return async () => void channel.off('message', listener)
    },
  }
}

/**
 * The one place the transports are chosen: Redis, else PostgreSQL, else (SQLite) the cluster primary for a
 * worker; on SQLite also the file, polled for writers outside the cluster, whose changes are `everything`.
 */
export async function wireChanges(
  app: FastifyInstance,
  changes: Changes,
  { connection, redisNotifications }: { connection: DatabaseConnection; redisNotifications?: Notifications },
): Promise<void> {
  const notifications = redisNotifications ?? connection.notifications
  const transports: ChangeTransport[] = []
  if (notifications)
    transports.push(notificationsTransport(notifications, changeChannelFor(connection.schema)))
  else if (cluster.isWorker) transports.push(clusterTransport())
  const { watchOtherWriters } = connection
  if (watchOtherWriters)
    transports.push({
      name: 'the SQLite file',
      listen: async (heard) => {
        const stop = watchOtherWriters(() => heard(EVERYTHING))
        return async () => stop()
      },
    })
  for (const transport of transports) {
    // The others may now serve what this write changed until their next `everything`.
    const message = `could not tell the other processes of a change through ${transport.name}`
    const stop = await changes.connect(transport, (error) => app.log.error({ err: error }, message))
    app.addHook('onClose', stop)
  }
}
