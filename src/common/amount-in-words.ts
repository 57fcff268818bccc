/**
 * An amount in words as Indian invoices print it, in the Indian numbering system (thousand, lakh, crore):
 * 12345678 paise → 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only'.
 */

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
]
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety']

/** 1–99: 'Seven', 'Forty', 'Forty-Two'. */
function belowHundred(value: number): string {
  if (value < 20) return ONES[value]!
  const ones = value % 10
  return ones === 0 ? TENS[value / 10]! : `${TENS[Math.floor(value / 10)]}-${ONES[ones]}`
}

/** 1–999: 'Four Hundred Fifty-Six'. */
function belowThousand(value: number): string {
  const hundreds = Math.floor(value / 100)
  const rest = value % 100
  const words: string[] = []
  if (hundreds > 0) words.push(`${ONES[hundreds]} Hundred`)
  if (rest > 0) words.push(belowHundred(rest))
  return words.join(' ')
}

/**
 * A positive whole number of rupees: crores, lakhs, thousands and the rest. A number of crores of 100 or
 * more is itself said in words ('One Thousand Two Hundred Crore'), as Indian accounts do.
 */
function wholeNumberInWords(value: number): string {
  const crores = Math.floor(value / 10_000_000)
  const lakhs = Math.floor((value % 10_000_000) / 100_000)
  const thousands = Math.floor((value % 100_000) / 1000)
  const rest = value % 1000
  const words: string[] = []
  if (crores > 0) words.push(`${wholeNumberInWords(crores)} Crore`)
  if (lakhs > 0) words.push(`${belowHundred(lakhs)} Lakh`)
  if (thousands > 0) words.push(`${belowHundred(thousands)} Thousand`)
  if (rest > 0) words.push(belowThousand(rest))
  return words.join(' ')
}

export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0)
    throw new RangeError('An amount in words needs whole, non-negative paise')
  const rupees = Math.floor(paise / 100)
  const cents = paise % 100
  const rupeeWords = rupees === 0 ? 'Zero' : wholeNumberInWords(rupees)
  if (cents === 0) return `Rupees ${rupeeWords} Only`
  return `Rupees ${rupeeWords} and ${belowHundred(cents)} ${cents === 1 ? 'Paisa' : 'Paise'} Only`
}
