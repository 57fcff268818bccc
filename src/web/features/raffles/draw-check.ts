import type { Raffle } from '@common/schemas/raffle'

/** The four things a shopper can check of a drawn raffle, in the order the draw made them. */
export type DrawCheckStep = 'commitment' | 'tickets' | 'order' | 'winners'

export interface DrawCheckResult {
  step: DrawCheckStep
  passed: boolean
  /** What was compared, in words: shown beside ✓ or ✗. */
  detail: string
}

/** What the check reads of a drawn raffle's answer: the outcomes after the draw are not the draw's to check. */
type DrawnAnswer = Pick<Raffle, 'seed' | 'seedHash' | 'units' | 'winners'> & {
  entries: Pick<Raffle['entries'][number], '_id' | 'ticket'>[]
}

const HEX = /^(?:[0-9a-f]{2})+$/i

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2)
  for (let index = 0; index < bytes.length; index += 1) {
    bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16)
  }
  return bytes
}

function bytesToHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The text's UTF-8 bytes, in a buffer of this realm (WebCrypto refuses another realm's typed arrays). */
function utf8(text: string): Uint8Array<ArrayBuffer> {
  const encoded = new TextEncoder().encode(text)
  const bytes = new Uint8Array(encoded.length)
  bytes.set(encoded)
  return bytes
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/**
 * Checks a drawn raffle's answer from the published rules alone, with the browser's own WebCrypto: the seed's
 * SHA-256 is the commitment published when entries opened (so the seed was fixed before anyone entered); each
 * ticket is HMAC-SHA256 keyed by the seed's bytes over the entry's id, in hex; the entries stand in ascending
 * ticket order; and the winners are the first `units` of them. A unit a winner did not pay for rolls down to the
 * next entry in the same order, so the order itself is what decides every unit.
 */
export async function checkDraw(
  raffle: DrawnAnswer,
  subtle: SubtleCrypto = crypto.subtle,
): Promise<DrawCheckResult[]> {
  const seed = raffle.seed ?? ''
  if (!HEX.test(seed)) {
    const missing = 'The answer has no seed to check: the raffle has not been drawn yet'
    return (['commitment', 'tickets', 'order', 'winners'] as const).map((step) => ({
      step,
      passed: false,
      detail: missing,
    }))
  }
  const seedBytes = hexToBytes(seed)

  const seedHash = bytesToHex(await subtle.digest('SHA-256', seedBytes))
  const commitment: DrawCheckResult = {
    step: 'commitment',
    passed: seedHash === raffle.seedHash.toLowerCase(),
    detail: `SHA-256 of the seed is ${seedHash}; the commitment published when entries opened is ${raffle.seedHash}`,
  }

  const key = await subtle.importKey('raw', seedBytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  const expected = await Promise.all(
    raffle.entries.map(async (entry) => bytesToHex(await subtle.sign('HMAC', key, utf8(entry._id)))),
  )
  const wrongTickets = raffle.entries.filter(
    (entry, index) => entry.ticket?.toLowerCase() !== expected[index],
  )
  const tickets: DrawCheckResult = {
    step: 'tickets',
    passed: wrongTickets.length === 0,
    detail:
      wrongTickets.length === 0
        ? `All ${plural(raffle.entries.length, 'ticket matches', 'tickets match')} HMAC-SHA256(seed, entry id)`
        : `${plural(wrongTickets.length, 'ticket does', 'tickets do')} not match HMAC-SHA256(seed, entry id): ` +
          wrongTickets.map((entry) => entry._id).join(', '),
  }

  // Ordered by the recomputed tickets, so a ticket changed in the answer cannot also reorder the draw.
  const byTicket = raffle.entries
    .map((entry, index) => ({ id: entry._id, ticket: expected[index]! }))
    .sort((a, b) => (a.ticket < b.ticket ? -1 : a.ticket > b.ticket ? 1 : 0))
  const isListedInOrder = byTicket.every((entry, index) => entry.id === raffle.entries[index]?._id)
  const order: DrawCheckResult = {
    step: 'order',
    passed: isListedInOrder,
    detail: isListedInOrder
      ? `The ${plural(raffle.entries.length, 'entry is', 'entries are')} listed in ascending ticket order`
      : 'The entries are not listed in ascending ticket order',
  }

  const drawnWinners = byTicket.slice(0, raffle.units).map((entry) => entry.id)
  const isSameWinners =
    drawnWinners.length === raffle.winners.length &&
    drawnWinners.every((id, index) => raffle.winners[index] === id)
  const winners: DrawCheckResult = {
    step: 'winners',
    passed: isSameWinners,
    detail: isSameWinners
      ? `The winners are the first ${plural(raffle.units, 'entry', 'entries')} in ticket order`
      : `The first ${plural(raffle.units, 'entry', 'entries')} in ticket order ` +
        `(${drawnWinners.join(', ') || 'none'}) are not the winners published (${raffle.winners.join(', ') || 'none'})`,
  }

  return [commitment, tickets, order, winners]
}
