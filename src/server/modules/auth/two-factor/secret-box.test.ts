import { describe, expect, it } from 'vitest'
import { createSecretBox, SecretBoxError } from './secret-box'

const ROOT = 'a-jwt-secret-of-at-least-thirty-two-characters'

describe('the secret box', () => {
  const box = createSecretBox(ROOT, 'totp-secret')

  it('opens what it sealed, and seals the same text differently each time', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(box.seal('JBSWY3DPEHPK3PXP'))
  })

  it('stores v1.<iv>.<tag>.<ciphertext> in base64url, never the secret itself', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP')
    expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/)
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP')
  })

  it('refuses a sealed text altered anywhere', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP')
    const parts = sealed.split('.')
    for (let part = 1; part < parts.length; part += 1) {
      const altered = [...parts]
      const bytes = Buffer.from(altered[part]!, 'base64url')
      bytes[0] = bytes[0]! ^ 1
      altered[part] = bytes.toString('base64url')
      expect(() => box.open(altered.join('.')), `part ${part}`).toThrow(SecretBoxError)
    }
    expect(() => box.open(sealed.replace(/^v1/, 'v2'))).toThrow(SecretBoxError)
    expect(() => box.open('JBSWY3DPEHPK3PXP')).toThrow(SecretBoxError)
    expect(() => box.open(`${sealed}.extra`)).toThrow(SecretBoxError)
  })

  it('does not open under another root secret or for another use', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP')
    expect(() => createSecretBox(`${ROOT}-changed`, 'totp-secret').open(sealed)).toThrow(SecretBoxError)
    expect(() => createSecretBox(ROOT, 'another-use').open(sealed)).toThrow(SecretBoxError)
    expect(createSecretBox(ROOT, 'totp-secret').open(sealed)).toBe('JBSWY3DPEHPK3PXP')
  })
})
