import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeTestApp, createTestApp, uniqueEmail, type TestApp } from '../test/test-app'
import { UNAVAILABLE_MESSAGE } from './error-handling'

// Stops the machine's PostgreSQL for a few seconds. Vitest runs test files side by side, and every other
// PostgreSQL suite would fail meanwhile, so this runs only when asked, alone (`npm test` does so in CI, after
// the other suites):
//   TEST_PG_RESTART=1 TEST_DATABASE_URL=… npx vitest run --project server src/server/plugins/database-outage.postgres.test.ts
// The suite's own PostgreSQL outage test (database-outage.test.ts) cuts one app off through a proxy instead.
const PG_CTLCLUSTER = '/usr/bin/pg_ctlcluster'
const CLUSTER = (process.env.TEST_PG_CLUSTER ?? '15 main').split(' ')
const canStopPostgres =
  process.env.TEST_PG_RESTART === '1' && Boolean(process.env.TEST_DATABASE_URL) && existsSync(PG_CTLCLUSTER)

function cluster(action: 'stop' | 'start') {
  execFileSync(PG_CTLCLUSTER, [...CLUSTER, action, ...(action === 'stop' ? ['-m', 'fast'] : [])], {
    stdio: 'ignore',
  })
}

function registration() {
  return {
    method: 'POST' as const,
    url: '/api/auth/register',
    payload: { name: 'Outage Shopper', email: uniqueEmail('pg-outage'), password: 'correct-horse-battery' },
  }
}

describe.runIf(canStopPostgres)('PostgreSQL stopped and started again [postgres]', () => {
  let context: TestApp
  beforeAll(async () => {
    context = await createTestApp('postgres')
  })
  afterAll(async () => {
    await closeTestApp(context)
  })

  it('answers 503 while the database is down and serves again, without a restart, once it is back', async () => {
    const { app } = context
    expect((await app.inject(registration())).statusCode).toBe(201)
    let stopped = false
    try {
      cluster('stop')
      stopped = true
      const refused = await app.inject(registration())
      expect(refused.statusCode).toBe(503)
      expect(refused.headers['retry-after']).toBe('5')
      expect(refused.json()).toMatchObject({ success: false, message: UNAVAILABLE_MESSAGE })
      const health = await app.inject({ method: 'GET', url: '/api/health' })
      expect(health.statusCode).toBe(503)
      expect(health.json()).toEqual({ status: 'unavailable', database: 'down' })
    } finally {
      // Other suites share this cluster: it is started again whatever happened above.
      if (stopped) cluster('start')
    }
    let recovered = 0
    for (let attempt = 0; attempt < 50 && recovered !== 200; attempt += 1) {
      recovered = (await app.inject({ method: 'GET', url: '/api/health' })).statusCode
      if (recovered !== 200) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(recovered).toBe(200)
    expect((await app.inject(registration())).statusCode).toBe(201)
  })
})
