import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestDatabase, testDialects, type TestDatabase } from '../test/test-app'
import { insertProduct } from '../test/fixtures'
import { compiledOnce, compiledPerCount } from './compiled-query'
import { prepareByName } from './prepared-statements'

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
  it.runIf(dialect === 'postgres')(
    'is prepared once on the connection by PostgreSQL, an ad hoc query not',
    async () => {
      const product = await insertProduct(database.db, { name: 'Beatrice figure', stock: 3 })
      const prepared = await database.db.transaction().execute(async (trx) => {
        await stockOf(trx, { id: product.id, least: 1 })
        await stockOf(trx, { id: product.id, least: 2 })
        await trx.selectFrom('products').select('stock').where('id', '=', product.id).execute()
        const { rows } = await sql<{ statement: string }>`
          select statement from pg_prepared_statements where name like 'shop\_%'`.execute(trx)
        return rows.map((row) => row.statement)
      })
      expect(prepared.filter((statement) => statement.includes('"stock" >='))).toHaveLength(1)
      expect(prepared).not.toContain('select "stock" from "products" where "id" = $1')
    },
  )
  it.runIf(dialect === 'postgres')(
    'names no statement whose result is every column, however Kysely writes it',
    async () => {
      const everyColumnQueries = [
        compiledOnce<{ id: string }, unknown>((db, value) =>
          db.selectFrom('products').selectAll().where('id', '=', value('id')),
        ),
        compiledOnce<{ id: string }, unknown>((db, value) =>
          db.selectFrom('products').distinct().selectAll('products').where('id', '=', value('id')),
        ),
        compiledOnce<{ id: string }, unknown>((db, value) =>
          db
            .selectFrom('products')
            .select('name')
            .select(sql`1`.as('one'))
            .selectAll()
            .where('id', '=', value('id')),
        ),
        compiledOnce<{ id: string }, unknown>((db, value) =>
          db
            .updateTable('products')
            .set({ name: 'Subaru figure' })
            .where('id', '=', value('id'))
            .returningAll(),
        ),
      ]
      const named = compiledOnce<{ id: string }, unknown>((db, value) =>
        db
          .updateTable('products')
          .set({ name: 'Subaru figure' })
          .where('id', '=', value('id'))
          .returning('name'),
      )
      const product = await insertProduct(database.db, { name: 'Subaru figure', stock: 1 })
      const prepared = await database.db.connection().execute(async (db) => {
        for (const query of [...everyColumnQueries, named]) await query(db, { id: product.id })
        const { rows } = await sql<{ statement: string }>`
          select statement from pg_prepared_statements where statement like '%Subaru%' or statement like '%"products"%'`.execute(
          db,
        )
        return rows.map((row) => row.statement)
      })
      expect(prepared.some((statement) => statement.includes('returning "name"'))).toBe(true)
      expect(prepared.filter((statement) => statement.includes('*'))).toEqual([])
    },
  )

  it.runIf(dialect === 'postgres')(
    'sends a statement PostgreSQL refuses for a changed result type unnamed from then on',
    async () => {
      const selectA = 'select "a" from "result_probe"'
      prepareByName(selectA)
      const { changed, after, prepared } = await database.db.connection().execute(async (db) => {
        try {
          await sql`create table result_probe (a integer)`.execute(db)
          await sql`insert into result_probe values (1)`.execute(db)
          await sql.raw(selectA).execute(db)
          // What another instance's migration may do to a column a running instance's statement returns.
          await sql`alter table result_probe alter column a type text`.execute(db)
          const changed = await sql
            .raw(selectA)
            .execute(db)
            .then(
              () => 'answered',
              (error: { code?: string }) => error.code,
            )
          const after = [
            ...(await sql.raw<{ a: unknown }>(selectA).execute(db)).rows,
            ...(await sql.raw<{ a: unknown }>(selectA).execute(db)).rows,
          ]
          const { rows } = await sql<{ statement: string }>`
            select statement from pg_prepared_statements where statement like '%result_probe%'`.execute(db)
          return { changed, after, prepared: rows.map((row) => row.statement) }
        } finally {
          await sql`drop table if exists result_probe`.execute(db)
        }
      })
      expect(changed).toBe('0A000')
      expect(after).toEqual([{ a: '1' }, { a: '1' }])
      // Only the statement prepared before the change: the later ones went unnamed.
      expect(prepared).toEqual([selectA])
    },
  )
})
