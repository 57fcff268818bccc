/**
 * India's states and union territories with their GST state codes (the first two digits of a GSTIN and
 * the "place of supply" code on a tax invoice). Codes 25 (Daman and Diu) and 28 (undivided Andhra
 * Pradesh) are no longer issued, so the old names resolve to today's codes through aliases.
 */

export interface IndianState {
  /** Two-digit GST state code, e.g. '27'. */
  code: string
  name: string
  /** Other spellings people and the PIN directory use. */
  aliases?: string[]
}

export const INDIAN_STATES: readonly IndianState[] = [
  { code: '01', name: 'Jammu and Kashmir', aliases: ['J&K', 'JK'] },
  { code: '02', name: 'Himachal Pradesh', aliases: ['HP'] },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand', aliases: ['Uttaranchal'] },
  { code: '06', name: 'Haryana' },
  {
    code: '07',
    name: 'Delhi',
    aliases: ['NCT of Delhi', 'National Capital Territory of Delhi', 'New Delhi'],
  },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh', aliases: ['UP'] },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal', aliases: ['WB'] },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha', aliases: ['Orissa'] },
  { code: '22', name: 'Chhattisgarh', aliases: ['Chattisgarh'] },
  { code: '23', name: 'Madhya Pradesh', aliases: ['MP'] },
  { code: '24', name: 'Gujarat' },
  {
    code: '26',
    name: 'Dadra and Nagar Haveli and Daman and Diu',
    // The two territories merged in January 2020; older addresses and directories name either one.
    aliases: ['Dadra and Nagar Haveli', 'Daman and Diu', 'DNH and DD', 'DNHDD'],
  },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep', aliases: ['Laccadive Islands'] },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu', aliases: ['TN'] },
  { code: '34', name: 'Puducherry', aliases: ['Pondicherry'] },
  { code: '35', name: 'Andaman and Nicobar Islands', aliases: ['Andaman and Nicobar', 'Andaman Nicobar'] },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh', aliases: ['AP'] },
  { code: '38', name: 'Ladakh' },
]

/** 'Jammu & Kashmir', 'jammu and kashmir' and 'JAMMU-AND-KASHMIR' all become 'jammuandkashmir'. */
function normaliseStateName(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/^\s*the\s+/, '')
    .replace(/\b(state|union territory) of\b/g, ' ')
    .replace(/[^a-z0-9]/g, '')
}

const STATES_BY_KEY = new Map<string, IndianState>()
for (const state of INDIAN_STATES) {
  for (const name of [state.name, ...(state.aliases ?? [])])
    STATES_BY_KEY.set(normaliseStateName(name), state)
}

/**
 * The state or union territory a free-text name (or its two-digit GST code) means, ignoring case, spaces and
 * punctuation; undefined when it names none.
 */
export function findIndianState(text: string | null | undefined): IndianState | undefined {
  if (!text) return undefined
  const trimmed = text.trim()
  if (/^\d{2}$/.test(trimmed)) return INDIAN_STATES.find((state) => state.code === trimmed)
  const key = normaliseStateName(trimmed)
  return key ? STATES_BY_KEY.get(key) : undefined
}
