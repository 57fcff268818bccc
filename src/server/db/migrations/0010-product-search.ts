import { sql, type Kysely } from 'kysely'
import type { MigrationContext } from './migration-context'

// Frozen: this file never imports application code and never changes once released.

/**
 * Typo-tolerant search (decision 0026): an index that finds the products whose text contains a word, a
 * prefix or a fragment of at least three characters, on both databases. The databases only find candidates;
 * the shop ranks them itself, so the text indexed is the same on both: name, tags, details (the series),
 * category and description.
 *
 * SQLite: an FTS5 table with the trigram tokenizer over the products table (external content, so the text is
 * not stored twice), kept in step by triggers. The update trigger fires only when a searched column changes,
 * so taking stock for an order never touches the index.
 *
 * PostgreSQL: one GIN trigram index (pg_trgm) over the same text, lower-cased, which serves `LIKE '%word%'`.
 * Extensions belong to the database, not to a schema: it is created in `public` and its operator class is
 * named with that schema, so a database whose tables live in another schema (the tests') finds it too.
 * The index keeps GIN's pending list (`fastupdate`, the default): taking stock writes a new version of the
 * product row (stock is indexed, so PostgreSQL cannot update it in place) and with it this index's entries;
 * straight into the index that halved the orders a second, into the list it costs little, and autovacuum
 * merges the list (a catalogue import is best followed by `vacuum analyze products`).
 */
const SEARCHED_COLUMNS = ['name', 'tags', 'details', 'category', 'description'] as const

const columnList = SEARCHED_COLUMNS.join(', ')
const valuesOf = (row: 'new' | 'old') => SEARCHED_COLUMNS.map((column) => `${row}.${column}`).join(', ')

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, context: MigrationContext): Promise<void> {
  if (context.dialect === 'postgres') {
    await sql`create extension if not exists pg_trgm with schema public`.execute(db)
    await sql
      .raw(
        `create index products_search_trgm_idx on products using gin ((lower(${SEARCHED_COLUMNS.join(
          " || ' ' || ",
        )})) public.gin_trgm_ops)`,
      )
      .execute(db)
    return
  }
  await sql
    .raw(
      `create virtual table products_search using fts5(${columnList}, content='products', content_rowid='rowid', tokenize='trigram')`,
    )
    .execute(db)
  await sql
    .raw(
      `create trigger products_search_insert after insert on products begin
         insert into products_search(rowid, ${columnList}) values (new.rowid, ${valuesOf('new')});
       end`,
    )
    .execute(db)
  await sql
    .raw(
      `create trigger products_search_delete after delete on products begin
         insert into products_search(products_search, rowid, ${columnList}) values ('delete', old.rowid, ${valuesOf('old')});
       end`,
    )
    .execute(db)
  await sql
    .raw(
      `create trigger products_search_update after update of ${columnList} on products begin
         insert into products_search(products_search, rowid, ${columnList}) values ('delete', old.rowid, ${valuesOf('old')});
         insert into products_search(rowid, ${columnList}) values (new.rowid, ${valuesOf('new')});
       end`,
    )
    .execute(db)
  await sql.raw(`insert into products_search(products_search) values ('rebuild')`).execute(db)
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>, context: MigrationContext): Promise<void> {
  if (context.dialect === 'postgres') {
    await sql`drop index if exists products_search_trgm_idx`.execute(db)
    return
  }
  for (const trigger of ['products_search_insert', 'products_search_delete', 'products_search_update']) {
    await sql.raw(`drop trigger if exists ${trigger}`).execute(db)
  }
  await sql`drop table if exists products_search`.execute(db)
}
