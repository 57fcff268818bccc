import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Dependencies run one way (docs/ARCHITECTURE.md, "Import rules"). The modules form no cycle, not even through
 * other modules: when two modules need each other, one of them names what it needs as an option of its routes and
 * src/server/flows/module-flows.ts supplies it. The database layer imports none of the layers above it, and neither the
 * modules nor the plugins reach up into the app, the flows, the commands or the seed. Type-only imports count:
 * a module that names another's types knows it. ESLint's import-x/no-cycle sees files; this sees modules.
 *
 * A module shows the rest of the server one file, its public face `modules/<name>/index.ts`, which exports what
 * others may use; its other files are its own. Only the test helpers in `test/`, like the tests, reach inside.
 */
const SERVER = join(import.meta.dirname)
const ROOT = join(SERVER, '..', '..')

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]*|\.{1,2})['"]/gm

/** The relative imports of a source text (static, re-exports and dynamic), as written. */
export function relativeImports(source: string): string[] {
  return [...source.matchAll(IMPORT)].map((match) => match[1]!)
}

/** What part of the server a file belongs to: `modules/<name>`, a folder (`db`, `plugins`…) or a top file. */
export function partOf(file: string): string {
  const [first, second] = relative(SERVER, file).split(/[\\/]/)
  if (first === 'modules' && second) return `modules/${second}`
  return second === undefined ? first!.replace(/\.tsx?$/, '') : first!
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
}

/** Part → the parts it imports, each with the first file that does, for the message. */
function dependencies(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>()
  for (const file of sourceFiles(SERVER)) {
    const from = partOf(file)
    for (const specifier of relativeImports(readFileSync(file, 'utf8'))) {
      const target = resolve(dirname(file), specifier)
      if (relative(SERVER, target).startsWith('..')) continue
      const to = partOf(target)
      if (to === from) continue
      const edges = graph.get(from) ?? new Map<string, string>()
      if (!edges.has(to)) edges.set(to, relative(ROOT, file))
      graph.set(from, edges)
    }
  }
  return graph
}

/** Whether an import of `target` (a resolved path, no extension) from `file` names a module's file behind its face. */
export function reachesInside(file: string, target: string): boolean {
  const to = partOf(target)
  if (!to.startsWith('modules/') || to === partOf(file)) return false
  const inside = relative(join(SERVER, to), target)
  return inside !== '' && inside !== 'index'
}

/** The imports, outside `test/`, of a module's file other than its public face: `file → specifier`. */
function importsBehindFaces(): string[] {
  return sourceFiles(SERVER)
    .filter((file) => partOf(file) !== 'test')
    .flatMap((file) =>
      relativeImports(readFileSync(file, 'utf8'))
        .filter((specifier) => reachesInside(file, resolve(dirname(file), specifier)))
        .map((specifier) => `${relative(ROOT, file)} → ${specifier}`),
    )
}

/** The cycles among `nodes` (each once, as a path back to its start), by a depth-first walk. */
export function cyclesAmong(
  graph: ReadonlyMap<string, ReadonlyMap<string, string>>,
  nodes: string[],
): string[][] {
  const cycles: string[][] = []
  const done = new Set<string>()
  const onPath: string[] = []
  const visit = (node: string) => {
    const at = onPath.indexOf(node)
    if (at >= 0) return void cycles.push([...onPath.slice(at), node])
    if (done.has(node)) return
    onPath.push(node)
    for (const next of graph.get(node)?.keys() ?? []) if (nodes.includes(next)) visit(next)
    onPath.pop()
    done.add(node)
  }
  for (const node of nodes) visit(node)
  return cycles
}

describe('dependencies that run one way', () => {
  const graph = dependencies()
  const parts = [...new Set([...graph.keys(), ...[...graph.values()].flatMap((edges) => [...edges.keys()])])]
  const modules = parts.filter((part) => part.startsWith('modules/'))
  /** The imports from `from` parts into `into` parts, as `part → part (file)`. */
  const importsInto = (from: (part: string) => boolean, into: (part: string) => boolean) =>
    [...graph]
      .filter(([part]) => from(part))
      .flatMap(([part, edges]) =>
        [...edges].filter(([to]) => into(to)).map(([to, file]) => `${part} → ${to} (${file})`),
      )

  it('reads the imports of every kind, and finds a cycle through several parts', () => {
    const source =
      "import type { A } from '../a/a'\nimport {\n  b,\n} from './b'\nexport { c } from '..'\nconst d = await import('./d')\nimport './e'\nimport x from 'zod'"
    expect(relativeImports(source)).toEqual(['../a/a', './b', '..', './d', './e'])
    expect(partOf(join(SERVER, 'modules', 'auth', 'two-factor', 'challenges.ts'))).toBe('modules/auth')
    expect(partOf(join(SERVER, 'db', 'migrations', 'x.ts'))).toBe('db')
    expect(partOf(join(SERVER, 'flows', 'cancellation.ts'))).toBe('flows')
    expect(partOf(join(SERVER, 'app.ts'))).toBe('app')
    const edges = (...to: string[]) => new Map(to.map((part) => [part, 'file.ts']))
    const made = new Map([
      ['a', edges('b')],
      ['b', edges('c')],
      ['c', edges('a', 'd')],
    ])
    expect(cyclesAmong(made, ['a', 'b', 'c', 'd'])).toEqual([['a', 'b', 'c', 'a']])
    expect(cyclesAmong(made, ['a', 'b', 'd'])).toEqual([])
    expect(modules.length).toBeGreaterThan(20)
    expect(graph.get('app')?.has('flows')).toBe(true)
    const flow = join(SERVER, 'flows', 'cancellation.ts')
    expect(reachesInside(flow, join(SERVER, 'modules', 'orders'))).toBe(false)
    expect(reachesInside(flow, join(SERVER, 'modules', 'orders', 'index'))).toBe(false)
    expect(reachesInside(flow, join(SERVER, 'modules', 'orders', 'order-reads'))).toBe(true)
    expect(reachesInside(flow, join(SERVER, 'modules', 'mail', 'templates'))).toBe(true)
    const orders = join(SERVER, 'modules', 'orders', 'order-status.ts')
    expect(reachesInside(orders, join(SERVER, 'modules', 'orders', 'order-reads'))).toBe(false)
    expect(reachesInside(orders, join(SERVER, 'modules', 'products', 'product-stock'))).toBe(true)
    expect(reachesInside(orders, join(SERVER, 'db', 'schema'))).toBe(false)
  })

  it('lets the flows, the app and other modules use a module only through its public face (index.ts)', () => {
    expect(importsBehindFaces()).toEqual([])
  })

  it('keeps the modules free of cycles: a module never needs one that needs it', () => {
    const cycles = cyclesAmong(graph, modules).map((cycle) =>
      cycle
        .map((part, i) => (i === 0 ? part : `${part} (${graph.get(cycle[i - 1]!)!.get(part)})`))
        .join(' → '),
    )
    expect(cycles).toEqual([])
  })

  it('keeps the modules and plugins from reaching up into the app, the flows, the commands or the seed', () => {
    const above = (part: string) =>
      ['app', 'main', 'run-shop', 'workers', 'flows', 'cli', 'seed', 'test'].includes(part)
    expect(importsInto((part) => part.startsWith('modules/'), above)).toEqual([])
    // The plugins read only the seed's catalogue data (the OpenAPI document's examples), not its code.
    const pluginsAbove = importsInto(
      (part) => part === 'plugins',
      (part) => above(part) || part.startsWith('modules/'),
    )
    expect(
      pluginsAbove.filter((line) => !line.includes('seed (src/server/plugins/openapi-examples.ts)')),
    ).toEqual([])
  })

  it('keeps the flows between the app above and the modules below', () => {
    const above = (part: string) =>
      ['app', 'main', 'run-shop', 'workers', 'cli', 'seed', 'test'].includes(part)
    expect(importsInto((part) => part === 'flows', above)).toEqual([])
    expect(graph.get('flows')?.has('modules/orders')).toBe(true)
  })

  it('keeps the database layer below everything that uses it', () => {
    expect(
      importsInto(
        (part) => part === 'db',
        (part) => part !== 'ids' && part !== 'errors' && part !== 'config',
      ),
    ).toEqual([])
  })
})
