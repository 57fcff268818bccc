import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'

export type ChildServer = {
  process: ChildProcess
  /** `http://127.0.0.1:<port>` */
  url: string
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>
  /** Everything it has written to stdout and stderr so far. */
  output: () => string
}

/** How long a child shop may take to migrate and listen on this 2-core machine. */
const START_TIMEOUT_MS = 20_000

/**
 * The real server in its own process on a free port of 127.0.0.1, for tests of what only a process shows:
 * signals, a kill in mid-write, a restart on the same data. The sources through tsx unless `nodeArgs` names
 * another entry (the compiled dist/server/main.js that `npm start` runs), from `cwd` if given.
 */
export async function startChildServer(
  env: Record<string, string>,
  { nodeArgs = ['--import', 'tsx', 'src/server/main.ts'], cwd }: { nodeArgs?: string[]; cwd?: string } = {},
): Promise<ChildServer> {
  const child = spawn(process.execPath, nodeArgs, {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', SEED_DEMO: 'false', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    cwd,
  })
  const exited = once(child, 'exit').then(([code, signal]) => (code ?? signal) as number | string)
  let output = ''
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the shop did not start:\n${output}`)), START_TIMEOUT_MS)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const listening = /"msg":"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/.exec(output)
      if (listening) {
        clearTimeout(timer)
        resolve(listening[1]!)
      }
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    void exited.then((code) => {
      clearTimeout(timer)
      reject(new Error(`the shop exited (${code}) before listening:\n${output}`))
    })
  })
  // Keep the pipes flowing so a chatty child never blocks on a full pipe.
  child.stdout!.resume()
  child.stderr!.resume()
  return { process: child, url, exited, output: () => output }
}
