import { writeSync } from 'node:fs'

/** Lines gather in a buffer of this size. */
const BUFFER_BYTES = 64 * 1024
/** Written once this much has gathered, or at the latest every `flushEveryMs`. */
const WRITE_FROM_BYTES = 4096
/** UTF-8 takes at most three bytes for each UTF-16 code unit of a JavaScript string. */
const MAX_BYTES_PER_UNIT = 3
/** How long to wait before trying again when a non-blocking pipe is full. */
const FULL_PIPE_PAUSE_MS = 1

/**
 * Log lines for a file descriptor (standard output): each copied at once into a buffer of bytes, written 4 kB
 * or more at a time, at least every half second, and when the process exits.
 *
 * pino's own destination (sonic-boom) keeps each line as a string until its background write: under load those
 * strings outlived the young generation's collections and piled up as old garbage — 50 MB more heap at 50,000
 * requests a second, and a fifth of the throughput spent collecting it. Copied into bytes at once, a line dies
 * young. The writes are synchronous, as pino's are by default: one system call per 4 kB of lines costs little,
 * nothing is in flight when the process exits, and a full pipe slows the server instead of growing a queue.
 */
export class LogOutput {
  #buffer = Buffer.allocUnsafe(BUFFER_BYTES)
  #used = 0

  constructor(
    private readonly fd: number,
    { flushEveryMs = 500 }: { flushEveryMs?: number } = {},
  ) {
    setInterval(() => this.flush(), flushEveryMs).unref()
    process.on('exit', () => this.flush())
  }

  write(line: string): void {
    if (line.length * MAX_BYTES_PER_UNIT > BUFFER_BYTES - this.#used) {
      this.flush()
      if (line.length * MAX_BYTES_PER_UNIT > BUFFER_BYTES) {
        const bytes = Buffer.from(line)
        this.#writeAll(bytes, bytes.length)
        return
      }
    }
    this.#used += this.#buffer.write(line, this.#used)
    if (this.#used >= WRITE_FROM_BYTES) this.flush()
  }

  flush(): void {
    if (this.#used === 0) return
    this.#writeAll(this.#buffer, this.#used)
    this.#used = 0
  }

  #writeAll(bytes: Buffer, length: number): void {
    let offset = 0
    while (offset < length) {
      try {
        offset += writeSync(this.fd, bytes, offset, length - offset)
      } catch (error) {
        // Anything but a full pipe (the descriptor closed): these lines are lost, and there is nowhere to say so.
        if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') return
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, FULL_PIPE_PAUSE_MS)
      }
    }
  }
}
