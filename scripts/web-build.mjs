// Builds the web app when dist/web is missing or older than any of its sources.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const SOURCES = ['src/web', 'src/common', 'vite.config.ts', 'package.json', 'tsconfig.json']
const BUILT_INDEX = 'dist/web/index.html'

function newestChange(path) {
  if (!existsSync(path)) return 0
  const stats = statSync(path)
  if (!stats.isDirectory()) return stats.mtimeMs
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestChange(join(path, entry))),
    stats.mtimeMs,
  )
}

export function isWebBuildStale() {
  if (!existsSync(BUILT_INDEX)) return true
  const builtAt = statSync(BUILT_INDEX).mtimeMs
  return SOURCES.some((source) => newestChange(source) > builtAt)
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
