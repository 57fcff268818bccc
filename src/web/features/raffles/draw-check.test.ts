// The known answers are worked out with Node's own crypto, apart from the WebCrypto code under test.
// eslint-disable-next-line no-restricted-imports
import { createHash, createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { checkDraw } from './draw-check'

const seed = '5f1e0c9a7b3d2e4f60718293a4b5c6d7e8f90112233445566778899aabbccdde'
const entryIds = [
  '64b7f0c2a1b2c3d4e5f60001',
  '64b7f0c2a1b2c3d4e5f60002',
  '64b7f0c2a1b2c3d4e5f60003',
  '64b7f0c2a1b2c3d4e5f60004',
  '64b7f0c2a1b2c3d4e5f60005',
]

function nodeTicket(id: string): string {
  return createHmac('sha256', Buffer.from(seed, 'hex')).update(id, 'utf8').digest('hex')
}

/** A drawn answer as the rules make it, computed without the code under test. */
function drawnAnswer(units = 2) {
  const entries = entryIds
    .map((_id) => ({ _id, ticket: nodeTicket(_id) }))
    .sort((a, b) => (a.ticket < b.ticket ? -1 : 1))
  return {
    seed,
    seedHash: createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'),
    units,
    entries,
    winners: entries.slice(0, units).map((entry) => entry._id),
  }
}

const passed = (results: Awaited<ReturnType<typeof checkDraw>>) =>
  Object.fromEntries(results.map((result) => [result.step, result.passed]))

describe('checking a draw in the browser', () => {
  it('passes every step for an answer made by the published rules', async () => {
    const results = await checkDraw(drawnAnswer())
    expect(passed(results)).toEqual({ commitment: true, tickets: true, order: true, winners: true })
    expect(results[1]!.detail).toBe('All 5 tickets match HMAC-SHA256(seed, entry id)')
  })

  it('passes with more units than entries: everyone wins', async () => {
    expect(passed(await checkDraw(drawnAnswer(9)))).toEqual({
      commitment: true,
      tickets: true,
      order: true,
      winners: true,
    })
  })

  it('fails the commitment when the seed is not the one whose hash was published', async () => {
    const answer = drawnAnswer()
    const results = await checkDraw({
      ...answer,
      seedHash: createHash('sha256').update('other').digest('hex'),
    })
    expect(passed(results).commitment).toBe(false)
  })

  it('fails the tickets, naming the entry, when one ticket was changed', async () => {
    const answer = drawnAnswer()
    const tampered = answer.entries.map((entry, index) =>
      index === 3 ? { ...entry, ticket: '0'.repeat(64) } : entry,
    )
    const results = await checkDraw({ ...answer, entries: tampered })
    expect(passed(results)).toEqual({ commitment: true, tickets: false, order: true, winners: true })
    expect(results[1]!.detail).toContain(answer.entries[3]!._id)
  })

  it('fails the order when the entries are not listed by ascending ticket', async () => {
    const answer = drawnAnswer()
    const results = await checkDraw({ ...answer, entries: [...answer.entries].reverse() })
    expect(passed(results).order).toBe(false)
  })

  it('fails the winners when another entry is named a winner', async () => {
    const answer = drawnAnswer()
    const results = await checkDraw({ ...answer, winners: [answer.entries[0]!._id, answer.entries[4]!._id] })
    expect(passed(results)).toEqual({ commitment: true, tickets: true, order: true, winners: false })
  })

  it('fails every step without a seed: nothing was drawn', async () => {
    const results = await checkDraw({ ...drawnAnswer(), seed: null })
    expect(results.map((result) => result.passed)).toEqual([false, false, false, false])
  })
})
