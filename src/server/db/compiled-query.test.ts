import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestDatabase, testDialects, type TestDatabase } from '../test/test-app'
import { insertProduct } from '../test/fixtures'
import { compiledOnce, compiledPerCount } from './compiled-query'

describe.each(testDialects)('queries compiled once [%s]', (dialect) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase(dialect)
  })
  afterAll(async () => {
    await database.dispose()
  })

  const stockOf = compiledOnce<{ id: string; least: number }, { name: string; stock: number }>((db, value) =>
    db
      .selectFrom('products')
      .select(['name', 'stock'])
      .where('id', '=', value('id'))
      .where('stock', '>=', value('least')),
  )

  it('runs each call with its own values, building the query once', async () => {
    const first = await insertProduct(database.db, { name: 'Rem figure', stock: 5 })
    const second = await insertProduct(database.db, { name: 'Emilia figure', stock: 1 })
    const build = vi.fn((db: TestDatabase['db'], value: (name: 'id') => string) =>
      db.selectFrom('products').select('name').where('id', '=', value('id')),
    )
    const nameOf = compiledOnce<{ id: string }, { name: string }>(build)
    expect((await nameOf(database.db, { id: first.id })).rows).toEqual([{ name: 'Rem figure' }])
    expect((await nameOf(database.db, { id: second.id })).rows).toEqual([{ name: 'Emilia figure' }])
    expect(build).toHaveBeenCalledTimes(1)
    expect((await stockOf(database.db, { id: first.id, least: 5 })).rows).toEqual([
      { name: 'Rem figure', stock: 5 },
    ])
    expect((await stockOf(database.db, { id: first.id, least: 6 })).rows).toEqual([])
  })

  it('runs in the transaction it is given', async () => {
    const product = await insertProduct(database.db, { name: 'Ram figure', stock: 2 })
    const take = compiledOnce<{ id: string; quantity: number }, { stock: number }>((db, value) =>
      db
        .updateTable('products')
        .set((eb) => ({ stock: eb('stock', '-', value('quantity')) }))
        .where('id', '=', value('id'))
        .returning('stock'),
    )
    await expect(
      database.db.transaction().execute(async (trx) => {
        expect((await take(trx, { id: product.id, quantity: 2 })).rows).toEqual([{ stock: 0 }])
        throw new Error('changed my mind')
      }),
    ).rejects.toThrow('changed my mind')
    expect((await stockOf(database.db, { id: product.id, least: 0 })).rows).toEqual([
      { name: 'Ram figure', stock: 2 },
    ])
  })

  it('refuses a call that leaves a value out, rather than binding it as NULL', async () => {
    await expect(stockOf(database.db, { id: 'x' } as never)).rejects.toThrow('no value for "least"')
  })

  it('compiles a query of several items once per count', async () => {
    const products = await Promise.all(
      ['One', 'Two', 'Three'].map((name) => insertProduct(database.db, { name: `Counted ${name}` })),
    )
    const namesOf = compiledPerCount<{ name: string }>((db, value, count) =>
      db
        .selectFrom('products')
        .select('name')
        .where(
          'id',
          'in',
          Array.from({ length: count }, (_, index) => value(`id${index}`) as string),
        )
        .orderBy('name'),
    )
    const ids = (count: number) =>
      Object.fromEntries(products.slice(0, count).map((product, index) => [`id${index}`, product.id]))
    expect((await namesOf(database.db, 1, ids(1))).rows).toEqual([{ name: 'Counted One' }])
    expect((await namesOf(database.db, 3, ids(3))).rows.map((row) => row.name)).toEqual([
      'Counted One',
      'Counted Three',
      'Counted Two',
    ])
  })
})
