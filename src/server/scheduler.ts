import type { FastifyBaseLogger } from 'fastify'

/** Work that comes due by itself: sending mails, expiring payment holds, following refunds at the gateway. */
export type ScheduledTask = {
  name: string
  /** The wait between the end of one run and the start of the next. */
  everyMs: number
  run: () => Promise<void>
}

/**
 * The one loop behind every background task of a process: each task runs alone (never two runs of it at
 * once), again `everyMs` after its last run ended, from `start` until `stop`, which waits for the runs in hand.
 * It holds nothing of its own: what is due lives in the database, claimed row by row, so any number of
 * processes and instances may run the same tasks, each piece of work is done once, and a restart loses nothing.
 */
export class Scheduler {
  readonly #tasks: ScheduledTask[] = []
  readonly #timers = new Map<string, NodeJS.Timeout>()
  readonly #running = new Set<Promise<void>>()
  #started = false
  #stopping: Promise<void> | undefined

  constructor(private readonly log: FastifyBaseLogger) {}

  add(task: ScheduledTask): void {
    this.#tasks.push(task)
    if (this.#started && !this.#stopping) this.#schedule(task, 0)
  }

  start(): void {
    if (this.#started) return
    this.#started = true
    for (const task of this.#tasks) this.#schedule(task, 0)
  }

  /** Stops scheduling and waits for the runs in hand; calling it again answers the same wait. */
  stop(): Promise<void> {
    this.#stopping ??= (async () => {
      for (const timer of this.#timers.values()) clearTimeout(timer)
      this.#timers.clear()
      await Promise.all(this.#running)
    })()
    return this.#stopping
  }

  get stopping(): boolean {
    return this.#stopping !== undefined
  }

  #schedule(task: ScheduledTask, delayMs: number): void {
    if (this.#stopping) return
    const timer = setTimeout(() => {
      this.#timers.delete(task.name)
      const run = task
        .run()
        .catch((error: unknown) => this.log.error({ err: error, task: task.name }, 'background task failed'))
        .finally(() => {
          this.#running.delete(run)
          this.#schedule(task, task.everyMs)
        })
      this.#running.add(run)
    }, delayMs)
    // A waiting task never keeps the process alive by itself.
    timer.unref()
    this.#timers.set(task.name, timer)
  }
}
