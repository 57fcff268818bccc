import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, it, vi } from 'vitest'
import { buildApp } from '../app'
import { connectDatabase } from '../db/connection'
import { migrateToLatest } from '../db/migrate'
import { insertProduct } from '../test/fixtures'
import { testConfig } from '../test/test-app'

it('drops the cached catalogue once another process writes to the SQLite file (polled each second)', async () => {
  const directory = mkdtempSync(join(tmpdir(), 'other-writers-'))
  const filename = join(directory, 'shop.sqlite')
  const shop = connectDatabase({ kind: 'sqlite', filename })
  // Another process: an operator command importing products, or a second instance.
  const other = connectDatabase({ kind: 'sqlite', filename })
  await migrateToLatest(shop)
  const app = await buildApp(testConfig, shop)
  try {
    await app.ready()
    const names = async () =>
      (await app.inject({ method: 'GET', url: '/api/products' }))
        .json()
        .products.map((p: { name: string }) => p.name)
    expect(await names()).toEqual([])
    await insertProduct(other.db, { name: 'Imported figure' })
    // The answer was cached; the shop has not heard of the write yet.
    expect(await names()).toEqual([])
    // The file is polled each second; a busy machine may run the poll late, so this waits for the outcome.
    await vi.waitFor(async () => expect(await names()).toEqual(['Imported figure']), {
      timeout: 15_000,
      interval: 50,
    })
  } finally {
    await app.close()
    await shop.close()
    await other.close()
    rmSync(directory, { recursive: true, force: true })
  }
})
