import { createRequire } from 'node:module'
import type BetterSqlite3 from 'better-sqlite3'

/**
 * The first Node.js major whose better-sqlite3 is the Node-API build (13 and later, installed under the alias
 * `better-sqlite3-node-api`). From Node 24 on, better-sqlite3 12's statements can abort the process when the
 * garbage collector finalizes one (`Assertion failed: (env) != nullptr` in RemoveEnvironmentCleanupHook); 13 is
 * built on Node-API and does not, but needs Node 22 and crashes on Node 20. So both are installed and the
 * running Node picks: 12 on Node 20, 13 from Node 22.
 */
export const NODE_API_SQLITE_FROM_NODE = 22

const nodeMajor = Number(process.versions.node.split('.')[0])

/** The npm name of the better-sqlite3 build this Node.js loads. */
export const sqliteDriverPackage =
  nodeMajor >= NODE_API_SQLITE_FROM_NODE ? 'better-sqlite3-node-api' : 'better-sqlite3'

// Both builds share one API, so one set of types (@types/better-sqlite3) describes either.
const SQLite = createRequire(import.meta.url)(sqliteDriverPackage) as typeof BetterSqlite3

export default SQLite
export type { Database, Statement } from 'better-sqlite3'
