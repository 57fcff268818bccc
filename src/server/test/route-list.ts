import type { FastifyInstance } from 'fastify'

const TREE_LINE = /^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/

export type ListedRoute = { method: string; path: string }

/**
 * Every route Fastify knows, read from its own route tree (not the HEAD routes it adds to each GET), so a
 * test that walks them cannot silently fall behind the server.
 */
export function listRoutes(app: FastifyInstance): ListedRoute[] {
  const pathAtDepth: string[] = []
  const routes: ListedRoute[] = []
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = TREE_LINE.exec(line)
    if (!match) continue
    const depth = match[1]!.length / 4
    const path = (depth > 0 ? pathAtDepth[depth - 1]! : '') + match[2]!
    pathAtDepth[depth] = path
    for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD') routes.push({ method, path })
  }
  return routes
}
