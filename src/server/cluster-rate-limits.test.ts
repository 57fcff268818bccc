import { EventEmitter } from 'node:events'
import { describe, expect, it } from 'vitest'
import {
  answerCountRequests,
  primaryRateLimitCounter,
  RateLimitCounters,
  type PrimaryChannel,
  type RateLimitCounter,
} from './cluster-rate-limits'
import { closeTestApp, createTestApp } from './test/test-app'

const MINUTE_MS = 60_000

describe('RateLimitCounters (the primary)', () => {
  it('counts each key within its window and starts again, with the whole window, once it has ended', () => {
    const counters = new RateLimitCounters()
    expect(counters.increment('login-1.2.3.4', MINUTE_MS, 0)).toEqual({ current: 1, ttl: MINUTE_MS })
    expect(counters.increment('login-1.2.3.4', MINUTE_MS, 20_000)).toEqual({ current: 2, ttl: 40_000 })
    expect(counters.increment('login-5.6.7.8', MINUTE_MS, 20_000)).toEqual({ current: 1, ttl: MINUTE_MS })
    expect(counters.increment('login-1.2.3.4', MINUTE_MS, 59_999)).toEqual({ current: 3, ttl: 1 })
    // The window is the first attempt's minute, not a minute of quiet: the next attempt after it counts 1.
    expect(counters.increment('login-1.2.3.4', MINUTE_MS, MINUTE_MS)).toEqual({ current: 1, ttl: MINUTE_MS })
  })

  it('drops the counters of ended windows once a minute, and keeps those still running', () => {
    const counters = new RateLimitCounters()
    for (let address = 0; address < 100; address += 1) counters.increment(`login-10.0.0.${address}`, 1_000, 0)
    counters.increment('contact-10.0.1.1', 5 * MINUTE_MS, 0)
    expect(counters.size).toBe(101)
    // Ended, but not yet a minute since the last sweep: still held (they count 1 again if they come back).
    counters.increment('login-10.0.2.1', 1_000, MINUTE_MS - 1)
    expect(counters.size).toBe(102)
    // A minute on: the hundred are swept; the contact form's five minutes and the last second's attempt stay.
    counters.increment('login-10.0.2.2', 1_000, MINUTE_MS)
    expect(counters.size).toBe(3)
    expect(counters.increment('contact-10.0.1.1', 5 * MINUTE_MS, MINUTE_MS).current).toBe(2)
  })
})

/** Both ends of one worker's IPC channel, as node:cluster gives them to the primary and to the worker. */
function fakeChannel({ primaryAnswers = true } = {}) {
  const toPrimary = new EventEmitter()
  const toWorker = new EventEmitter()
  const sent: unknown[] = []
  const worker: PrimaryChannel = {
    connected: true,
    send: (message, _handle, _options, callback) => {
      sent.push(message)
      if (primaryAnswers) setImmediate(() => toPrimary.emit('message', message))
      setImmediate(() => callback(null))
      return true
    },
    on: (event, listener) => toWorker.on(event, listener),
  }
  const primary = {
    on: (event: 'message', listener: (message: unknown) => void) => toPrimary.on(event, listener),
    isConnected: () => true,
    send: (message: unknown) => toWorker.emit('message', message),
  }
  return { worker, primary, toWorker, sent }
}

describe('primaryRateLimitCounter (a worker)', () => {
  it('gets each count from the primary, answers matched to their questions by id', async () => {
    const { worker, primary, toWorker } = fakeChannel()
    answerCountRequests(primary, new RateLimitCounters())
    const count = primaryRateLimitCounter(worker)
    const [first, second, other] = await Promise.all([
      count('login-1.2.3.4', MINUTE_MS),
      count('login-1.2.3.4', MINUTE_MS),
      count('login-5.6.7.8', MINUTE_MS),
    ])
    expect([first?.current, second?.current, other?.current]).toEqual([1, 2, 1])
    // Another worker's answer, or one whose question has timed out, changes nothing.
    toWorker.emit('message', { shop: 'rate-limit-count', id: 999, current: 1, ttl: 1 })
    expect((await count('login-1.2.3.4', MINUTE_MS)).current).toBe(3)
  })

  it('gives up after its time-out when the primary does not answer, and at once when there is no primary', async () => {
    const { worker, sent } = fakeChannel({ primaryAnswers: false })
    const started = Date.now()
    await expect(primaryRateLimitCounter(worker, 50)('login-1.2.3.4', MINUTE_MS)).rejects.toThrow(
      'the primary process did not answer within 50 ms',
    )
    expect(Date.now() - started).toBeLessThan(1_000)
    expect(sent).toHaveLength(1)

    const orphan = { ...worker, connected: false }
    await expect(primaryRateLimitCounter(orphan, 60_000)('login-1.2.3.4', MINUTE_MS)).rejects.toThrow(
      'no primary process to count with',
    )
    expect(sent).toHaveLength(1)
  })
})

describe('the rate limits counted by a counter outside the process', () => {
  const login = (context: Awaited<ReturnType<typeof createTestApp>>) =>
    context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'who@example.com', password: 'wrong-password' },
    })

  it('holds the limit per route and address as the counter counts it', async () => {
    const counters = new RateLimitCounters()
    const keys: string[] = []
    const rateLimitCounter: RateLimitCounter = async (key, timeWindowMs) => {
      keys.push(key)
      return counters.increment(key, timeWindowMs)
    }
    const context = await createTestApp('sqlite', { authRateLimitPerMinute: 2, rateLimitCounter })
    try {
      expect([(await login(context)).statusCode, (await login(context)).statusCode]).toEqual([401, 401])
      const limited = await login(context)
      expect(limited.statusCode).toBe(429)
      expect(limited.headers['retry-after']).toBe('60')
      expect(keys).toEqual(Array(3).fill('POST/api/auth/login-127.0.0.1'))
      // Another route has a counter of its own.
      const reset = await context.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'who@example.com' },
      })
      expect(reset.statusCode).toBe(200)
    } finally {
      await closeTestApp(context)
    }
  })

  it('lets attempts through uncounted while the counter fails, rather than refuse or fail them, and says so once', async () => {
    let isAnswering = false
    const counters = new RateLimitCounters()
    const rateLimitCounter: RateLimitCounter = async (key, timeWindowMs) => {
      if (!isAnswering) throw new Error('no primary process to count with')
      return counters.increment(key, timeWindowMs)
    }
    const lines: string[] = []
    const context = await createTestApp('sqlite', {
      authRateLimitPerMinute: 1,
      rateLimitCounter,
      logLevel: 'info',
      logStream: { write: (line) => void lines.push(line) },
    })
    const said = (text: string) => lines.filter((line) => line.includes(text)).length
    try {
      const statuses = [await login(context), await login(context), await login(context)].map(
        (answer) => answer.statusCode,
      )
      expect(statuses).toEqual([401, 401, 401])
      expect(said('rate limits: cannot count (no primary process to count with)')).toBe(1)

      isAnswering = true
      expect([(await login(context)).statusCode, (await login(context)).statusCode]).toEqual([401, 429])
      expect(said('rate limits: counting again')).toBe(1)
    } finally {
      await closeTestApp(context)
    }
  })
})
