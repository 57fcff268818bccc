import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { RecordedAnswer } from './recorded-answer'

export type BareServer = { url: string; pid: number; stop: () => Promise<void> }

/** bench/bare-server.mjs in its own plain node process, answering `answers` (path → the shop's bytes). */
export async function startBareServer(
  answers: Map<string, RecordedAnswer>,
  dir: string,
): Promise<BareServer> {
  const file = join(dir, 'bare-answers.json')
  writeFileSync(
    file,
    JSON.stringify(
      Object.fromEntries(
        [...answers].map(([path, answer]) => [
          path,
          {
            status: answer.status,
            contentType: answer.contentType,
            contentEncoding: answer.contentEncoding,
            body: answer.body.toString('base64'),
          },
        ]),
      ),
    ),
  )
  const child = spawn(process.execPath, [join(import.meta.dirname, 'bare-server.mjs'), file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = once(child, 'exit')
  const port = await new Promise<number>((resolve, reject) => {
    let output = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const listening = /listening (\d+)/.exec(output)
      if (listening) resolve(Number(listening[1]))
    })
    void exited.then(() => reject(new Error(`the bare server exited: ${output}`)))
  })
  child.stdout!.resume()
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: async () => {
      child.kill('SIGTERM')
      await exited
    },
  }
}
