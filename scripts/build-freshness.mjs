// When a build is stale: its output is missing or older than the newest of its sources (files or folders).
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

function newestChange(path) {
  if (!existsSync(path)) return 0
  const stats = statSync(path)
  if (!stats.isDirectory()) return stats.mtimeMs
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestChange(join(path, entry))),
    stats.mtimeMs,
  )
}

export function isStale(output, sources) {
  if (!existsSync(output)) return true
  const builtAt = statSync(output).mtimeMs
  return sources.some((source) => newestChange(source) > builtAt)
}
