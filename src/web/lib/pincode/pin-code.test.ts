import { describe, expect, it } from 'vitest'
import { isPinCode, normalisePinCode } from './pin-code'

describe('PIN codes', () => {
  it('are six digits that do not start with 0', () => {
    expect(isPinCode('560001')).toBe(true)
    expect(isPinCode('110001')).toBe(true)
    for (const text of ['', '56000', '5600011', '012345', 'abcdef', '56000a', '560 001', '５６０００１']) {
      expect(isPinCode(text)).toBe(false)
    }
  })

  it('may be typed with spaces', () => {
    expect(normalisePinCode(' 560 001 ')).toBe('560001')
  })
})
