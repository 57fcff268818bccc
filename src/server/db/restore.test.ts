import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import SQLite from './sqlite-driver'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { runCli } from '../cli/test/run-cli'
import { insertProduct } from '../test/fixtures'
import { backupSqliteDatabase } from './backup'
import { connectDatabase, type DatabaseConnection } from './connection'
import { migrateToLatest } from './migrate'
import { migrations } from './migrations'
import { checkBackupFile, RestoreRefusedError, restoreSqliteDatabase } from './restore'

function productNames(file: string): string[] {
  const database = new SQLite(file, { readonly: true })
  try {
    return (database.prepare('select name from products order by name').all() as { name: string }[]).map(
      (row) => row.name,
    )
  } finally {
    database.close()
  }
}

describe('SQLite restore [sqlite]', () => {
  let directory: string
  let databaseFile: string
  let backupFile: string

  /** A shop database holding `names`, closed again, as a stopped shop leaves it. */
  async function shopDatabase(file: string, names: string[]): Promise<void> {
    const shop = connectDatabase({ kind: 'sqlite', filename: file })
    await migrateToLatest(shop)
    for (const name of names) await insertProduct(shop.db, { name })
    await shop.close()
  }

  beforeEach(async () => {
    directory = mkdtempSync(join(tmpdir(), 'shop-restore-'))
    databaseFile = join(directory, 'shop.sqlite')
    backupFile = join(directory, 'backup.sqlite')
    await shopDatabase(join(directory, 'then.sqlite'), ['Backed-up figure', 'Backed-up poster'])
    await backupSqliteDatabase(join(directory, 'then.sqlite'), backupFile)
    await shopDatabase(databaseFile, ['Figure added after the backup'])
  })
  afterEach(() => {
    rmSync(directory, { recursive: true, force: true })
  })

  it('puts the backup in place and keeps the replaced database as <name>.before-restore-<time>', () => {
    const result = restoreSqliteDatabase(backupFile, databaseFile, new Date('2026-11-23T20:47:05Z'))
    expect(result.keptAs).toBe(`${databaseFile}.before-restore-20261123-204705`)
    expect(result).toMatchObject({ products: 2, missing: [] })
    expect(productNames(databaseFile)).toEqual(['Backed-up figure', 'Backed-up poster'])
    expect(productNames(result.keptAs!)).toEqual(['Figure added after the backup'])
    expect(readdirSync(directory).filter((name) => name.includes('restoring'))).toEqual([])
  })

  it('refuses while the shop has the database open, and changes nothing', async () => {
    const shop: DatabaseConnection = connectDatabase({ kind: 'sqlite', filename: databaseFile })
    try {
      await shop.db.selectFrom('products').select('id').execute()
      expect(() => restoreSqliteDatabase(backupFile, databaseFile)).toThrow(/in use: stop the shop/)
    } finally {
      await shop.close()
    }
    expect(productNames(databaseFile)).toEqual(['Figure added after the backup'])
    expect(readdirSync(directory).filter((name) => /before-restore|restoring/.test(name))).toEqual([])
  })

  it('refuses a file that is not the shop database: not SQLite, no migrations, or a newer shop', () => {
    const text = join(directory, 'notes.txt')
    writeFileSync(text, 'not a database at all')
    expect(() => checkBackupFile(text)).toThrow('is not a SQLite database')

    const other = join(directory, 'other.sqlite')
    const otherDatabase = new SQLite(other)
    otherDatabase.exec('create table things (id integer)')
    otherDatabase.close()
    expect(() => checkBackupFile(other)).toThrow("not the shop's: it has no migrations")

    const newer = new SQLite(backupFile)
    newer.prepare('insert into kysely_migration (name, timestamp) values (?, ?)').run('9999-future', 'now')
    newer.close()
    expect(() => restoreSqliteDatabase(backupFile, databaseFile)).toThrow(/newer version .*9999-future/)
    expect(productNames(databaseFile)).toEqual(['Figure added after the backup'])

    expect(() => checkBackupFile(join(directory, 'missing.sqlite'))).toThrow(RestoreRefusedError)
  })

  it('accepts a backup from before a later migration and names what the shop will apply', async () => {
    const latest = Object.keys(migrations).at(-1)!
    const older = new SQLite(backupFile)
    older.prepare('delete from kysely_migration where name = ?').run(latest)
    older.close()
    expect(checkBackupFile(backupFile).missing).toEqual([latest])
  })

  it('runs as `npm run db:restore`: refuses while another process has it open, then restores', async () => {
    const env = { DATA_DIR: directory }
    const shop = connectDatabase({ kind: 'sqlite', filename: databaseFile })
    await shop.db.selectFrom('products').select('id').execute()
    const refused = await runCli('src/server/cli/db-restore.ts', [backupFile], { env })
    await shop.close()
    expect(refused.code).toBe(1)
    expect(refused.stderr).toMatch(/is in use: stop the shop/)

    const usage = await runCli('src/server/cli/db-restore.ts', [], { env })
    expect(usage.code).toBe(2)

    const restored = await runCli('src/server/cli/db-restore.ts', [backupFile], { env })
    expect(restored.stderr).toBe('')
    expect(restored.code).toBe(0)
    expect(restored.stdout).toMatch(/Restored .*backup\.sqlite to .*shop\.sqlite: 2 products/)
    expect(restored.stdout).toMatch(/kept as .*shop\.sqlite\.before-restore-\d{8}-\d{6}/)
    expect(productNames(databaseFile)).toEqual(['Backed-up figure', 'Backed-up poster'])
  }, 120_000)
})
