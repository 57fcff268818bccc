import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectDatabase } from '../db/connection'
import { migrateToLatest } from '../db/migrate'
import { returnStock, takeStock } from '../modules/products/product-stock'
import { insertProduct } from '../test/fixtures'
import { createTestDatabase, testDialects, type TestDatabase } from '../test/test-app'
import { checkStockLedger, formatStockCheck } from './check-stock-ledger'
import { runCli } from './test/run-cli'

describe.each(testDialects)('the stock ledger check [%s]', (dialect) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase(dialect)
  })
  afterAll(async () => {
    await database.dispose()
  })

  it('adds up while every change goes through the ledger, and names each product changed behind its back', async () => {
    const figure = await insertProduct(database.db, { name: 'Gojo 1/7', stock: 6 })
    const keychain = await insertProduct(database.db, { name: 'Itadori keychain', stock: 0 })
    await database.db.transaction().execute(async (trx) => {
      await takeStock(trx, [{ productId: figure.id, quantity: 4, name: figure.name }], { reason: 'order' })
      await returnStock(trx, [{ productId: figure.id, quantity: 1 }], { reason: 'cancel' })
    })
    expect(await checkStockLedger(database.db)).toEqual({ products: 2, differences: [] })
    expect(formatStockCheck(await checkStockLedger(database.db))).toBe(
      'Stock ledger adds up for all 2 products.',
    )

    // Written straight to the table, as nothing in the shop does: the check finds it.
    await database.db.updateTable('products').set({ stock: 9 }).where('id', '=', keychain.id).execute()
    const check = await checkStockLedger(database.db)
    expect(check.differences).toEqual([
      { productId: keychain.id, name: 'Itadori keychain', stock: 9, ledgerSum: 0, latestStockAfter: 0 },
    ])
    expect(formatStockCheck(check)).toBe(
      `Stock ledger differs for 1 of 2 products:\n  ${keychain.id} "Itadori keychain": stock 9, movements add up to 0, the latest left 0`,
    )
  })

  it('names a variant whose stock differs from its own movements, with its label', () => {
    const text = formatStockCheck({
      products: 1,
      differences: [
        {
          productId: 'p'.repeat(24),
          variantId: 'v'.repeat(24),
          name: 'Gojo 1/7 — Deluxe',
          stock: 3,
          ledgerSum: 2,
          latestStockAfter: null,
        },
      ],
    })
    expect(text).toBe(
      `Stock ledger differs for 1 of 1 product:\n  ${'p'.repeat(24)} variant ${'v'.repeat(24)} "Gojo 1/7 — Deluxe": stock 3, its movements add up to 2`,
    )
  })

  it('takes stock once for lines that name the same product, and refuses them together past what is left', async () => {
    const figure = await insertProduct(database.db, { name: 'Nezuko 1/7', stock: 6 })
    const keychain = await insertProduct(database.db, { name: 'Tanjiro keychain', stock: 4 })
    const line = (productId: string, quantity: number) => ({ productId, quantity, name: 'line' })
    await database.db.transaction().execute(async (trx) => {
      await takeStock(trx, [line(figure.id, 2), line(keychain.id, 1), line(figure.id, 3)], {
        reason: 'order',
      })
    })
    const stockOf = async (id: string) =>
      (
        await database.db
          .selectFrom('products')
          .select('stock')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).stock
    expect([await stockOf(figure.id), await stockOf(keychain.id)]).toEqual([1, 3])
    await expect(
      database.db.transaction().execute(async (trx) => {
        await takeStock(trx, [line(figure.id, 1), line(figure.id, 1)], { reason: 'order' })
      }),
    ).rejects.toMatchObject({ statusCode: 409 })
    expect(await stockOf(figure.id)).toBe(1)
    // The test before leaves a product changed behind the ledger's back; these two add up.
    const differing = (await checkStockLedger(database.db)).differences.map((found) => found.productId)
    expect(differing).not.toContain(figure.id)
    expect(differing).not.toContain(keychain.id)
  })
})

describe('npm run stock:check [sqlite]', () => {
  let directory: string
  beforeAll(() => {
    directory = mkdtempSync(join(tmpdir(), 'shop-stock-check-'))
  })
  afterAll(() => {
    rmSync(directory, { recursive: true, force: true })
  })

  it('exits 0 when the ledger adds up and 1 with the products that differ', async () => {
    const shop = connectDatabase({ kind: 'sqlite', filename: join(directory, 'shop.sqlite') })
    await migrateToLatest(shop)
    const figure = await insertProduct(shop.db, { stock: 3 })
    await shop.close()
    const env = { DATA_DIR: directory }

    const good = await runCli('src/server/cli/stock-check.ts', [], { env })
    expect(good).toMatchObject({ code: 0, stdout: 'Stock ledger adds up for all 1 product.\n' })

    const tampered = connectDatabase({ kind: 'sqlite', filename: join(directory, 'shop.sqlite') })
    await tampered.db.updateTable('products').set({ stock: 30 }).where('id', '=', figure.id).execute()
    await tampered.close()
    const bad = await runCli('src/server/cli/stock-check.ts', [], { env })
    expect(bad.code).toBe(1)
    expect(bad.stdout).toContain(`Stock ledger differs for 1 of 1 product:\n  ${figure.id}`)
  })
})
