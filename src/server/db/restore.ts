import {
  copyFileSync,
  existsSync,
  openSync,
  readSync,
  closeSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs'
import { basename, dirname, join } from 'node:path'
import SQLite from './sqlite-driver'
import { migrations } from './migrations'

const SQLITE_HEADER = 'SQLite format 3\0'

/** A restore that was refused before anything changed: the message is one line for the operator. */
export class RestoreRefusedError extends Error {}

export type BackupCheck = {
  /** Migrations the backup has, in order. */
  applied: string[]
  /** The shop's migrations the backup lacks: the shop applies them when it next starts. */
  missing: string[]
  products: number
  users: number
}

function hasSqliteHeader(file: string): boolean {
  const header = Buffer.alloc(SQLITE_HEADER.length)
  const descriptor = openSync(file, 'r')
  try {
    return (
      readSync(descriptor, header, 0, header.length, 0) === header.length &&
      header.toString('latin1') === SQLITE_HEADER
    )
  } finally {
    closeSync(descriptor)
  }
}

function assertSqliteFile(file: string): void {
  if (!existsSync(file) || !statSync(file).isFile()) throw new RestoreRefusedError(`${file} is not a file.`)
  if (!hasSqliteHeader(file)) throw new RestoreRefusedError(`${file} is not a SQLite database.`)
}

/**
 * Whether `file` can stand in for the shop's database: a sound SQLite file whose migrations are all ones
 * this shop knows. A backup from before a later migration is fine (the shop migrates it at start); one from
 * a newer shop is refused, as this code would not understand its tables.
 */
export function checkBackupFile(file: string): BackupCheck {
  assertSqliteFile(file)
  const backup = new SQLite(file, { readonly: true, fileMustExist: true })
  try {
    const integrity = backup.pragma('integrity_check', { simple: true })
    if (integrity !== 'ok') throw new RestoreRefusedError(`${file} is damaged: ${String(integrity)}.`)
    const hasMigrationTable = backup
      .prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'")
      .get()
    if (!hasMigrationTable)
      throw new RestoreRefusedError(`${file} is a SQLite database but not the shop's: it has no migrations.`)
    const applied = (
      backup.prepare('select name from kysely_migration order by name').all() as { name: string }[]
    ).map((row) => row.name)
    const known = Object.keys(migrations)
    const unknown = applied.filter((name) => !known.includes(name))
    if (unknown.length > 0)
      throw new RestoreRefusedError(
        `${file} comes from a newer version of the shop (migration ${unknown.join(', ')} is unknown here): update the shop first.`,
      )
    if (!applied.includes(known[0]!))
      throw new RestoreRefusedError(`${file} is not the shop's database: its first migration is missing.`)
    const count = (table: string) =>
      (backup.prepare(`select count(*) as count from ${table}`).get() as { count: number }).count
    return {
      applied,
      missing: known.filter((name) => !applied.includes(name)),
      products: count('products'),
      users: count('users'),
    }
  } catch (error) {
    if (error instanceof RestoreRefusedError) throw error
    throw new RestoreRefusedError(
      `${file} could not be read as the shop's database: ${error instanceof Error ? error.message : String(error)}`,
    )
  } finally {
    backup.close()
  }
}

/**
 * Whether any other connection has the database open, the running shop included. A connection in WAL mode
 * holds a shared lock on the file for as long as it is open, so asking for SQLite's exclusive locking mode
 * fails at once while anyone else has it open, however idle. Closing the only connection also checkpoints
 * and removes the WAL, so afterwards the main file holds everything.
 */
function assertNobodyHasItOpen(databaseFile: string): void {
  const probe = new SQLite(databaseFile, { fileMustExist: true, timeout: 0 })
  try {
    probe.pragma('locking_mode = exclusive')
    probe.exec('begin exclusive')
    probe.exec('commit')
  } catch (error) {
    const busy = error instanceof Error && /locked|busy/i.test(error.message)
    throw new RestoreRefusedError(
      busy
        ? `${databaseFile} is in use: stop the shop (and anything else using the database) before restoring.`
        : `${databaseFile} could not be opened: ${error instanceof Error ? error.message : String(error)}`,
    )
  } finally {
    probe.close()
  }
}

/** `20261123-204700` (UTC), as backups are named. */
function timeStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/[-:]/g, '')
    .replace('T', '-')
}

export type RestoreResult = BackupCheck & {
  /** Where the database that was replaced now is; undefined when there was none. */
  keptAs: string | undefined
}

/**
 * Puts a backup in place of the shop's SQLite database while the shop is stopped. The backup is copied beside
 * the database and checked there (the copy is what goes in place, so it is what must be sound), so the database is only touched once a sound copy is ready; then
 * the current file is renamed to `<name>.before-restore-<time>` and the copy renamed into its place, each a
 * single atomic step on one file system.
 */
export function restoreSqliteDatabase(
  backupFile: string,
  databaseFile: string,
  at = new Date(),
): RestoreResult {
  assertSqliteFile(backupFile)
  const staging = join(dirname(databaseFile), `.${basename(databaseFile)}.restoring-${process.pid}`)
  copyFileSync(backupFile, staging)
  try {
    const check = checkBackupFile(staging)
    let keptAs: string | undefined
    if (existsSync(databaseFile)) {
      assertNobodyHasItOpen(databaseFile)
      // The probe was the last connection and removed the WAL; one that is back means someone opened the
      // database since, and its writes would be lost with the file.
      if (existsSync(`${databaseFile}-wal`) && statSync(`${databaseFile}-wal`).size > 0)
        throw new RestoreRefusedError(`${databaseFile} was opened again meanwhile: stop the shop and retry.`)
      keptAs = `${databaseFile}.before-restore-${timeStamp(at)}`
      if (existsSync(keptAs)) throw new RestoreRefusedError(`${keptAs} already exists; not overwriting it.`)
      renameSync(databaseFile, keptAs)
      // The shared-memory index belongs to the old file; SQLite rebuilds it for the new one either way.
      rmSync(`${databaseFile}-shm`, { force: true })
      rmSync(`${databaseFile}-wal`, { force: true })
    }
    renameSync(staging, databaseFile)
    return { ...check, keptAs }
  } finally {
    // A read-only check of a WAL-mode file leaves an empty WAL and index beside it.
    for (const leftover of [staging, `${staging}-wal`, `${staging}-shm`]) rmSync(leftover, { force: true })
  }
}
