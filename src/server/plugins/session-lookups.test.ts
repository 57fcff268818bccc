import { describe, expect, it } from 'vitest'
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

describe('SessionLookups', () => {
  it('asks the database once until something is written', async () => {
    const writes = { generation: 0, suspended: false }
    const lookups = new SessionLookups(writes)
    const { calls, lookUp } = counting(lookup())
    await lookups.find('u1', 's1', lookUp)
    await lookups.find('u1', 's1', lookUp)
    expect(calls.count).toBe(1)
    writes.generation += 1
    await lookups.find('u1', 's1', lookUp)
    expect(calls.count).toBe(2)
  })

  it('keeps nothing looked up across a write, nor while writes cannot be heard', async () => {
    const writes = { generation: 0, suspended: false }
    const lookups = new SessionLookups(writes)
    let calls = 0
    const lookUpAcrossWrite = async () => {
      calls += 1
      writes.generation += 1 // a sign-out lands while the lookup is in flight
      return lookup()
    }
    await lookups.find('u1', 's1', lookUpAcrossWrite)
    await lookups.find('u1', 's1', async () => ((calls += 1), lookup()))
    expect(calls).toBe(2)

    writes.suspended = true
    const { calls: whileDeaf, lookUp } = counting(lookup())
    await lookups.find('u2', 's2', lookUp)
    await lookups.find('u2', 's2', lookUp)
    expect(whileDeaf.count).toBe(2)
  })

  it('keeps a session apart from another of the same user, and no lookup past a minute', async () => {
    const lookups = new SessionLookups({ generation: 0, suspended: false })
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
