import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { closeSync, openSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { commandLine, cpuTicks, descendantsOf, freePort } from './processes'

/** npm start may build the web app first (a minute or more on 2 busy cores) before the server listens. */
const START_TIMEOUT_MS = 300_000
const STOP_TIMEOUT_MS = 20_000
const HEALTH_POLL_MS = 100
/** Slow targets (the dashboard at 100,000 orders) can leave a minute of queued work behind them. */
const SETTLE_TIMEOUT_MS = 180_000
/** An idle server uses no CPU; 2 ticks (20 ms) in 300 ms allows for timers and the odd log line. */
const IDLE_WINDOW_MS = 300
const IDLE_TICKS = 2

export type ShopServer = {
  url: string
  /** The processes that serve (the node server under `scripts/start.mjs`), whose memory is measured. */
  serverPids: number[]
  /** How they were started, for the report. */
  serverCommand: string
  /**
   * Waits until the server has worked off what the last load left behind (requests whose client had
   * already gone): its processes use no CPU, /api/health answers 200 (not an overload 503), and
   * `isDatabaseBusy` (PostgreSQL's own processes) says no.
   */
  settle: (isDatabaseBusy?: () => Promise<boolean>) => Promise<void>
  /** Sends SIGTERM (start.mjs passes it on) and waits for the exit; resolves with the exit code. */
  stop: () => Promise<number | string>
}

async function isHealthy(url: string): Promise<boolean> {
  try {
    const health = await fetch(`${url}/api/health`)
    await health.arrayBuffer()
    return health.ok
  } catch {
    return false
  }
}

const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds))

/**
 * The production server as `npm start` runs it: `node scripts/start.mjs` with the production defaults
 * (NODE_ENV, LOG_LEVEL) left to the script, on 127.0.0.1 and a free port. Its request log (stdout) goes to
 * /dev/null — writing it is part of the server's work, keeping it is not; stderr is kept in `logDir`
 * and shown if the shop fails to start.
 */
export async function startShop(env: Record<string, string>, logDir: string): Promise<ShopServer> {
  const port = await freePort()
  const errorLog = join(logDir, 'shop-stderr.log')
  const errorFd = openSync(errorLog, 'a')
  const inherited = { ...process.env }
  delete inherited.LOG_LEVEL
  delete inherited.NODE_ENV
  // BENCH_SHOP_CPUS (e.g. "0"): the shop runs on those cores only (taskset, which then runs node in its own
  // process), so that a load started with `taskset -c 1` does not share them.
  const shopCpus = process.env.BENCH_SHOP_CPUS
  const startNode = [process.execPath, 'scripts/start.mjs']
  const [program, ...args] = shopCpus ? ['taskset', '-c', shopCpus, ...startNode] : startNode
  const child = spawn(program!, args, {
    env: { ...inherited, HOST: '127.0.0.1', PORT: String(port), SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'ignore', errorFd],
  })
  closeSync(errorFd)
  const exited = once(child, 'exit').then(([code, signal]) => (code ?? signal) as number | string)
  const url = `http://127.0.0.1:${port}`

  let hasExited = false
  void exited.then(() => (hasExited = true))
  const deadline = Date.now() + START_TIMEOUT_MS
  for (;;) {
    if (hasExited) throw new Error(`the shop exited before answering:\n${readFileSync(errorLog, 'utf8')}`)
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`the shop did not answer /api/health in time:\n${readFileSync(errorLog, 'utf8')}`)
    }
    if (await isHealthy(url)) break
    await pause(HEALTH_POLL_MS)
  }

  // start.mjs runs the server as its child; should it ever serve in its own process, that one is measured. A
  // node process is known by its program, not its command name: Node 24 names its main thread (which /proc
  // reports as the process's command) `MainThread`, and a server taken for start.mjs's idle process measured 0 ms.
  const nodeChildren = descendantsOf(child.pid!).filter(
    (row) => commandLine(row.pid).split(' ')[0] === process.execPath,
  )
  const serverPids = nodeChildren.length > 0 ? nodeChildren.map((row) => row.pid) : [child.pid!]

  return {
    url,
    serverPids,
    serverCommand: serverPids.map(commandLine).join(' + '),
    settle: async (isDatabaseBusy) => {
      const settleBy = Date.now() + SETTLE_TIMEOUT_MS
      const cpu = () => serverPids.reduce((sum, pid) => sum + cpuTicks(pid), 0)
      for (;;) {
        const before = cpu()
        await pause(IDLE_WINDOW_MS)
        const isIdle = cpu() - before <= IDLE_TICKS
        if (isIdle && (await isHealthy(url)) && !(await isDatabaseBusy?.())) return
        if (Date.now() > settleBy) throw new Error('the shop was still busy 3 minutes after the load stopped')
      }
    },
    stop: async () => {
      child.kill('SIGTERM')
      const timer = setTimeout(() => {
        for (const pid of [child.pid!, ...serverPids]) {
          try {
            process.kill(pid, 'SIGKILL')
          } catch {
            // Already gone.
          }
        }
      }, STOP_TIMEOUT_MS)
      const code = await exited
      clearTimeout(timer)
      return code
    },
  }
}
