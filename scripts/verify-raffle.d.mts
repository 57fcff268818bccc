// The types of verify-raffle.mjs, for its test.
export type PublicRaffle = {
  _id?: string
  state?: string
  units: number
  seed: string | null
  seedHash: string
  entries: { _id: string; ticket: string | null }[]
  winners: string[]
}

export function verifyRaffle(raffle: PublicRaffle): { checked: string[]; problems: string[] }
