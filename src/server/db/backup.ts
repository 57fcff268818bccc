import { mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import SQLite from './sqlite-driver'

const ALL_REMAINING_PAGES = 2 ** 31 - 1

/** `shop-20261123-204700.sqlite` (UTC): sorts by time, one name per second. */
export function backupFileName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/[-:]/g, '')
    .replace('T', '-')
  return `shop-${stamp}.sqlite`
}

export function defaultBackupPath(dataDir: string, at = new Date()): string {
  return join(dataDir, 'backups', backupFileName(at))
}

/**
 * A consistent copy of a live SQLite database through SQLite's online backup API: it reads one
 * committed state (WAL included) while the shop keeps serving and writing. Uploaded media are rows in `media`,
 * so the copy holds them too.
 */
export async function backupSqliteDatabase(
  sourceFile: string,
  destination: string,
): Promise<{ pages: number }> {
  mkdirSync(dirname(destination), { recursive: true })
  const source = new SQLite(sourceFile, { fileMustExist: true })
  try {
    source.pragma('busy_timeout = 5000')
    // After a first step, the rest in one: stepping 100 pages at a time, as is the default, restarts on
    // every write the shop makes meanwhile and never ends on a busy shop. One step reads a single WAL
    // snapshot, and the shop's writers carry on beside it.
    const { totalPages } = await source.backup(destination, { progress: () => ALL_REMAINING_PAGES })
    return { pages: totalPages }
  } finally {
    source.close()
  }
}
