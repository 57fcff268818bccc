import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import SQLite from './sqlite-driver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertProduct } from '../test/fixtures'
import { backupFileName, backupSqliteDatabase, defaultBackupPath } from './backup'
import { connectDatabase, type DatabaseConnection } from './connection'
import { migrateToLatest } from './migrate'

const PRODUCTS_BEFORE_BACKUP = 300
const MEDIA_BYTES = Buffer.from('RIFF....WEBPVP8 an uploaded image')

describe('SQLite backup [sqlite]', () => {
  let directory: string
  let shop: DatabaseConnection
  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 'shop-backup-'))
    shop = connectDatabase({ kind: 'sqlite', filename: join(directory, 'shop.sqlite') })
    await migrateToLatest(shop)
    for (let index = 0; index < PRODUCTS_BEFORE_BACKUP; index += 1)
      await insertProduct(shop.db, { name: `Figure ${index}`, description: 'x'.repeat(2_000) })
    await shop.db
      .insertInto('media')
      .values({
        id: 'a'.repeat(24),
        hash: 'b'.repeat(32),
        width: 400,
        height: 400,
        content_type: 'image/webp',
        bytes: MEDIA_BYTES,
        created_at: new Date().toISOString(),
      })
      .execute()
  })
  afterAll(async () => {
    await shop.close()
    rmSync(directory, { recursive: true, force: true })
  })

  it('writes a consistent, complete copy, uploaded media included, while the shop keeps writing', async () => {
    let writing = true
    let writtenDuringBackup = 0
    const writer = (async () => {
      while (writing) {
        await insertProduct(shop.db, { name: `Written during backup ${writtenDuringBackup}` })
        writtenDuringBackup += 1
        await new Promise((resolve) => setImmediate(resolve))
      }
    })()
    const destination = defaultBackupPath(directory, new Date('2026-11-23T20:47:05Z'))
    const { pages } = await backupSqliteDatabase(join(directory, 'shop.sqlite'), destination)
    writing = false
    await writer
    expect(pages).toBeGreaterThan(100)
    expect(writtenDuringBackup).toBeGreaterThan(0)
    expect(destination).toBe(join(directory, 'backups', 'shop-20261123-204705.sqlite'))

    const copy = new SQLite(destination, { readonly: true })
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok')
      const { count } = copy.prepare('select count(*) as count from products').get() as { count: number }
      expect(count).toBeGreaterThanOrEqual(PRODUCTS_BEFORE_BACKUP)
      expect(count).toBeLessThanOrEqual(PRODUCTS_BEFORE_BACKUP + writtenDuringBackup)
      const migrations = copy.prepare('select count(*) as count from kysely_migration').get() as {
        count: number
      }
      expect(migrations.count).toBeGreaterThan(0)
      const media = copy.prepare('select bytes from media').get() as { bytes: Buffer }
      expect(Buffer.compare(media.bytes, MEDIA_BYTES)).toBe(0)
    } finally {
      copy.close()
    }
  })

  it('names backups by their UTC time', () => {
    expect(backupFileName(new Date('2026-01-02T03:04:05.678Z'))).toBe('shop-20260102-030405.sqlite')
  })
})
