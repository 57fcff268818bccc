// Builds the web app when dist/web is missing or older than any of its sources.
import { spawnSync } from 'node:child_process'
import { isStale } from './build-freshness.mjs'

const SOURCES = ['src/web', 'src/common', 'vite.config.ts', 'package.json', 'tsconfig.json']
const BUILT_INDEX = 'dist/web/index.html'

export function isWebBuildStale() {
  return isStale(BUILT_INDEX, SOURCES)
}

export function ensureWebBuild() {
  if (!isWebBuildStale()) return
  console.log('Building the web app…')
  const result = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'],
    {
      stdio: 'inherit',
    },
  )
  if (result.status !== 0) {
    console.error('The web app failed to build.')
    process.exit(result.status ?? 1)
  }
}
