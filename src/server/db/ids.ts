import { randomBytes } from 'node:crypto'

const ID_BYTES = 12
/** Random bytes drawn for this many ids at once: one call into the system's generator, not one an id. */
const IDS_PER_DRAW = 256
let drawn = Buffer.alloc(0)
let used = 0

/** 24 random lower-case hex characters: records made in the same millisecond still differ at both ends. */
export function newId(): string {
  if (used + ID_BYTES > drawn.length) {
    drawn = randomBytes(ID_BYTES * IDS_PER_DRAW)
    used = 0
  }
  const id = drawn.toString('hex', used, used + ID_BYTES)
  used += ID_BYTES
  return id
}

export function nowIso(): string {
  return new Date().toISOString()
}
