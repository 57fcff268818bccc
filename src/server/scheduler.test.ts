import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { Scheduler } from './scheduler'

const quiet = pino({ level: 'silent' })
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('the scheduler', () => {
  it('runs each task again after its wait, never two runs of one task at once', async () => {
    const scheduler = new Scheduler(quiet)
    let running = 0
    let overlapped = false
    let runs = 0
    scheduler.add({
      name: 'slow',
      everyMs: 1,
      run: async () => {
        running += 1
        overlapped ||= running > 1
        runs += 1
        await wait(15)
        running -= 1
      },
    })
    scheduler.start()
    await wait(80)
    await scheduler.stop()
    expect(runs).toBeGreaterThanOrEqual(3)
    expect(overlapped).toBe(false)
  })

  it('goes on after a run fails, and stop waits for the run in hand', async () => {
    const scheduler = new Scheduler(quiet)
    let attempts = 0
    let finished = false
    scheduler.add({
      name: 'flaky',
      everyMs: 1,
      run: async () => {
        attempts += 1
        if (attempts === 1) throw new Error('the database blinked')
        await wait(30)
        finished = true
      },
    })
    scheduler.start()
    await wait(10)
    await scheduler.stop()
    expect(attempts).toBe(2)
    expect(finished).toBe(true)
    const after = attempts
    await wait(20)
    expect(attempts).toBe(after)
  })

  it('starts a task added after the start, and none after the stop', async () => {
    const scheduler = new Scheduler(quiet)
    scheduler.start()
    let late = 0
    scheduler.add({ name: 'late', everyMs: 1_000, run: async () => void (late += 1) })
    await wait(10)
    await scheduler.stop()
    scheduler.add({ name: 'too-late', everyMs: 1, run: async () => void (late += 100) })
    await wait(10)
    expect(late).toBe(1)
  })
})
