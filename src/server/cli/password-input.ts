import { createInterface } from 'node:readline'
import type { Readable, Writable } from 'node:stream'

/** Something typed or piped that cannot be used: one line for the operator, exit code 1. */
export class CliInputError extends Error {}

type TerminalInput = Readable & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown }

const ENTER = new Set(['\r', '\n'])
const CTRL_C = '\u0003'
const CTRL_D = '\u0004'
const BACKSPACE = new Set(['\u007f', '\b'])

/**
 * One line typed at a terminal without showing it: the terminal is put in raw mode, so nothing is echoed and
 * each key arrives as typed; Enter ends the line, Backspace takes back a character, Ctrl+C cancels.
 */
export function readHiddenLine(question: string, input: TerminalInput, output: Writable): Promise<string> {
  output.write(question)
  input.setRawMode?.(true)
  input.setEncoding('utf8')
  input.resume()
  return new Promise((resolve, reject) => {
    let typed: string[] = []
    const finish = () => {
      input.off('data', onData)
      input.setRawMode?.(false)
      input.pause()
      output.write('\n')
    }
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (ENTER.has(character)) {
          finish()
          resolve(typed.join(''))
          return
        }
        if (character === CTRL_C || character === CTRL_D) {
          finish()
          reject(new CliInputError('Cancelled: no password was typed.'))
          return
        }
        if (BACKSPACE.has(character)) typed = typed.slice(0, -1)
        else if (character >= ' ') typed.push(character)
      }
    }
    input.on('data', onData)
  })
}

/** The first line of piped input (`echo "$PASSWORD" | npm run admin:create …`), without its line break. */
export async function readFirstLine(input: Readable): Promise<string | undefined> {
  const lines = createInterface({ input, crlfDelay: Infinity })
  try {
    for await (const line of lines) return line
    return undefined
  } finally {
    lines.close()
  }
}

/**
 * A password the operator did not give on the command line: asked twice at a terminal, hidden; read from the
 * first line of stdin when it is a pipe or a file, so scripts can pass one without it showing in `ps`.
 */
export async function askForPassword(
  input: TerminalInput = process.stdin,
  output: Writable = process.stderr,
): Promise<string> {
  if (input.isTTY) {
    const password = await readHiddenLine('Password for the admin account: ', input, output)
    const repeated = await readHiddenLine('Repeat the password: ', input, output)
    if (password !== repeated) throw new CliInputError("Passwords don't match.")
    return password
  }
  const line = await readFirstLine(input)
  if (line === undefined)
    throw new CliInputError(
      'No password: pass --password, type it when asked, or give it as the first line of stdin.',
    )
  return line
}
