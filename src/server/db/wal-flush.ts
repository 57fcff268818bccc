import { closeSync, fdatasync, fsyncSync, openSync } from 'node:fs'
import { dirname } from 'node:path'

/**
 * A flush of a SQLite database's write-ahead log to the disk, run on libuv's thread pool, so that the event
 * loop goes on serving while the disk works. SQLite's own flush at every commit (synchronous = FULL) runs
 * inside the commit, on the one thread that also answers every read: about 1 ms an order here.
 *
 * Callers who ask while a flush is running wait for the next one, which starts when it ends: what they
 * committed may have reached the file after the running flush began. So a burst of commits shares a flush or
 * two, and each caller is answered only once its own commit is on the disk.
 *
 * A flush that fails fails every later one too: Linux reports a lost write-back once, so a later flush could
 * succeed over a hole in the log, and every write after it would be answered as kept when it may not be.
 * The process goes on serving reads and answers every write as failed (503) until it is restarted (PostgreSQL
 * stops altogether on a failed fsync, for the same reason).
 */
export type WalFlush = { flush: () => Promise<void>; close: () => Promise<void> }

/** One flush of the log to the disk; `close` lets its file go. */
export type LogSync = { (): Promise<void>; close?: () => void }

/** `logFile`: the log's real path (`<database>-wal` beside the database file, symbolic links resolved). */
export function walFlush(logFile: string, sync: LogSync = logSync(logFile)): WalFlush {
  let running: Promise<void> | undefined
  let next: Promise<void> | undefined
  let failed: unknown
  let closed = false

  const syncOnce = async () => {
    if (failed !== undefined) throw failed
    try {
      await sync()
    } catch (error) {
      failed ??= error
      throw error
    }
  }

  const flush = (): Promise<void> => {
    if (closed) return Promise.reject(new Error('the database is closed'))
    if (!running) {
      running = syncOnce().finally(() => (running = undefined))
      return running
    }
    next ??= running
      .catch(() => {})
      .then(() => {
        next = undefined
        return flush()
      })
    return next
  }

  return {
    flush,
    close: async () => {
      // A flush in flight finishes on the file it began with before the file is closed.
      const inFlight = [running, next]
      closed = true
      await Promise.allSettled(inFlight)
      await sync.close?.()
    },
  }
}

/** The log's file, opened at its first flush and kept open, with its directory flushed once (the new entry). */
function logSync(logFile: string): LogSync {
  let fd: number | undefined
  const open = (): number => {
    // SQLite keeps the log while any connection has the database open, and this one does for its whole life.
    const file = openSync(logFile, 'r+')
    const directory = openSync(dirname(logFile), 'r')
    try {
      fsyncSync(directory)
    } finally {
      closeSync(directory)
    }
    return (fd = file)
  }
  const sync = () =>
    new Promise<void>((resolve, reject) => {
      let file: number
      try {
        file = fd ?? open()
      } catch (error) {
        reject(error as Error)
        return
      }
      fdatasync(file, (error) => (error ? reject(error) : resolve()))
    })
  return Object.assign(sync, {
    close: () => {
      if (fd !== undefined) closeSync(fd)
      fd = undefined
    },
  })
}
