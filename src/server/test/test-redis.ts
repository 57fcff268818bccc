import { randomBytes } from 'node:crypto'

/**
 * The Redis the tests share (TEST_REDIS_URL; CI starts Debian's redis-server and sets it). Locally, without it,
 * the Redis suites are skipped with a line saying how to run them; in CI a missing Redis fails instead.
 */
export const testRedisUrl: string | undefined = process.env.TEST_REDIS_URL

if (!testRedisUrl) {
  if (process.env.CI) throw new Error('TEST_REDIS_URL is not set: CI must start a Redis for the tests')
  console.log(
    "⚠ Redis tests skipped: TEST_REDIS_URL is not set. Start one with `redis-server --port 6390 --save '' --appendonly no --daemonize yes` and set TEST_REDIS_URL=redis://127.0.0.1:6390",
  )
}

/** A random documentation address (RFC 3849), so the counters of an earlier run in the same minute never count. */
export function randomClientAddress(): string {
  return `2001:db8::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`
}
