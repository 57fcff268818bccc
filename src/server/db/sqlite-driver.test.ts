import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import SQLite, { NODE_API_SQLITE_FROM_NODE, sqliteDriverPackage } from './sqlite-driver'

/**
 * Prepares statements and drops them as fast as it can for CHURN_MS, collecting garbage every few thousand, in a
 * process of its own: on Node 24 better-sqlite3 12 aborts such a process within about three seconds.
 */
const CHURN_MS = 4_000
const churn = `
  import { createRequire } from 'node:module'
  const Database = createRequire(process.cwd() + '/')(process.argv[1])
  const db = new Database(':memory:')
  db.exec('create table t (id integer primary key, v text)')
  const until = Date.now() + Number(process.argv[2])
  let statements = 0
  while (Date.now() < until) {
    for (let i = 0; i < 1000; i++) {
      db.prepare('insert into t (v) values (?)').run('v' + i)
      db.prepare('select count(*) as n from t where v = ?').get('v' + i)
      statements += 2
    }
    globalThis.gc()
  }
  db.close()
  console.log(statements)
`

describe('the SQLite driver [sqlite]', () => {
  it('is the Node-API build from Node 22 on and better-sqlite3 12 before', () => {
    const major = Number(process.versions.node.split('.')[0])
    expect(sqliteDriverPackage).toBe(
      major >= NODE_API_SQLITE_FROM_NODE ? 'better-sqlite3-node-api' : 'better-sqlite3',
    )
    const db = new SQLite(':memory:')
    expect(db.prepare('select sqlite_version() as version').get()).toMatchObject({ version: expect.any(String) })
    db.close()
  })

  it('survives statements finalized by the garbage collector, many times over', () => {
    const result = spawnSync(
      process.execPath,
      ['--expose-gc', '--input-type=module', '-e', churn, sqliteDriverPackage, String(CHURN_MS)],
      { encoding: 'utf8', timeout: CHURN_MS + 20_000 },
    )
    expect(result.stderr).toBe('')
    expect(result.signal).toBeNull()
    expect(result.status).toBe(0)
    expect(Number(result.stdout)).toBeGreaterThan(10_000)
  }, 30_000)
})
