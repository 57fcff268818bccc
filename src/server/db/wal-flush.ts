import { closeSync, fdatasync, openSync } from 'node:fs'

/**
 * A flush of a SQLite database's write-ahead log to the disk, run on libuv's thread pool, so that the event
 * loop goes on serving while the disk works. SQLite's own flush at every commit (synchronous = FULL) runs
 * inside the commit, on the one thread that also answers every read: about 1 ms an order here.
 *
 * Callers who ask while a flush is running wait for the next one, which starts when it ends: what they
 * committed may have reached the file after the running flush began. So a burst of commits shares a flush or
 * two, and each caller is answered only once its own commit is on the disk.
 */
export type WalFlush = { flush: () => Promise<void>; close: () => void }

export function walFlush(databaseFile: string, sync?: () => Promise<void>): WalFlush {
  const log = sync ? undefined : openLog(databaseFile)
  const syncOnce = sync ?? log!.sync
  let running: Promise<void> | undefined
  let next: Promise<void> | undefined

  const flush = (): Promise<void> => {
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
  return { flush, close: () => log?.close() }
}

/**
 * The log's file, opened at its first flush and kept open: one trip to the thread pool a flush. SQLite keeps
 * the log (`<file>-wal`) while any connection has the database open, so the one this process holds is the
 * one SQLite writes for as long as the connection lives; before the first commit there may be none yet, and
 * then the database file itself is flushed.
 */
function openLog(databaseFile: string): { sync: () => Promise<void>; close: () => void } {
  let fd: number | undefined
  const open = (): number => {
    try {
      return (fd = openSync(`${databaseFile}-wal`, 'r+'))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      return openSync(databaseFile, 'r+')
    }
  }
  return {
    sync: () =>
      new Promise<void>((resolve, reject) => {
        const file = fd ?? open()
        const temporary = file !== fd
        fdatasync(file, (error) => {
          if (temporary) closeSync(file)
          if (error) reject(error)
          else resolve()
        })
      }),
    close: () => {
      if (fd !== undefined) closeSync(fd)
      fd = undefined
    },
  }
}
