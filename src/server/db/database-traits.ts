import type { Kysely, SelectQueryBuilder } from 'kysely'
import type { Database } from './schema'
import { dialectOf } from './write-transaction'

/*
 * What the modules need to know of how the two databases differ, asked as what they need, so that nothing
 * outside this folder names a database.
 */

/**
 * A read of rows the same transaction goes on to change. PostgreSQL locks them as they are read, so a writer
 * elsewhere waits and what was read is what the change replaces. SQLite lets one transaction write at a time,
 * and a write made by another process between the read and the change fails the transaction: no lock to take.
 */
export function readToChange<DB, TB extends keyof DB, O>(
  db: Kysely<Database>,
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return dialectOf(db) === 'postgres' ? query.forUpdate() : query
}

/**
 * Rows to claim for work that several instances share: on PostgreSQL each claimer locks its rows and skips the
 * rows another has locked, so two never claim the same row and neither waits; SQLite's one writer claims
 * alone.
 */
export function claimWithoutWaiting<DB, TB extends keyof DB, O>(
  db: Kysely<Database>,
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return dialectOf(db) === 'postgres' ? query.forUpdate().skipLocked() : query
}

/**
 * A read of rows that must not change until the transaction ends, while other transactions may read them the
 * same way: PostgreSQL shares a lock on them (FOR SHARE), so a writer of those rows waits for every such reader,
 * and each reader waiting for a writer reads the row it wrote. SQLite's one writer needs no lock.
 */
export function readUnchanged<DB, TB extends keyof DB, O>(
  db: Kysely<Database>,
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return dialectOf(db) === 'postgres' ? query.forShare() : query
}

/** Whether one transaction writes at a time (SQLite): work inside a write then makes nobody else wait. */
export function writesOneAtATime(db: Kysely<Database>): boolean {
  return dialectOf(db) === 'sqlite'
}

/** Whether the database plans queries without statistics of its own (SQLite): then it is told which index. */
export function plansWithoutStatistics(db: Kysely<Database>): boolean {
  return dialectOf(db) === 'sqlite'
}

/**
 * A read that locks, in the read's order, rows the same transaction goes on to UPDATE without changing their
 * keys. PostgreSQL takes the lock such an UPDATE takes (FOR NO KEY UPDATE), which lets other transactions go on
 * referencing the rows (a foreign key's share lock, an order line naming its product) where FOR UPDATE would
 * make them and this one wait for each other. SQLite: no lock to take.
 */
export function lockToUpdate<DB, TB extends keyof DB, O>(
  db: Kysely<Database>,
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return dialectOf(db) === 'postgres' ? query.forNoKeyUpdate() : query
}

/**
 * Whether each statement is a round trip to a database server (PostgreSQL): work on several rows then goes in
 * one statement. SQLite runs statements inside the process, where a statement on one row is the cheaper: one on
 * several rows (an IN list, an UPDATE of many) first builds a temporary table of them, ten times the work of
 * the row's own look-up.
 */
export function statementsAreRoundTrips(db: Kysely<Database>): boolean {
  return dialectOf(db) === 'postgres'
}
