import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * A module owns its tables: other modules (and the seed) call its service, never query its tables. The owners
 * are the table in docs/ARCHITECTURE.md; every Kysely call that names a table in a module's non-test source
 * must name one of that module's own.
 */
const ROOT = join(import.meta.dirname, '..', '..')
const MODULES = join(ROOT, 'src', 'server', 'modules')
/** Code outside modules/ that must go through module services all the same, owning no table: the flows too. */
const OWNING_NOTHING = ['flows', 'seed', 'cli'].map((dir) => join(ROOT, 'src', 'server', dir))

/** The `| users | `users` |` rows of the "Tables and their owners" section: module → the tables in back-quotes. */
export function tableOwners(architecture: string): Map<string, Set<string>> {
  const section = architecture.split(/^## Tables and their owners$/m)[1]?.split(/^## /m)[0] ?? ''
  const owners = new Map<string, Set<string>>()
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim())
    const [module, tables] = [cells[1], cells[2]]
    if (!module || !tables || module === 'module' || /^-+$/.test(module)) continue
    // A remark in brackets names columns, not tables: `orders` (with `search_text` for admin search).
    const named = tables.replace(/\([^)]*\)/g, '')
    owners.set(module, new Set([...named.matchAll(/`([a-z_]+)`/g)].map((match) => match[1]!)))
  }
  return owners
}

const TABLE_CALL =
  /\b(?:selectFrom|updateTable|insertInto|replaceInto|deleteFrom|mergeInto|using|innerJoin|leftJoin|rightJoin|fullJoin|crossJoin|innerJoinLateral|leftJoinLateral)\(\s*\[?\s*['"`]([a-z_]+)/g

/** Each table a source text names in a Kysely call, with the line it is on. */
export function tablesUsed(source: string): { table: string; line: number }[] {
  return [...source.matchAll(TABLE_CALL)].map((match) => ({
    table: match[1]!,
    line: source.slice(0, match.index).split('\n').length,
  }))
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name),
    )
    .map((entry) => join(entry.parentPath, entry.name))
}

function violations(dir: string, owned: ReadonlySet<string>): string[] {
  return sourceFiles(dir).flatMap((file) =>
    tablesUsed(readFileSync(file, 'utf8'))
      .filter(({ table }) => !owned.has(table))
      .map(({ table, line }) => `${relative(ROOT, file)}:${line} uses \`${table}\``),
  )
}

describe('table ownership', () => {
  const owners = tableOwners(readFileSync(join(ROOT, 'docs', 'ARCHITECTURE.md'), 'utf8'))

  it('reads an owner for every table the migrations create', () => {
    const owned = [...owners.values()].flatMap((tables) => [...tables])
    expect(new Set(owned).size, 'a table has two owners').toBe(owned.length)
    expect(owners.get('orders')).toEqual(
      new Set(['orders', 'order_items', 'idempotency_keys', 'invoice_counters', 'order_events']),
    )
    expect(owners.get('dashboard')).toEqual(new Set())
    const schema = readFileSync(join(ROOT, 'src', 'server', 'db', 'schema.ts'), 'utf8')
    const tables = [...schema.matchAll(/^\s+([a-z_]+): [A-Z]\w*Table$/gm)].map((match) => match[1]!)
    expect(tables.length).toBeGreaterThan(0)
    expect(new Set(owned)).toEqual(new Set(tables))
  })

  it('finds the tables of multi-line, aliased and joined calls', () => {
    const source = "db\n  .selectFrom(\n    'orders as o')\n  .innerJoin('users', 'users.id', 'o.user_id')"
    expect(tablesUsed(source)).toEqual([
      { table: 'orders', line: 2 },
      { table: 'users', line: 4 },
    ])
  })

  it("lets each module's service query only the tables it owns", () => {
    const modules = readdirSync(MODULES, { withFileTypes: true }).filter((entry) => entry.isDirectory())
    expect(modules.length).toBeGreaterThan(5)
    const found = modules.flatMap((module) =>
      violations(join(MODULES, module.name), owners.get(module.name) ?? new Set()),
    )
    expect(found).toEqual([])
  })

  it('lets the flows, the seed and the commands reach tables only through module services', () => {
    expect(OWNING_NOTHING.flatMap((dir) => violations(dir, new Set()))).toEqual([])
  })
})
