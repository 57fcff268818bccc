import { randomBytes } from 'node:crypto'

/** 24 random lower-case hex characters: records made in the same millisecond still differ at both ends. */
export function newId(): string {
  return randomBytes(12).toString('hex')
}

export function nowIso(): string {
  return new Date().toISOString()
}
