import { describe, expect, it } from 'vitest'
import { amountInWords } from './amount-in-words'

describe('amountInWords', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [1, 'Rupees Zero and One Paisa Only'],
    [50, 'Rupees Zero and Fifty Paise Only'],
    [99, 'Rupees Zero and Ninety-Nine Paise Only'],
    [100, 'Rupees One Only'],
    [9_900, 'Rupees Ninety-Nine Only'],
    [10_000, 'Rupees One Hundred Only'],
    [11_500, 'Rupees One Hundred Fifteen Only'],
    [249_950, 'Rupees Two Thousand Four Hundred Ninety-Nine and Fifty Paise Only'],
    [10_000_000, 'Rupees One Lakh Only'],
    [12_345_678, 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only'],
    [
      1_234_567_890,
      'Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and Ninety Paise Only',
    ],
    [10_000_000_000, 'Rupees Ten Crore Only'],
    [10_000_100_001, 'Rupees Ten Crore One Thousand and One Paisa Only'],
    [
      99_999_999_999,
      'Rupees Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only',
    ],
    [1_234_500_000_000, 'Rupees One Thousand Two Hundred Thirty-Four Crore Fifty Lakh Only'],
    [2_000_000, 'Rupees Twenty Thousand Only'],
    [7_000_000_000 + 40_000, 'Rupees Seven Crore Four Hundred Only'],
  ])('%i paise is "%s"', (paise, words) => {
    expect(amountInWords(paise)).toBe(words)
  })

  it('refuses amounts that are not whole, non-negative paise', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError)
    expect(() => amountInWords(1.5)).toThrow(RangeError)
    expect(() => amountInWords(Number.NaN)).toThrow(RangeError)
  })
})
