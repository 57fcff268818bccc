import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

const VERSION = 'v1'
const IV_BYTES = 12
const TAG_BYTES = 16

/** Seals short secrets for storage and opens them again; a sealed text altered in any way does not open. */
export type SecretBox = {
  seal: (plain: string) => string
  open: (sealed: string) => string
}

/**
 * AES-256-GCM under a key derived from the JWT secret with HKDF (SHA-256), `info` naming what the key is for, so
 * that the signing key and this key never coincide and a key for one use opens nothing of another. Stored text:
 * `v1.<iv>.<tag>.<ciphertext>`, each part base64url; the version names the scheme so a later one can be told apart.
 */
export function createSecretBox(rootSecret: string, info: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', rootSecret, '', info, 32))
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES)
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES })
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'))
      return [VERSION, ...parts].join('.')
    },
    open(sealed) {
      const [version, iv, tag, ciphertext, ...rest] = sealed.split('.')
      if (version !== VERSION || !iv || !tag || ciphertext === undefined || rest.length > 0)
        throw new SecretBoxError('not a sealed secret')
      const ivBytes = Buffer.from(iv, 'base64url')
      const tagBytes = Buffer.from(tag, 'base64url')
      if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES)
        throw new SecretBoxError('not a sealed secret')
      const decipher = createDecipheriv('aes-256-gcm', key, ivBytes, { authTagLength: TAG_BYTES })
      decipher.setAuthTag(tagBytes)
      try {
        return Buffer.concat([
          decipher.update(Buffer.from(ciphertext, 'base64url')),
          decipher.final(),
        ]).toString('utf8')
      } catch {
        // Altered, or sealed under another key: most likely JWT_SECRET changed since the secret was stored.
        throw new SecretBoxError('the sealed secret does not open with this key (was JWT_SECRET changed?)')
      }
    },
  }
}

export class SecretBoxError extends Error {}
