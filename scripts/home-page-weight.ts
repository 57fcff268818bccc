// What a shopper's phone downloads before the home page can paint, read from a production build's Vite manifest
// (build.manifest) and the chunk → modules list vite.config.ts writes beside it. Used by the weight test and
// by `npm run bench:web`.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/**
 * The home page's JavaScript budget, gzip, in bytes (kB as Vite prints them: 1,000 bytes), React 19 included
 * (decision 0029).
 */
export const HOME_PAGE_JS_BUDGET_BYTES = 140_000

/**
 * Code a shopper must never download with the storefront: the admin area, the invoice and what only they use.
 * Matched against module paths relative to the repository (node_modules/… for packages).
 */
export const STOREFRONT_FORBIDDEN_MODULES: readonly RegExp[] = [
  /^src\/web\/features\/admin\//,
  /^src\/web\/features\/orders\/invoice\//,
  /(^|\/)node_modules\/(jspdf|html2canvas|recharts|dejavu-fonts-ttf)\//,
]

/**
 * Route modules the home page loads lazily for its first paint. Empty while the home page ships in the entry
 * chunk; a home route moved behind `lazy` must be listed here, or its weight would go uncounted.
 */
export const HOME_FIRST_PAINT_LAZY_MODULES: readonly string[] = []

export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json'
const MANIFEST_FILE = '.vite/manifest.json'
const ENTRY_KEY = 'index.html'

interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}
type Manifest = Record<string, ManifestChunk>
/** Output file → the modules bundled into it, as written by vite.config.ts. */
export type ChunkModules = Record<string, string[]>

export interface HomePageWeight {
  /** Every JavaScript file the home page needs before its first paint, with its sizes. */
  chunks: { file: string; rawBytes: number; gzipBytes: number }[]
  rawBytes: number
  gzipBytes: number
  budgetBytes: number
  /** Forbidden modules (see STOREFRONT_FORBIDDEN_MODULES) bundled into those files. */
  forbiddenModules: string[]
}

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T
}

/** The manifest keys of the start chunks and of everything they import statically, each once. */
function staticClosure(manifest: Manifest, startKeys: string[]): string[] {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    const chunk = manifest[key]
    if (!chunk) throw new Error(`The Vite manifest has no chunk ${key}`)
    seen.add(key)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  startKeys.forEach(visit)
  return [...seen]
}

export function isForbiddenInStorefront(modulePath: string): boolean {
  return STOREFRONT_FORBIDDEN_MODULES.some((pattern) => pattern.test(modulePath))
}

/** The home page's weight in a build directory, or undefined when it holds no manifest (an older build). */
export function measureHomePageWeight(outDir: string): HomePageWeight | undefined {
  const manifestPath = join(outDir, MANIFEST_FILE)
  if (!existsSync(manifestPath)) return undefined
  const manifest = readJson<Manifest>(manifestPath)
  const chunkModulesPath = join(outDir, CHUNK_MODULES_FILE)
  if (!existsSync(chunkModulesPath))
    throw new Error(`${chunkModulesPath} is missing: build with vite.config.ts`)
  const chunkModules = readJson<ChunkModules>(chunkModulesPath)

  const lazyKeys = Object.keys(manifest).filter((key) => {
    const source = manifest[key]?.src
    return source !== undefined && HOME_FIRST_PAINT_LAZY_MODULES.includes(source)
  })
  if (lazyKeys.length !== HOME_FIRST_PAINT_LAZY_MODULES.length) {
    throw new Error(
      `Not every home route module is its own chunk: ${HOME_FIRST_PAINT_LAZY_MODULES.join(', ')}`,
    )
  }
  if (!manifest[ENTRY_KEY]?.isEntry) throw new Error(`The Vite manifest has no entry ${ENTRY_KEY}`)

  const files = staticClosure(manifest, [ENTRY_KEY, ...lazyKeys])
    .map((key) => manifest[key]!.file)
    .filter((file) => file.endsWith('.js'))
  const chunks = files.map((file) => {
    const code = readFileSync(join(outDir, file))
    return { file, rawBytes: code.length, gzipBytes: gzipSync(code).length }
  })
  const forbiddenModules = files.flatMap((file) => (chunkModules[file] ?? []).filter(isForbiddenInStorefront))
  return {
    chunks,
    rawBytes: chunks.reduce((sum, chunk) => sum + chunk.rawBytes, 0),
    gzipBytes: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0),
    budgetBytes: HOME_PAGE_JS_BUDGET_BYTES,
    forbiddenModules,
  }
}

/** Every module of a build, whatever chunk holds it (the test uses it to prove its patterns match real paths). */
export function allBuiltModules(outDir: string): string[] {
  return Object.values(readJson<ChunkModules>(join(outDir, CHUNK_MODULES_FILE))).flat()
}
