import { mkdtempSync, rmSync } from 'node:fs'
import { get } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { startChildServer, type ChildServer } from './test/child-server'

// The real server started with WORKERS=2 (a few seconds here): what only processes show.

let server: ChildServer | undefined
let dataDir: string | undefined

afterEach(() => {
  if (server && server.process.exitCode === null) server.process.kill('SIGKILL')
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  server = undefined
  dataDir = undefined
})

/** One request on a connection of its own, so that the primary hands each to a worker in turn. */
function getOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
    }).on('error', reject)
  })
}

/** The process ids in the server's request log lines for `path`. */
function pidsAnswering(output: string, path: string): Set<number> {
  const pids = new Set<number>()
  for (const line of output.split('\n')) {
    if (!line.includes('"msg":"request completed"') || !line.includes(`"url":"${path}"`)) continue
    pids.add((JSON.parse(line) as { pid: number }).pid)
  }
  return pids
}

describe('WORKERS=2 [sqlite]', () => {
  it('serves one port from two processes, each answering in turn, and all exit 0 on SIGTERM', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'shop-workers-'))
    server = await startChildServer({ DATA_DIR: dataDir, WORKERS: '2' })
    const primaryPid = server.process.pid!
    // Both workers listening: each logs it, on the same port.
    await expect.poll(() => server!.output().match(/"msg":"Server listening at /g)?.length ?? 0).toBe(2)
    const addresses = new Set(server.output().match(/Server listening at http:\/\/127\.0\.0\.1:\d+/g))
    expect(addresses.size).toBe(1)

    const statuses = await Promise.all(
      Array.from({ length: 10 }, () => getOnNewConnection(`${server!.url}/api/health`)),
    )
    expect(statuses.every((status) => status === 200)).toBe(true)
    await expect.poll(() => pidsAnswering(server!.output(), '/api/health').size).toBe(2)
    expect(pidsAnswering(server.output(), '/api/health').has(primaryPid)).toBe(false)

    server.process.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    expect(server.output().match(/shutting down: draining requests/g)).toHaveLength(2)
    await expect(getOnNewConnection(`${server.url}/api/health`)).rejects.toThrow()
  }, 30_000)
})
