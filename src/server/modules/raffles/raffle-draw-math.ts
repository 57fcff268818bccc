import { createHash, createHmac, randomBytes } from 'node:crypto'

/*
 * The arithmetic of a raffle anyone can redo (scripts/verify-raffle.mjs does, with nothing but Node): the seed's
 * commitment, each entry's ticket and the order of the draw.
 */

/** A fresh seed: 32 random bytes, in hex. */
export function newRaffleSeed(): string {
  return randomBytes(32).toString('hex')
}

/** SHA-256 of the seed's bytes (not of its hex text), in hex: published before any entry exists. */
export function seedHashOf(seedHex: string): string {
  return createHash('sha256').update(Buffer.from(seedHex, 'hex')).digest('hex')
}

/** HMAC-SHA256 keyed with the seed's bytes over the entry's id (UTF-8), in hex. */
export function ticketOf(seedHex: string, entryId: string): string {
  return createHmac('sha256', Buffer.from(seedHex, 'hex')).update(entryId, 'utf8').digest('hex')
}

/**
 * The draw: every entry's ticket, in ascending order of ticket (hex of equal length, so as text); ties, which
 * SHA-256 makes out of reach, fall to the entry id so that the order is still one.
 */
export function drawOrder(seedHex: string, entryIds: readonly string[]): { id: string; ticket: string }[] {
  return entryIds
    .map((id) => ({ id, ticket: ticketOf(seedHex, id) }))
    .sort((left, right) =>
      left.ticket < right.ticket
        ? -1
        : left.ticket > right.ticket
          ? 1
          : left.id < right.id
            ? -1
            : left.id > right.id
              ? 1
              : 0,
    )
}

/** Letters and digits only, lower-cased, after Unicode's compatibility folding ("Flat 4-B," = "flat 4b"). */
function compact(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '')
}

/**
 * One delivery address per raffle: its lines, city and PIN compared without case, spaces or punctuation (so
 * "12, M.G. Road" and "12 MG road" are the same door). The lines are joined before compacting, so moving a word
 * from the first line to the second does not make another address.
 */
export function addressKeyOf(address: {
  addressLine1: string
  addressLine2: string | null
  city: string
  postalCode: string
}): string {
  return [
    compact(`${address.addressLine1}${address.addressLine2 ?? ''}`),
    compact(address.city),
    compact(address.postalCode),
  ].join('|')
}

/** One phone per raffle: its digits, without a leading +91, 91 or 0 when more than ten are given. */
export function phoneKeyOf(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  return digits.length > 10 ? digits.replace(/^(91|0)/, '') : digits
}
