// `node scripts/verify-raffle.mjs <shop-url> <raffle-id>`: checks a drawn raffle from its public answer alone,
// with nothing but Node. The seed must hash to the seedHash published from the start; each entry's ticket must
// be HMAC-SHA256 of its id keyed with the seed; the entries must be in ascending ticket order; the winners must
// be the first `units` of them. Prints each check and exits 1 on any mismatch (2 when the raffle cannot be read
// or is not drawn yet).
import { createHash, createHmac } from 'node:crypto'
import { pathToFileURL } from 'node:url'

const HEX_64 = /^[0-9a-f]{64}$/

/** The checks of one public answer (GET /api/raffles/:id): what was checked, and what did not match. */
export function verifyRaffle(raffle) {
  const checked = []
  const problems = []
  const check = (ok, what) => (ok ? checked : problems).push(what)
  if (raffle.state !== 'drawn' || typeof raffle.seed !== 'string') {
    problems.push(`the raffle is ${raffle.state ?? 'unknown'}, not drawn: its seed is not published yet`)
    return { checked, problems }
  }
  const seed = Buffer.from(raffle.seed, 'hex')
  check(HEX_64.test(raffle.seed) && seed.length === 32, `the seed is 32 bytes of hex (${raffle.seed})`)
  const hash = createHash('sha256').update(seed).digest('hex')
  check(hash === raffle.seedHash, `SHA-256(seed) = ${hash} matches the published seedHash ${raffle.seedHash}`)
  const entries = raffle.entries ?? []
  let wrongTickets = 0
  for (const entry of entries) {
    const ticket = createHmac('sha256', seed).update(String(entry._id), 'utf8').digest('hex')
    if (ticket !== entry.ticket) {
      wrongTickets += 1
      problems.push(`entry ${entry._id}: ticket ${entry.ticket} is not HMAC-SHA256(seed, id) = ${ticket}`)
    }
  }
  if (wrongTickets === 0) checked.push(`all ${entries.length} tickets are HMAC-SHA256(seed, entry id)`)
  const sorted = entries.every((entry, index) => index === 0 || entries[index - 1].ticket <= entry.ticket)
  check(sorted, `the ${entries.length} entries are in ascending ticket order`)
  const ids = new Set(entries.map((entry) => entry._id))
  check(ids.size === entries.length, 'no entry appears twice')
  const expected = [...entries]
    .sort((left, right) => (left.ticket < right.ticket ? -1 : left.ticket > right.ticket ? 1 : 0))
    .slice(0, raffle.units)
    .map((entry) => entry._id)
  const winners = raffle.winners ?? []
  check(
    winners.length === expected.length && winners.every((id, index) => id === expected[index]),
    `the winners are the ${expected.length} lowest tickets of ${raffle.units} units: ${expected.join(', ') || 'none'}`,
  )
  return { checked, problems }
}

async function main() {
  const [shopUrl, raffleId] = process.argv.slice(2)
  if (!shopUrl || !raffleId) {
    console.error('usage: node scripts/verify-raffle.mjs <shop-url> <raffle-id>')
    process.exit(2)
  }
  const url = new URL(`/api/raffles/${encodeURIComponent(raffleId)}`, shopUrl)
  let raffle
  try {
    const response = await fetch(url)
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`)
    raffle = await response.json()
  } catch (error) {
    console.error(`could not read ${url}: ${error.message}`)
    process.exit(2)
  }
  const { checked, problems } = verifyRaffle(raffle)
  console.log(`raffle ${raffle._id} of ${raffle.product?.name ?? 'a product'}: ${raffle.units} units`)
  for (const line of checked) console.log(`ok    ${line}`)
  for (const line of problems) console.log(`FAIL  ${line}`)
  if (raffle.state !== 'drawn') process.exit(2)
  console.log(problems.length === 0 ? 'the draw checks out' : `${problems.length} mismatches`)
  process.exit(problems.length === 0 ? 0 : 1)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main()
