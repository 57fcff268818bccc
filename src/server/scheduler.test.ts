import pino from 'pino'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Scheduler } from './scheduler'

const quiet = pino({ level: 'silent' })
// On the fake clock: a task's own work takes this long, and the test moves time on by hand.
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('the scheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

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
    // Each run takes 15 ms and the next starts 1 ms after it ends: runs start at 0, 16, 32, 48, 64 and 80 ms.
    await vi.advanceTimersByTimeAsync(80)
    const stopped = scheduler.stop()
    await vi.runAllTimersAsync()
    await stopped
    expect(runs).toBe(6)
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
    await vi.advanceTimersByTimeAsync(10)
    expect(attempts).toBe(2)
    const stopped = scheduler.stop()
    let stoppedYet = false
    void stopped.then(() => (stoppedYet = true))
    await vi.advanceTimersByTimeAsync(5)
    expect(stoppedYet).toBe(false)
    await vi.advanceTimersByTimeAsync(30)
    await stopped
    expect(finished).toBe(true)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(attempts).toBe(2)
  })

  it('starts a task added after the start, and none after the stop', async () => {
    const scheduler = new Scheduler(quiet)
    scheduler.start()
    let late = 0
    scheduler.add({ name: 'late', everyMs: 1_000, run: async () => void (late += 1) })
    await vi.advanceTimersByTimeAsync(10)
    await scheduler.stop()
    scheduler.add({ name: 'too-late', everyMs: 1, run: async () => void (late += 100) })
    await vi.advanceTimersByTimeAsync(5_000)
    expect(late).toBe(1)
  })
})
