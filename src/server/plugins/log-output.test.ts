import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { LogOutput } from './log-output'

describe('LogOutput', () => {
  const directories: string[] = []
  afterEach(() => {
    for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true })
  })

  function logFile() {
    const directory = mkdtempSync(join(tmpdir(), 'log-output-'))
    directories.push(directory)
    const path = join(directory, 'out.log')
    const fd = openSync(path, 'w')
    return { fd, read: () => readFileSync(path, 'utf8'), close: () => closeSync(fd) }
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 30))

  it('keeps short bursts until 4 kB gather or the flush interval passes', async () => {
    const file = logFile()
    const output = new LogOutput(file.fd, { flushEveryMs: 150 })
    output.write('{"n":1}\n')
    await settle()
    expect(file.read()).toBe('')
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(file.read()).toBe('{"n":1}\n')
    output.write(`${'x'.repeat(5000)}\n`)
    await settle()
    expect(file.read()).toHaveLength(8 + 5001)
    file.close()
  })

  it('writes every line once and in order across many chunks, long lines and other scripts included', async () => {
    const file = logFile()
    const output = new LogOutput(file.fd)
    const lines: string[] = []
    for (let index = 0; index < 20_000; index += 1) {
      const line = `{"n":${index},"text":"${index % 97 === 0 ? 'नमस्ते ₹1,299 '.repeat(40) : 'ok'}"}\n`
      lines.push(line)
      output.write(line)
      if (index === 10_000) output.write(`${'y'.repeat(100_000)}\n`)
    }
    lines.splice(10_001, 0, `${'y'.repeat(100_000)}\n`)
    output.flush()
    await settle()
    expect(file.read()).toBe(lines.join(''))
    file.close()
  })

  it('writes what is still held when the process exits', () => {
    const file = logFile()
    const output = new LogOutput(file.fd)
    output.write('{"last":"words"}\n')
    process.emit('exit', 0)
    expect(file.read()).toContain('{"last":"words"}\n')
    file.close()
  })
})
