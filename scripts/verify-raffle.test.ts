import { spawn } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { drawOrder, seedHashOf } from '../src/server/modules/raffles/raffle-draw-math'
import { type PublicRaffle, verifyRaffle } from './verify-raffle.mjs'

const SCRIPT = new URL('./verify-raffle.mjs', import.meta.url).pathname

/** A drawn raffle's public answer as the shop makes it (the shop's own arithmetic, raffle-draw-math.ts). */
function drawnRaffle(units: number, entryIds: string[]): PublicRaffle {
  const seed = 'a1'.repeat(32)
  const entries = drawOrder(seed, entryIds).map(({ id, ticket }) => ({ _id: id, ticket }))
  return {
    _id: 'raffle-1',
    state: 'drawn',
    units,
    seed,
    seedHash: seedHashOf(seed),
    entries,
    winners: entries.slice(0, units).map((entry) => entry._id),
  }
}

const ENTRY_IDS = [
  '6f1c0a9b2d3e4f5a6b7c8d9e',
  '0a1b2c3d4e5f60718293a4b5',
  'ffeeddccbbaa998877665544',
  '123456789abcdef012345678',
]

describe('verifying a raffle from its public answer', () => {
  it("passes the shop's own draw, naming each check", () => {
    const { checked, problems } = verifyRaffle(drawnRaffle(2, ENTRY_IDS))
    expect(problems).toEqual([])
    expect(checked.join('\n')).toContain('matches the published seedHash')
    expect(checked.join('\n')).toContain('all 4 tickets are HMAC-SHA256(seed, entry id)')
  })

  it('fails a seed that does not hash to the published commitment', () => {
    const raffle = drawnRaffle(2, ENTRY_IDS)
    const { problems } = verifyRaffle({ ...raffle, seedHash: seedHashOf('b2'.repeat(32)) })
    expect(problems.join('\n')).toContain('matches the published seedHash')
  })

  it('fails a ticket that is not the HMAC of its entry', () => {
    const raffle = drawnRaffle(2, ENTRY_IDS)
    const tampered = raffle.entries.map((entry, index) =>
      index === 3 ? { ...entry, ticket: '0'.repeat(64) } : entry,
    )
    expect(verifyRaffle({ ...raffle, entries: tampered }).problems.length).toBeGreaterThan(0)
  })

  it('fails winners other than the lowest tickets, and entries out of ticket order', () => {
    const raffle = drawnRaffle(2, ENTRY_IDS)
    const others = [raffle.entries[0]!._id, raffle.entries[2]!._id]
    expect(verifyRaffle({ ...raffle, winners: others }).problems.join('\n')).toContain('the winners are')
    const reordered = [raffle.entries[1]!, raffle.entries[0]!, ...raffle.entries.slice(2)]
    expect(verifyRaffle({ ...raffle, entries: reordered }).problems.join('\n')).toContain(
      'ascending ticket order',
    )
  })

  it('refuses to vouch for a raffle not drawn yet', () => {
    const raffle = drawnRaffle(2, ENTRY_IDS)
    expect(verifyRaffle({ ...raffle, state: 'open', seed: null }).problems).toHaveLength(1)
  })
})

describe('node scripts/verify-raffle.mjs <shop-url> <raffle-id>', () => {
  const answers = new Map<string, PublicRaffle>()
  let server: Server
  let shopUrl: string

  beforeAll(async () => {
    const good = drawnRaffle(1, ENTRY_IDS)
    answers.set('good', good)
    answers.set('tampered', { ...good, winners: [good.entries[1]!._id] })
    server = createServer((request, response) => {
      const answer = answers.get(request.url!.split('/').pop()!)
      response.writeHead(answer ? 200 : 404, { 'content-type': 'application/json' })
      response.end(JSON.stringify(answer ?? { success: false, message: 'Raffle not found' }))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    shopUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
  })

  function run(raffleId: string): Promise<{ code: number | null; output: string }> {
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [SCRIPT, shopUrl, raffleId])
      let output = ''
      child.stdout.on('data', (chunk) => (output += chunk))
      child.stderr.on('data', (chunk) => (output += chunk))
      child.on('error', reject)
      child.on('close', (code) => resolve({ code, output }))
    })
  }

  it('exits 0 and prints its checks for a draw that checks out', async () => {
    const { code, output } = await run('good')
    expect(output).toContain('the draw checks out')
    expect(code).toBe(0)
  })

  it('exits 1 naming the mismatch for a tampered answer, and 2 for a raffle it cannot read', async () => {
    const tampered = await run('tampered')
    expect(tampered.output).toContain('FAIL  the winners are')
    expect(tampered.code).toBe(1)
    expect((await run('missing')).code).toBe(2)
  })
})
