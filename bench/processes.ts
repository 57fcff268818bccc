import { readdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'

/** A free TCP port on 127.0.0.1, found by letting the system pick one and giving it back. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port)
        else reject(new Error('no port'))
      })
    })
  })
}

/** Parent pid and command name of every process, from /proc/<pid>/stat. */
function processTable(): { pid: number; parent: number; command: string }[] {
  const table: { pid: number; parent: number; command: string }[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      // "pid (command) state ppid …": the command may hold spaces and parentheses, so split at the last ')'.
      const open = stat.indexOf('(')
      const close = stat.lastIndexOf(')')
      const parent = Number(stat.slice(close + 2).split(' ')[1])
      table.push({ pid: Number(entry), parent, command: stat.slice(open + 1, close) })
    } catch {
      // The process ended while the table was read.
    }
  }
  return table
}

/** Every process below `pid` (children, grandchildren …). */
export function descendantsOf(pid: number): { pid: number; command: string }[] {
  const table = processTable()
  const found: { pid: number; command: string }[] = []
  const parents = [pid]
  while (parents.length > 0) {
    const parent = parents.pop()!
    for (const row of table) {
      if (row.parent !== parent) continue
      found.push({ pid: row.pid, command: row.command })
      parents.push(row.pid)
    }
  }
  return found
}

/** The process's resident memory (VmRSS) in bytes; 0 once it has ended. */
export function residentBytes(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024
  } catch {
    return 0
  }
}

/**
 * The fields of /proc/<pid>/stat after "pid (command) " (the command may hold spaces and parentheses), summed
 * at `indexes`: CPU times in clock ticks (1/100 s on Linux); 0 once the process has ended.
 */
function statTicks(pid: number, indexes: readonly number[]): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return indexes.reduce((sum, index) => sum + Number(fields[index]), 0)
  } catch {
    return 0
  }
}

/** CPU time the process has used so far: utime and stime, the 12th and 13th fields after its command. */
export function cpuTicks(pid: number): number {
  return statTicks(pid, [11, 12])
}

/**
 * CPU time used so far by a family of processes named `command` (PostgreSQL's are all `postgres`): the live
 * ones', and, from each one whose parent is not of the family (the postmaster), the time of its children that
 * have ended and been waited for (cutime and cstime) — a backend whose pool closed it mid-run, a vacuum worker
 * — so the total only grows.
 */
export function cpuTicksOfCommand(command: string): number {
  const family = processTable().filter((row) => row.command === command)
  const pids = new Set(family.map((row) => row.pid))
  return family.reduce(
    (sum, row) => sum + statTicks(row.pid, pids.has(row.parent) ? [11, 12] : [11, 12, 13, 14]),
    0,
  )
}

export function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ')
  } catch {
    return ''
  }
}
