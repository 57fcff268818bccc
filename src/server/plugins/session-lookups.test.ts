import { describe, expect, it } from 'vitest'
import { Changes, EVERYTHING, stockChange } from '../changes/changes'
import type { UserRow } from '../db/schema'
import { SessionLookups, type SessionLookup } from './session-lookups'

const user = { id: 'u1', role: 'user', is_active: 1 } as UserRow
const lookup = (liveUntil: string | null = '2999-01-01T00:00:00.000Z'): SessionLookup => ({
  user,
  sessionLiveUntil: liveUntil,
})

function counting(result: SessionLookup | undefined) {
  const calls = { count: 0 }
  const lookUp = async () => {
    calls.count += 1
    return result
  }
  return { calls, lookUp }
}

/** A signal whose hearing a test can turn off. */
function signal() {
  const changes = new Changes()
  let deaf = false
  return {
    subscribe: (listener: Parameters<Changes['subscribe']>[0]) => changes.subscribe(listener),
    get hearing() {
      return !deaf
    },
    publish: (change: Parameters<Changes['publish']>[0]) => changes.publish(change),
    goDeaf: () => {
      deaf = true
    },
  }
}

describe('SessionLookups', () => {
  it('asks the database once until anything but stock changes', async () => {
    const changes = signal()
    const lookups = new SessionLookups(changes)
    const { calls, lookUp } = counting(lookup())
    await lookups.find('u1', 's1', lookUp)
    await lookups.find('u1', 's1', lookUp)
    expect(calls.count).toBe(1)
    changes.publish(stockChange(['p1'])) // an order touches no user or session
    await lookups.find('u1', 's1', lookUp)
    expect(calls.count).toBe(1)
    changes.publish(EVERYTHING) // a sign-out, a role change
    await lookups.find('u1', 's1', lookUp)
    expect(calls.count).toBe(2)
  })

  it('keeps nothing looked up across a change, nor while changes cannot be heard', async () => {
    const changes = signal()
    const lookups = new SessionLookups(changes)
    let calls = 0
    const lookUpAcrossChange = async () => {
      calls += 1
      changes.publish(EVERYTHING) // a sign-out lands while the lookup is in flight
      return lookup()
    }
    await lookups.find('u1', 's1', lookUpAcrossChange)
    await lookups.find('u1', 's1', async () => ((calls += 1), lookup()))
    expect(calls).toBe(2)

    changes.goDeaf()
    const { calls: whileDeaf, lookUp } = counting(lookup())
    await lookups.find('u2', 's2', lookUp)
    await lookups.find('u2', 's2', lookUp)
    expect(whileDeaf.count).toBe(2)
  })

  it('keeps a session apart from another of the same user, and no lookup past a minute', async () => {
    const lookups = new SessionLookups(new Changes())
    const { calls, lookUp } = counting(lookup())
    await lookups.find('u1', 's1', lookUp, 0)
    await lookups.find('u1', 's2', lookUp, 0)
    expect(calls.count).toBe(2)
    await lookups.find('u1', 's1', lookUp, 59_999)
    expect(calls.count).toBe(2)
    await lookups.find('u1', 's1', lookUp, 60_000)
    expect(calls.count).toBe(3)
  })
})
