import { describe, expect, it } from 'vitest'
import { Changes, EVERYTHING, stockChange, type Change, type ChangeTransport } from './changes'
import {
  clusterTransport,
  decodeChange,
  encodeChange,
  notificationsTransport,
  type ChangeMessage,
  type WorkerSide,
} from './transports'
import type { DatabaseConnection, Notifications } from '../db/connection'
import { tellRunningShops } from '../cli/shop-database'

/** Every change a `Changes` tells its subscribers. */
function heardBy(changes: Changes): Change[] {
  const heard: Change[] = []
  changes.subscribe((change) => heard.push(change))
  return heard
}

/** A transport a test drives: what it sends, and a hand to deliver others' changes and go deaf. */
function fakeTransport() {
  const sent: Change[] = []
  const hands: { heard?: (change: Change) => void; hearing?: (hearing: boolean) => void } = {}
  const transport: ChangeTransport = {
    name: 'test',
    send: async (change) => {
      sent.push(change)
    },
    listen: async (heard, hearing) => {
      Object.assign(hands, { heard, hearing })
      return async () => {}
    },
  }
  return { transport, sent, hands }
}

describe('Changes', () => {
  it('still tells the other subscribers and the other processes when one subscriber throws, and reports it', async () => {
    const failures: unknown[] = []
    const changes = new Changes({ listenerFailed: (error) => failures.push(error) })
    changes.subscribe(() => {
      throw new Error('broken subscriber')
    })
    const heard = heardBy(changes)
    const { transport, sent } = fakeTransport()
    await changes.connect(transport, () => {})
    changes.publish(stockChange(['a']))
    expect(heard).toEqual([stockChange(['a'])])
    expect(sent).toEqual([stockChange(['a'])])
    expect(failures).toEqual([new Error('broken subscriber')])
  })

  it('tells its own subscribers at once, then the other processes; what the others change only to its own', async () => {
    const changes = new Changes()
    const heard = heardBy(changes)
    const { transport, sent, hands } = fakeTransport()
    await changes.connect(transport, () => {})
    changes.publish(stockChange(['p1', 'p1', 'p2']))
    expect(heard).toEqual([{ kind: 'stock', productIds: ['p1', 'p2'] }])
    expect(sent).toEqual(heard)
    hands.heard!(EVERYTHING)
    expect(heard.at(-1)).toEqual(EVERYTHING)
    expect(sent).toHaveLength(1)
  })

  it('is deaf while any transport is, and tells everything when it goes deaf and when it hears again', async () => {
    const changes = new Changes()
    const heard = heardBy(changes)
    const one = fakeTransport()
    const other = fakeTransport()
    await changes.connect(one.transport, () => {})
    await changes.connect(other.transport, () => {})
    one.hands.hearing!(false)
    other.hands.hearing!(false)
    one.hands.hearing!(true)
    expect(changes.hearing).toBe(false)
    other.hands.hearing!(true)
    expect(changes.hearing).toBe(true)
    expect(heard).toEqual([EVERYTHING, EVERYTHING, EVERYTHING, EVERYTHING])
  })

  it('reports a change it could not send, and still tells its own subscribers', async () => {
    const changes = new Changes()
    const heard = heardBy(changes)
    const failures: unknown[] = []
    await changes.connect(
      { name: 'broken', send: () => Promise.reject(new Error('gone')), listen: async () => async () => {} },
      (error) => failures.push(error),
    )
    changes.publish(EVERYTHING)
    await new Promise((resolve) => setImmediate(resolve))
    expect(heard).toEqual([EVERYTHING])
    expect(failures).toHaveLength(1)
  })
})

describe('a change on the wire', () => {
  it('goes as JSON with its sender, and as everything when it would not fit a NOTIFY payload', () => {
    const small = stockChange(['p1'])
    expect(decodeChange(encodeChange('me', small))).toEqual({ from: 'me', change: small })
    const huge = stockChange(Array.from({ length: 400 }, (_, index) => `product-${index}-${'x'.repeat(20)}`))
    const sent = encodeChange('me', huge)
    expect(Buffer.byteLength(sent)).toBeLessThan(8_000)
    expect(decodeChange(sent)).toEqual({ from: 'me', change: EVERYTHING })
  })

  it('carries an operator command’s notice as everything, encoded as a shop’s own change is', async () => {
    const published: [string, string][] = []
    const connection = {
      schema: 'shop_x',
      notifications: {
        publish: async (channel: string, payload: string) => void published.push([channel, payload]),
      },
    } as unknown as DatabaseConnection
    await tellRunningShops(connection)
    expect(published.map(([channel]) => channel)).toEqual(['shop_changes_shop_x'])
    expect(decodeChange(published[0]![1])).toEqual({ from: 'operator-command', change: EVERYTHING })
  })

  it('reads what it cannot understand as everything (an older command’s bare notice, an unknown kind)', () => {
    expect(decodeChange('operator-command').change).toEqual(EVERYTHING)
    expect(decodeChange('{"from":"x","change":{"kind":"prices"}}').change).toEqual(EVERYTHING)
    expect(decodeChange('{"from":"x","change":{"kind":"stock","productIds":[1]}}').change).toEqual(EVERYTHING)
  })

  it('skips its own notices, which a channel delivers to its sender too', async () => {
    const listeners: ((payload: string) => void)[] = []
    const notifications: Notifications = {
      publish: async (_channel, payload) => {
        for (const listener of listeners) listener(payload)
      },
      listen: async (_channel, onMessage) => {
        listeners.push(onMessage)
        return async () => {}
      },
    }
    const here = new Changes()
    const there = new Changes()
    const heardHere = heardBy(here)
    const heardThere = heardBy(there)
    await here.connect(notificationsTransport(notifications, 'test'), () => {})
    await there.connect(notificationsTransport(notifications, 'test'), () => {})
    here.publish(stockChange(['p1']))
    await new Promise((resolve) => setImmediate(resolve))
    expect(heardHere).toEqual([stockChange(['p1'])])
    expect(heardThere).toEqual([stockChange(['p1'])])
  })

  it('goes between cluster workers as a `change` message to the primary', async () => {
    const sent: ChangeMessage[] = []
    const listeners = new Set<(message: unknown) => void>()
    const channel: WorkerSide = {
      send: (message, callback) => {
        sent.push(message)
        callback(null)
        return true
      },
      on: (_event, listener) => listeners.add(listener),
      off: (_event, listener) => listeners.delete(listener),
    }
    const changes = new Changes()
    const heard = heardBy(changes)
    const stop = await changes.connect(clusterTransport(channel), () => {})
    changes.publish(stockChange(['p1']))
    expect(sent).toEqual([{ shop: 'change', change: stockChange(['p1']) }])
    for (const listener of listeners) listener({ shop: 'change', change: EVERYTHING })
    for (const listener of listeners) listener({ shop: 'count', id: 1 }) // another question's answer passes by
    expect(heard).toEqual([stockChange(['p1']), EVERYTHING])
    await stop()
    expect(listeners.size).toBe(0)
  })
})
