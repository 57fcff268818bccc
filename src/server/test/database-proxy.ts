import { mkdtempSync } from 'node:fs'
import { createServer, connect, type Server, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export type DatabaseProxy = {
  /** The database URL with its host pointed at the proxy. */
  url: string
  /** Drops every connection and stops listening: to the shop, the database is gone. */
  cut: () => Promise<void>
  /** Listens again: the database is back. */
  restore: () => Promise<void>
  close: () => Promise<void>
}

/**
 * A byte-for-byte relay in front of the test PostgreSQL, so a test can take the database away from one
 * app and give it back without stopping the server other suites are using at the same moment. For a
 * Unix-socket URL it listens on a socket of its own (peer authentication still sees this process's user).
 */
export async function startDatabaseProxy(databaseUrl: string): Promise<DatabaseProxy> {
  const url = new URL(databaseUrl)
  const port = url.port || '5432'
  const socketHost = url.searchParams.get('host')
  const upstream = socketHost?.startsWith('/')
    ? () => connect(join(socketHost, `.s.PGSQL.${port}`))
    : () => connect(Number(port), url.hostname || '127.0.0.1')
  const directory = socketHost?.startsWith('/') ? mkdtempSync(join(tmpdir(), 'pg-proxy-')) : undefined
  const sockets = new Set<Socket>()
  let server: Server | undefined
  let tcpPort = 0

  const listen = async () => {
    server = createServer((client) => {
      const database = upstream()
      sockets.add(client).add(database)
      client.pipe(database).pipe(client)
      const end = () => {
        client.destroy()
        database.destroy()
        sockets.delete(client)
        sockets.delete(database)
      }
      client.on('error', end).on('close', end)
      database.on('error', end).on('close', end)
    })
    await new Promise<void>((resolve) => {
      if (directory) server!.listen(join(directory, `.s.PGSQL.${port}`), resolve)
      else server!.listen(tcpPort, '127.0.0.1', resolve)
    })
    const address = server.address()
    if (address && typeof address === 'object') tcpPort = address.port
  }
  const cut = async () => {
    for (const socket of sockets) socket.destroy()
    sockets.clear()
    await new Promise((resolve) => server?.close(resolve))
    server = undefined
  }

  await listen()
  const proxied = new URL(databaseUrl)
  if (directory) proxied.searchParams.set('host', directory)
  else {
    proxied.hostname = '127.0.0.1'
    proxied.port = String(tcpPort)
  }
  return { url: proxied.toString(), cut, restore: listen, close: cut }
}
