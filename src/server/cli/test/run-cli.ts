import { spawn } from 'node:child_process'
import { once } from 'node:events'

export type CliOutcome = { code: number | null; stdout: string; stderr: string }

/** A CLI's own start (tsx, config loading, a few imports) on this 2-core machine, with room to spare. */
const CLI_TIMEOUT_MS = 60_000

/**
 * Runs a CLI entry point from the sources in its own process, as `npm run …` would, with `env` on top of
 * this process's environment and `input` written to its stdin (which is then closed, so it is not a TTY).
 */
export async function runCli(
  script: string,
  args: string[],
  { env = {}, input = '' }: { env?: Record<string, string>; input?: string } = {},
): Promise<CliOutcome> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    // Set, even empty, these win over a developer's .env, which the commands read: tests stay on their SQLite.
    env: { ...process.env, LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATABASE_URL: '', SHOP_URL: '', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  child.stdin.end(input)
  const timer = setTimeout(() => child.kill(), CLI_TIMEOUT_MS)
  const [code] = (await once(child, 'exit')) as [number | null]
  clearTimeout(timer)
  return { code, stdout, stderr }
}
