// Builds the web app when dist/web is missing or older than any of its sources.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { isStale } from './build-freshness.mjs'

const SOURCES = ['src/web', 'src/common', 'vite.config.ts', 'package.json', 'tsconfig.json']
const BUILT_INDEX = 'dist/web/index.html'

export function isWebBuildStale() {
  return isStale(BUILT_INDEX, SOURCES)
}

/** Resolves once dist/web is fresh; the build runs in a child process, so other work can go on meanwhile. */
export async function ensureWebBuild() {
  if (!isWebBuildStale()) return
  console.log('Building the web app…')
  const vite = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  })
  const [code] = await once(vite, 'exit')
  if (code !== 0) {
    console.error('The web app failed to build.')
    process.exit(code ?? 1)
  }
}
