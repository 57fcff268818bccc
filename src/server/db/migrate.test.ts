import { describe, expect, it } from 'vitest'
import { createTestDatabase, testDialects } from '../test/test-app'
import { migrateToLatest } from './migrate'
import { migrations } from './migrations'

const TABLES = [
  'users',
  'refresh_sessions',
  'products',
  'reviews',
  'addresses',
  'orders',
  'order_items',
  'payments',
  'media',
]

describe.each(testDialects)('migrations [%s]', (dialect) => {
  it('run every migration on an empty database, then find nothing left to do', async () => {
    const database = await createTestDatabase(dialect, { migrate: false })
    try {
      expect(await migrateToLatest(database)).toEqual(Object.keys(migrations))
      expect(await migrateToLatest(database)).toEqual([])
      const tables = (await database.db.introspection.getTables()).map((table) => table.name)
      expect(tables).toEqual(expect.arrayContaining(TABLES))
    } finally {
      await database.dispose()
    }
  })
})
