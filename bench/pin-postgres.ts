import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { cpus } from 'node:os'
import pg from 'pg'
import { descendantsOf } from './processes'

/** The cores of a taskset list ("0", "0,2", "0-1"). */
export function cpuList(list: string): number[] {
  return list.split(',').flatMap((part) => {
    const [first, last = first] = part.split('-').map(Number)
    if (!Number.isInteger(first) || !Number.isInteger(last)) throw new Error(`not a list of cores: ${list}`)
    return Array.from({ length: last! - first! + 1 }, (_, index) => first! + index)
  })
}

function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
  } catch {
    return undefined
  }
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim()
  } catch {
    return ''
  }
}

function affinityOf(pid: number): string {
  return /list:\s*(\S+)/.exec(execFileSync('taskset', ['-c', '-p', String(pid)], { encoding: 'utf8' }))![1]!
}

/** Sets the cores of every thread of `pid`; false when the process has ended meanwhile. */
function setAffinity(pid: number, list: string): boolean {
  try {
    execFileSync('taskset', ['-a', '-c', '-p', list, String(pid)], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

export type PostgresPinning = { description: string; restore: () => void }

/**
 * With the shop on `shopCpus`, PostgreSQL is a server apart from it and runs on the other cores, the load's. The
 * postmaster is found as the parent of the bench's own backend (`pg_backend_pid()`); it and every process it has
 * now are pinned there with taskset (a backend it starts later inherits the postmaster's cores), and `restore`
 * gives them all the postmaster's cores from before. `postgresCpus` puts it on those cores instead (the shop's own,
 * as where a shop runs its database beside its server). When PostgreSQL does not run
 * on this machine, or cannot be pinned, nothing changes and the description says why.
 */
export async function pinPostgres(
  url: string,
  shopCpus: string,
  postgresCpus?: string,
): Promise<PostgresPinning> {
  const unpinned = (why: string) => ({ description: `not pinned: ${why}`, restore: () => {} })
  const shop = new Set(cpuList(shopCpus))
  const others = postgresCpus
    ? cpuList(postgresCpus)
    : cpus()
        .map((_, index) => index)
        .filter((index) => !shop.has(index))
  if (others.length === 0) return unpinned(`the shop has every core (${shopCpus})`)
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  let postmaster: number | undefined
  try {
    const backend = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid
    // Read while the backend lives: it ends with the connection.
    postmaster = parentOf(backend)
  } finally {
    await client.end()
  }
  if (postmaster === undefined || commandOf(postmaster) !== 'postgres')
    return unpinned('its processes are not on this machine')
  // The postmaster first, then what it has: a backend started in between inherits the pinning.
  const original = affinityOf(postmaster)
  const list = others.join(',')
  if (!setAffinity(postmaster, list)) return unpinned('taskset could not pin its postmaster')
  const children = descendantsOf(postmaster)
  for (const { pid } of children) setAffinity(pid, list)
  const restore = () => {
    process.off('SIGINT', interrupted)
    process.off('SIGTERM', interrupted)
    // The postmaster first, so that no backend it starts after the look at its children stays pinned; every
    // process of the server had the postmaster's cores (a backend inherits them).
    setAffinity(postmaster, original)
    for (const { pid } of descendantsOf(postmaster)) setAffinity(pid, original)
  }
  // A bench stopped by a signal gives the cores back too: the server is not the bench's own.
  const interrupted = (signal: NodeJS.Signals) => {
    restore()
    process.kill(process.pid, signal)
  }
  process.once('SIGINT', interrupted)
  process.once('SIGTERM', interrupted)
  return {
    description: `its postmaster (pid ${postmaster}) and the ${children.length} processes it had pinned to core(s) ${list} with \`taskset -a -p\` for the run (backends started later inherit them), their cores given back after it`,
    restore,
  }
}
