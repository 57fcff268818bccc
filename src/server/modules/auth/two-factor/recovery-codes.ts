import { createHash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import { RECOVERY_CODE_COUNT } from '@common/schemas/two-factor'
import { newId } from '../../../db/ids'
import type { Database } from '../../../db/schema'

/** Base32's letters and digits: no 0/1/8/9, so a code read off paper is not mistaken for O, l, B or g. */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567'
const GROUP_LENGTH = 5

/** One code as shown: `xxxxx-xxxxx`, 50 random bits (each byte's low five bits pick one of 32 symbols evenly). */
function newRecoveryCode(): string {
  const symbols = [...randomBytes(GROUP_LENGTH * 2)].map((byte) => ALPHABET[byte & 31]!)
  return `${symbols.slice(0, GROUP_LENGTH).join('')}-${symbols.slice(GROUP_LENGTH).join('')}`
}

/** A code as typed or shown, reduced to what is hashed: lower-case, no dashes or spaces. */
function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex')
}

/** Whether a typed code has the shape of a recovery code rather than an app's digits. */
export function isRecoveryCodeShape(code: string): boolean {
  return code.replace(/[\s-]/g, '').length === GROUP_LENGTH * 2
}

/**
 * Writes a fresh set of codes for the account, replacing any earlier set (used or not), and answers them in the
 * clear: the one time they are shown. Only their SHA-256 is kept; 50 random bits need no slow hash.
 */
export async function replaceRecoveryCodes(
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode)
  await deleteRecoveryCodesOf(db, userId)
  await db
    .insertInto('recovery_codes')
    .values(
      codes.map((code) => ({
        id: newId(),
        user_id: userId,
        code_hash: hashRecoveryCode(code),
        used_at: null,
        created_at: now.toISOString(),
      })),
    )
    .execute()
  return codes
}

export async function hasUnusedRecoveryCode(
  db: Kysely<Database>,
  userId: string,
  code: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('recovery_codes')
    .select('id')
    .where('user_id', '=', userId)
    .where('code_hash', '=', hashRecoveryCode(code))
    .where('used_at', 'is', null)
    .executeTakeFirst()
  return row !== undefined
}

/** Spends a code: conditional, so of two sign-ins with one code at once only one gets it. */
export async function spendRecoveryCode(
  db: Kysely<Database>,
  userId: string,
  code: string,
  now: Date,
): Promise<boolean> {
  const spent = await db
    .updateTable('recovery_codes')
    .set({ used_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hashRecoveryCode(code))
    .where('used_at', 'is', null)
    .executeTakeFirst()
  return Number(spent.numUpdatedRows) > 0
}

export async function deleteRecoveryCodesOf(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute()
}
