import type { Kysely } from 'kysely'
import type { UpdateProfileInput, User } from '@common/schemas/auth'
import { newId, nowIso } from '../../db/ids'
import type { Database, UserRow } from '../../db/schema'
import { writeTransaction } from '../../db/write-transaction'
import { ConflictError, NotFoundError } from '../../errors'
import { changedFields, COMMAND_LINE_ACTOR, recordAudit } from '../audit'

/** One account at a time: reading it, signing up, its password hash, its profile, its promotion to admin. */

/** A new account's two-step sign-in columns: off, nothing set up. */
export const NO_SECOND_FACTOR = {
  totp_secret: null,
  totp_pending_secret: null,
  totp_enabled_at: null,
  totp_last_step: null,
} as const

export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    profilePicture: row.profile_picture,
    isActive: row.is_active === 1,
    createdAt: row.created_at,
    twoFactorEnabled: row.totp_enabled_at !== null,
  }
}

export async function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
}

/**
 * The query reading one account by primary key, for the auth module to add a column of its own tables to (until
 * when the token's session stays live), so that an authenticated request costs one statement without that module
 * naming this table.
 */
export function userById(db: Kysely<Database>, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id)
}

/** Replaces the password hash; the caller ends the sessions that must end, in the same transaction. */
export async function setPasswordHash(
  db: Kysely<Database>,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: nowIso() })
    .where('id', '=', userId)
    .execute()
}

export async function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst()
}

/** A new account with a password hashed by the auth module (`createAccount`), which owns the password rules. */
export async function createUser(
  db: Kysely<Database>,
  input: { name: string; email: string; passwordHash: string; role?: UserRow['role'] },
): Promise<UserRow> {
  const now = nowIso()
  const row: UserRow = {
    id: newId(),
    name: input.name,
    email: input.email.toLowerCase(),
    password_hash: input.passwordHash,
    role: input.role ?? 'user',
    is_active: 1,
    profile_picture: null,
    created_at: now,
    updated_at: now,
    ...NO_SECOND_FACTOR,
    erased_at: null,
  }
  const inserted = await db
    .insertInto('users')
    .values(row)
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returning('id')
    .executeTakeFirst()
  if (!inserted) throw new ConflictError('An account with this email already exists')
  return row
}

/** Name and e-mail only: the role is never taken from a profile update. */
export async function updateProfile(
  db: Kysely<Database>,
  userId: string,
  input: UpdateProfileInput,
): Promise<UserRow> {
  if (input.email) {
    const owner = await findUserByEmail(db, input.email)
    if (owner && owner.id !== userId) throw new ConflictError('This email is already used by another account')
  }
  const updated = await db
    .updateTable('users')
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.email !== undefined ? { email: input.email } : {}),
      updated_at: nowIso(),
    })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirst()
  if (!updated) throw new NotFoundError('User not found')
  return updated
}

/** What an audit entry records of an account's change: the two things an admin may change. */
export function auditedFieldsOf(row: Pick<UserRow, 'role' | 'is_active'>) {
  return { role: row.role, isActive: row.is_active === 1 }
}

/**
 * Makes an existing account (a shopper or a staff member) an active admin, for the start-up bootstrap and
 * `admin:create` (`ensureAdminAccount` in the auth module). The promotion is on record like one made in the users
 * tab, by the command line.
 */
export async function promoteToAdmin(db: Kysely<Database>, existing: UserRow): Promise<void> {
  if (existing.role === 'admin' && existing.is_active === 1) return
  await writeTransaction(db, async (trx) => {
    const before = await trx
      .selectFrom('users')
      .select(['role', 'is_active'])
      .where('id', '=', existing.id)
      .executeTakeFirstOrThrow()
    const promoted = await trx
      .updateTable('users')
      .set({ role: 'admin', is_active: 1, updated_at: nowIso() })
      .where('id', '=', existing.id)
      .where((eb) => eb.or([eb('role', '!=', 'admin'), eb('is_active', '!=', 1)]))
      .returning(['role', 'is_active'])
      .executeTakeFirst()
    // Another start (or instance) promoted it first: that one wrote the entry.
    if (!promoted) return
    const changes = changedFields(auditedFieldsOf(before), auditedFieldsOf(promoted))
    if (changes)
      await recordAudit(trx, COMMAND_LINE_ACTOR, {
        action: 'user.update',
        entity: 'user',
        entityId: existing.id,
        ...changes,
      })
  })
}
