// Compiles the server to JavaScript in dist/server: src/server/main.ts and everything it imports — src/ (the
// @common alias and JSON data included) and the packages — bundled by esbuild into ES modules (decision 0017).
// `node scripts/server-build.mjs [outDir]` always builds; `ensureServerBuild()` builds only when it is stale. The
// journeys' shop (scripts/e2e-shop.ts, the same shop on a clock they move) is built the same way from its own entry
// into a folder of its own, so that the shop's build never holds it.
import { cpSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { isStale } from './build-freshness.mjs'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const fromRoot = (path) => join(ROOT, path)

const SOURCES = ['src/server', 'src/common', 'package.json', 'tsconfig.json', 'scripts/server-build.mjs'].map(
  fromRoot,
)
export const SERVER_OUT_DIR = fromRoot('dist/server')
const ENTRY = 'main.js'
/** The shop's entry: what `npm start` and production run. */
const MAIN_SOURCE = 'src/server/main.ts'
/**
 * Files the server reads at run time beside its code (`new URL('demo-art/', import.meta.url)`): copied beside
 * the bundle, whose chunks all sit directly in the output folder.
 */
const RUNTIME_ASSETS = [
  { from: fromRoot('src/server/seed/demo-art'), to: 'demo-art' },
  { from: fromRoot('src/server/modules/delivery/pincode-data'), to: 'pincode-data' },
]
/**
 * Packages Node loads from node_modules instead: native addons (they find their .node binaries relative to
 * their own files), pg's optional native driver (not installed), and ioredis, imported only when REDIS_URL is
 * set, so bundling it would buy nothing.
 */
const UNBUNDLED_PACKAGES = ['better-sqlite3', 'better-sqlite3-node-api', 'sharp', 'pg-native', 'ioredis']
/** Bundled CommonJS packages call require() for Node's own modules; an ES module has no require of its own. */
const REQUIRE_SHIM =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);"

export function isServerBuildStale(outDir = SERVER_OUT_DIR, source = MAIN_SOURCE) {
  return isStale(join(outDir, ENTRY), [...SOURCES, fromRoot(source)])
}

export async function buildServer(outDir = SERVER_OUT_DIR, source = MAIN_SOURCE) {
  // Loaded here, not at the top: `npm start` with a fresh build never needs it.
  const { build, stop } = await import('esbuild')
  rmSync(outDir, { recursive: true, force: true })
  for (const asset of RUNTIME_ASSETS) cpSync(asset.from, join(outDir, asset.to), { recursive: true })
  await build({
    absWorkingDir: ROOT,
    entryPoints: { main: source },
    outdir: outDir,
    bundle: true,
    // Loading one bundle instead of some 500 package files halves the cold start.
    external: UNBUNDLED_PACKAGES,
    banner: { js: REQUIRE_SHIM },
    // Code only the first start needs (the demo seed and its data) goes in a chunk loaded on demand.
    splitting: true,
    chunkNames: '[name]-[hash]',
    platform: 'node',
    format: 'esm',
    // Deployed on Node 24; the build also runs where the shop still runs, Node 20.19 and later.
    target: ['node24', 'node20.19'],
    tsconfig: 'tsconfig.json',
    // Not minified, so that a stack trace in the log still names the functions; the map is there for
    // `node --enable-source-maps` when a trace must point into src/.
    sourcemap: 'linked',
    logLevel: 'warning',
  }).finally(() => {
    // esbuild's service process would otherwise live on beside the server that `npm start` runs.
    void stop()
  })
}

/** The main.js to run, built first when it is missing or older than the server's sources. */
export async function ensureServerBuild(outDir = SERVER_OUT_DIR, source = MAIN_SOURCE) {
  if (isServerBuildStale(outDir, source)) {
    console.log('Building the server…')
    try {
      await buildServer(outDir, source)
    } catch {
      // esbuild has already printed what failed and where.
      console.error('The server failed to build.')
      process.exit(1)
    }
  }
  return join(outDir, ENTRY)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildServer(process.argv[2] ? resolve(process.argv[2]) : SERVER_OUT_DIR)
}
