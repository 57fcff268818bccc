import { describe, expect, it } from 'vitest'
import { Changes, EVERYTHING, stockChange, type Change } from './changes'
import { KEPT_MAX_AGE_MS, KeptUntilChanged } from './kept-until-changed'

/** A signal whose hearing a test can turn off. */
function signal() {
  const changes = new Changes()
  let deaf = false
  return {
    subscribe: (listener: (change: Change) => void) => changes.subscribe(listener),
    get hearing() {
      return !deaf
    },
    publish: (change: Change) => changes.publish(change),
    goDeaf: () => {
      deaf = true
    },
  }
}

function counting<T>(value: () => T) {
  const calls = { count: 0 }
  const read = async () => {
    calls.count += 1
    return value()
  }
  return { calls, read }
}

describe('KeptUntilChanged', () => {
  it('reads once until anything but stock changes', async () => {
    const changes = signal()
    const kept = new KeptUntilChanged<{ limit: number }>(changes)
    let limit = 5_000
    const { calls, read } = counting(() => ({ limit }))
    expect(await kept.get(read)).toEqual({ limit: 5_000 })
    expect(await kept.get(read)).toEqual({ limit: 5_000 })
    expect(calls.count).toBe(1)
    changes.publish(stockChange(['p1'])) // an order
    await kept.get(read)
    expect(calls.count).toBe(1)
    limit = 2_000
    changes.publish(EVERYTHING) // an admin saves new settings
    expect(await kept.get(read)).toEqual({ limit: 2_000 })
    expect(calls.count).toBe(2)
  })

  it('keeps nothing read across a change, nor while changes cannot be heard', async () => {
    const changes = signal()
    const kept = new KeptUntilChanged<number>(changes)
    let calls = 0
    const readAcrossChange = async () => {
      calls += 1
      changes.publish(EVERYTHING) // the admin's save lands while the read is in flight
      return calls
    }
    expect(await kept.get(readAcrossChange)).toBe(1)
    expect(await kept.get(async () => 99)).toBe(99)

    const deaf = signal()
    const unkept = new KeptUntilChanged<number>(deaf)
    deaf.goDeaf()
    const { calls: deafCalls, read } = counting(() => 7)
    await unkept.get(read)
    await unkept.get(read)
    expect(deafCalls.count).toBe(2)
  })

  it('reads again once the value is older than its bound, even with nothing heard', async () => {
    const kept = new KeptUntilChanged<number>(signal())
    const { calls, read } = counting(() => 1)
    await kept.get(read, 0)
    await kept.get(read, KEPT_MAX_AGE_MS - 1)
    expect(calls.count).toBe(1)
    await kept.get(read, KEPT_MAX_AGE_MS)
    expect(calls.count).toBe(2)
  })

  it('hands every reader the same frozen value, so none can change it for the others', async () => {
    const kept = new KeptUntilChanged<{ prefixes: string[]; days: { min: number } }>(signal())
    const value = await kept.get(async () => ({ prefixes: ['744'], days: { min: 2 } }))
    expect(Object.isFrozen(value)).toBe(true)
    expect(Object.isFrozen(value.prefixes)).toBe(true)
    expect(Object.isFrozen(value.days)).toBe(true)
    expect(await kept.get(async () => ({ prefixes: [], days: { min: 9 } }))).toBe(value)
  })
})
