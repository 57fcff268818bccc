import { randomBytes } from 'node:crypto'
import type { AppConfig } from '../src/server/app'

/** The shop as the in-process benchmarks build it: no web app, no gateway, rate limits out of the way. */
export function benchAppConfig(): AppConfig {
  return {
    jwtSecret: randomBytes(32).toString('hex'),
    authRateLimitPerMinute: 1_000_000,
    formRateLimitPerMinute: 1_000_000,
    webRoot: undefined,
    redisUrl: undefined,
    phonePe: undefined,
    paymentHoldMinutes: 15,
    logLevel: 'silent',
  }
}
