import { describe, expect, it } from 'vitest'
import { Changes, EVERYTHING, stockChange } from '../changes/changes'
import type { UserRow } from '../db/schema'
import { keptSessionLookups, type SessionLookup } from './session-lookups'

const user = { id: 'u1', role: 'user', is_active: 1 } as UserRow
const lookup = (liveUntil: string | null = '2999-01-01T00:00:00.000Z'): SessionLookup => ({
  user: { ...user },
  sessionLiveUntil: liveUntil,
})

function counting(result: () => SessionLookup | undefined) {
  const calls = { count: 0 }
  const lookUp = async () => {
    calls.count += 1
    return result()
  }
  return { calls, lookUp }
}

/** Changes on a clock of their own, which a test can make deaf to the other processes. */
function signal() {
  const clock = { now: 0 }
  const changes = new Changes({ clock: () => clock.now })
  const goDeaf = () =>
    changes.connect(
      { name: 'test', listen: async (_heard, hearing) => (hearing(false), async () => {}) },
      () => {},
    )
  return { changes, clock, goDeaf }
}

describe('session lookups', () => {
  it('ask the database once until anything but stock changes', async () => {
    const { changes } = signal()
    const find = keptSessionLookups(changes)
    const { calls, lookUp } = counting(lookup)
    await find('u1', 's1', lookUp)
    await find('u1', 's1', lookUp)
    expect(calls.count).toBe(1)
    changes.publish(stockChange(['p1'])) // an order touches no user or session
    await find('u1', 's1', lookUp)
    expect(calls.count).toBe(1)
    changes.publish(EVERYTHING) // a sign-out, a role change
    await find('u1', 's1', lookUp)
    expect(calls.count).toBe(2)
  })

  it('keep nothing looked up across a change, nor while changes cannot be heard', async () => {
    const { changes, goDeaf } = signal()
    const find = keptSessionLookups(changes)
    let calls = 0
    const lookUpAcrossChange = async () => {
      calls += 1
      changes.publish(EVERYTHING) // a sign-out lands while the lookup is in flight
      return lookup()
    }
    await find('u1', 's1', lookUpAcrossChange)
    await find('u1', 's1', async () => ((calls += 1), lookup()))
    expect(calls).toBe(2)

    await goDeaf()
    const { calls: whileDeaf, lookUp } = counting(lookup)
    await find('u2', 's2', lookUp)
    await find('u2', 's2', lookUp)
    expect(whileDeaf.count).toBe(2)
  })

  it('keep a session apart from another of the same user, and no lookup past a minute', async () => {
    const { changes, clock } = signal()
    const find = keptSessionLookups(changes)
    const { calls, lookUp } = counting(lookup)
    await find('u1', 's1', lookUp)
    await find('u1', 's2', lookUp)
    expect(calls.count).toBe(2)
    clock.now = 59_999
    await find('u1', 's1', lookUp)
    expect(calls.count).toBe(2)
    clock.now = 60_000
    await find('u1', 's1', lookUp)
    expect(calls.count).toBe(3)
  })

  it('remember an ended session as well, and hand out the user frozen', async () => {
    const { changes } = signal()
    const find = keptSessionLookups(changes)
    const { calls, lookUp } = counting(() => undefined)
    expect(await find('u1', 'gone', lookUp)).toBeUndefined()
    expect(await find('u1', 'gone', lookUp)).toBeUndefined()
    expect(calls.count).toBe(1)
    const found = await find('u1', 's1', async () => lookup())
    expect(Object.isFrozen(found!.user)).toBe(true)
  })
})
