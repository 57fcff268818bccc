import { readFileSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'
import { findIndianState } from '@common/indian-states'
import type { PincodePlace } from '@common/schemas/delivery'

/**
 * India's PIN codes, shipped with the shop (pincode-data/README.md says where they come from and
 * scripts/build-pincode-directory.ts writes them): one line per PIN — pincode, city, district, GST state code.
 * In the server bundle the folder sits beside the code (scripts/server-build.mjs copies it).
 */
const DIRECTORY_FILE = new URL('pincode-data/pincodes.tsv.gz', import.meta.url)

/** Sorted PINs and, at the same index, the rest of their line ('Mumbai\tMumbai Suburban\t27'). */
interface Directory {
  pins: Int32Array
  places: string[]
}

let directory: Directory | undefined

/**
 * Read on the first lookup, not at start: most processes (the bench, a worker that never sees a checkout) never
 * ask, and the whole directory costs some 2 MB once parsed. A Map of 19,600 objects would cost several times
 * that; two arrays and a binary search answer in microseconds.
 */
function loadDirectory(): Directory {
  if (directory) return directory
  const lines = gunzipSync(readFileSync(DIRECTORY_FILE)).toString('utf8').split('\n')
  const pins = new Int32Array(lines.length)
  const places: string[] = []
  for (const line of lines) {
    if (!line) continue
    const tab = line.indexOf('\t')
    pins[places.length] = Number(line.slice(0, tab))
    places.push(line.slice(tab + 1))
  }
  directory = { pins: pins.slice(0, places.length), places }
  return directory
}

function indexOfPin(pins: Int32Array, pin: number): number {
  let low = 0
  let high = pins.length - 1
  while (low <= high) {
    const middle = (low + high) >>> 1
    const found = pins[middle]!
    if (found === pin) return middle
    if (found < pin) low = middle + 1
    else high = middle - 1
  }
  return -1
}

/** Where a 6-digit PIN is; undefined when the directory does not hold it (or the text is no PIN). */
export function findPincode(pincode: string): PincodePlace | undefined {
  if (!/^[1-9]\d{5}$/.test(pincode)) return undefined
  const { pins, places } = loadDirectory()
  const index = indexOfPin(pins, Number(pincode))
  if (index < 0) return undefined
  const [city = '', district = '', stateCode = ''] = places[index]!.split('\t')
  const state = findIndianState(stateCode)
  // The generator refuses a state INDIAN_STATES does not know, so this holds for the shipped file.
  if (!state) return undefined
  return { pincode, city, district, state: state.name }
}

/** Every PIN's place, for the tests that check the whole directory. */
export function* allPincodePlaces(): Generator<PincodePlace> {
  const { pins } = loadDirectory()
  for (const pin of pins) {
    const place = findPincode(String(pin))
    if (place) yield place
  }
}
