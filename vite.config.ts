/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin, type Rollup } from 'vite'

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url))
const apiPort = process.env.API_PORT ?? '3001'

/** The two faces the first screen draws (the splash's and the hero's): Dela Gothic One and Plus Jakarta Sans, Latin. */
const FIRST_PAINT_FONTS = [
  /dela-gothic-one-latin-400-normal-[\w-]+\.woff2$/,
  /plus-jakarta-sans-latin-wght-normal-[\w-]+\.woff2$/,
]

/**
 * Preloads the first paint's fonts from index.html, so they are fetched beside the stylesheet instead of after
 * it. Added at build time, once the fonts have their hashed names.
 */
function preloadFirstPaintFonts(): Plugin {
  return {
    name: 'preload-first-paint-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const fonts = Object.keys(bundle ?? {}).filter((file) =>
          FIRST_PAINT_FONTS.some((font) => font.test(file)),
        )
        if (fonts.length !== FIRST_PAINT_FONTS.length)
          throw new Error(`First-paint fonts not found: ${fonts.join(', ')}`)
        return fonts.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: `/${file}` },
          injectTo: 'head' as const,
        }))
      },
    },
  }
}

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)
// Not the invoice's DejaVu fonts (1.4 MB, seconds of brotli at build time for a download few shoppers make).
const PRECOMPRESSED = /\.(js|css|html|svg|json)$/
const PRECOMPRESS_FROM_BYTES = 1024

/**
 * Writes a .br and a .gz beside every text asset, compressed once at the strongest settings, which the server
 * sends as they are (src/server/plugins/web-app.ts) instead of compressing each answer on the fly at a fast level.
 */
function precompressedAssets(): Plugin {
  return {
    name: 'precompressed-assets',
    apply: 'build',
    // After writing, so that index.html, which Vite emits last, is among the files.
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? fromRoot('./dist/web')
      const sources = Object.values(bundle)
        .filter((output) => PRECOMPRESSED.test(output.fileName) && !output.fileName.startsWith('.vite/'))
        .map((output) => ({
          path: join(outDir, output.fileName),
          bytes: Buffer.from(output.type === 'chunk' ? output.code : output.source),
        }))
        .filter(({ bytes }) => bytes.length >= PRECOMPRESS_FROM_BYTES)
      await Promise.all(
        sources.map(async ({ path, bytes }) => {
          const [brotli, gzipped] = await Promise.all([
            brotliAsync(bytes, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzipAsync(bytes, { level: zlib.Z_BEST_COMPRESSION }),
          ])
          await Promise.all([writeFile(`${path}.br`, brotli), writeFile(`${path}.gz`, gzipped)])
        }),
      )
    },
  }
}

/**
 * Writes .vite/chunk-modules.json beside Vite's manifest: every output chunk with the modules bundled into it
 * (paths relative to the repository), so the weight test can tell what the storefront's entry carries.
 */
function chunkModulesManifest(): Plugin {
  const repositoryRoot = fromRoot('.')
  return {
    name: 'chunk-modules-manifest',
    apply: 'build',
    generateBundle(_options, bundle) {
      const modulesByChunk: Record<string, string[]> = {}
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        modulesByChunk[output.fileName] = Object.keys(output.modules)
          .filter((id) => !id.startsWith('\0'))
          .map((id) => relative(repositoryRoot, id.split('?')[0]!))
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: JSON.stringify(modulesByChunk, null, 1),
      })
    },
  }
}

const LUCIDE_ICONS_DIR = fromRoot('./node_modules/lucide-react/dist/esm/icons/')
const LUCIDE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g

/** lucide-react's export names (ChevronLeft, ChevronLeftIcon, LucideChevronLeft…) and the icon file each comes from. */
function lucideIconFiles(): Map<string, string> {
  const barrel = readFileSync(fromRoot('./node_modules/lucide-react/dist/esm/lucide-react.js'), 'utf8')
  const files = new Map<string, string>()
  for (const [, names, file] of barrel.matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+\.js)'/g)) {
    for (const [, name] of names!.matchAll(/default as (\w+)/g))
      files.set(name!, `${LUCIDE_ICONS_DIR}${file}`)
  }
  return files
}

/**
 * Imports each lucide icon the web app names from its own module instead of through the package's index, so that
 * Rollup (and storefrontChunks below) sees which module uses which icon. Names that are not icons (types,
 * helpers) stay imported from the package.
 */
function lucideIconsByModule(): Plugin {
  let iconFiles: Map<string, string> | undefined
  return {
    name: 'lucide-icons-by-module',
    apply: 'build',
    transform(code, id) {
      if (!id.startsWith(fromRoot('./src/web/')) || !code.includes('lucide-react')) return null
      iconFiles ??= lucideIconFiles()
      const files = iconFiles
      return code.replace(LUCIDE_IMPORT, (statement, specifiers: string) => {
        const kept: string[] = []
        const direct: string[] = []
        for (const specifier of specifiers
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)) {
          const [imported, local = imported] = specifier.split(/\s+as\s+/) as [string, string?]
          const file = files.get(imported)
          if (file) direct.push(`import ${local} from ${JSON.stringify(file)};`)
          else kept.push(specifier)
        }
        if (direct.length === 0) return statement
        return [
          ...direct,
          ...(kept.length > 0 ? [`import { ${kept.join(', ')} } from "lucide-react";`] : []),
        ].join('')
      })
    },
  }
}

const ADMIN_CODE = fromRoot('./src/web/features/admin/')

/**
 * React's runtime and lucide's icon factory: what the first screen and every page render with. Kept in a chunk of
 * their own, loaded beside the entry, for two reasons. The storefront-icons chunk below must not take them in
 * (Rollup moves a manual chunk's unassigned dependencies into it, and the home page then downloaded every shared
 * icon to get React), and React's ≈69 kB gzip change only with React's version, so a shopper's browser keeps them
 * across releases of the shop's own code.
 */
const RENDERING_RUNTIME = [
  fromRoot('./node_modules/react/'),
  fromRoot('./node_modules/react-dom/'),
  fromRoot('./node_modules/scheduler/'),
  fromRoot('./node_modules/lucide-react/dist/esm/'),
]

/**
 * The manual chunks: the rendering runtime above as `react`, and `storefront-icons`, the lucide icons the
 * storefront's lazily loaded pages share. Left alone, Rollup gives each icon two pages use a chunk of its own
 * (≈150 bytes of code in a ≈1 kB answer): the product page queued nine of them on a phone's HTTP/1.1 connections.
 * Icons the first bundle holds stay in it, icons one module uses stay in its chunk, and icons only the admin area
 * uses stay with the admin's chunks, so the storefront downloads no admin code. What the icons import is in the
 * rendering runtime's chunk, so the icons' chunk is not part of the home page's first download.
 */
function storefrontChunks(): Rollup.GetManualChunk {
  let inFirstBundle: Set<string> | undefined
  return (id, { getModuleInfo }) => {
    if (!id.startsWith(LUCIDE_ICONS_DIR)) {
      return RENDERING_RUNTIME.some((folder) => id.startsWith(folder)) ? 'react' : undefined
    }
    if (!inFirstBundle) {
      inFirstBundle = new Set()
      const pending = [fromRoot('./src/web/main.tsx')]
      while (pending.length > 0) {
        const next = pending.pop()!
        if (inFirstBundle.has(next)) continue
        inFirstBundle.add(next)
        pending.push(...(getModuleInfo(next)?.importedIds ?? []))
      }
    }
    if (inFirstBundle.has(id)) return undefined
    // An icon one module uses stays in that module's chunk.
    const importers = getModuleInfo(id)?.importers ?? []
    const isShared = importers.length > 1
    return isShared && importers.some((importer) => !importer.startsWith(ADMIN_CODE))
      ? 'storefront-icons'
      : undefined
  }
}

/**
 * Server test files that start real server processes or hold a deadline in real time (a slow client cut off, a
 * worker restarted, a signal handled): they run one at a time after the rest of the suite, so that the other files
 * running beside them cannot push them past their deadlines.
 */
const TIMING_SENSITIVE_TESTS = [
  'src/server/connection-limits.test.ts',
  'src/server/workers.test.ts',
  'src/server/main.test.ts',
  'src/server/scale-out.integration.test.ts',
  'src/server/cluster-metrics.test.ts',
  'src/server/db/sqlite-driver.test.ts',
  'src/server/plugins/log-output.test.ts',
]

export default defineConfig({
  root: fromRoot('./src/web'),
  publicDir: fromRoot('./src/web/public'),
  plugins: [
    react(),
    tailwindcss(),
    lucideIconsByModule(),
    preloadFirstPaintFonts(),
    chunkModulesManifest(),
    precompressedAssets(),
  ],
  resolve: {
    alias: [{ find: '@common', replacement: fromRoot('./src/common') }],
  },
  build: {
    outDir: fromRoot('./dist/web'),
    emptyOutDir: true,
    sourcemap: false,
    // .vite/manifest.json: what the weight test reads to find the home page's chunks.
    manifest: true,
    chunkSizeWarningLimit: 600,
    rollupOptions: { output: { manualChunks: storefrontChunks() } },
  },
  server: {
    port: 5173,
    proxy: {
      // A regular expression, so that Vite's own source files under src/web/api/ are not sent to the API.
      '^/api/(?!.*\\.tsx?$)': `http://localhost:${apiPort}`,
      '/media': `http://localhost:${apiPort}`,
    },
  },
  test: {
    root: fromRoot('.'),
    // Every core: the files are independent (each suite has its own database), and Vitest's default leaves one idle.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          root: fromRoot('.'),
          include: ['src/server/**/*.test.ts', 'src/common/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: TIMING_SENSITIVE_TESTS,
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'web-unit',
          root: fromRoot('.'),
          include: ['src/web/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: [fromRoot('./src/web/test/setup.ts')],
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          root: fromRoot('.'),
          include: ['src/web/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: [fromRoot('./src/web/test/setup.ts')],
          // Room for several of setup.ts's waits in one test on a busy machine.
          testTimeout: 30_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'server-serial',
          root: fromRoot('.'),
          include: TIMING_SENSITIVE_TESTS,
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})
