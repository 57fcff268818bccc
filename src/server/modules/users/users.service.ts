import type { Kysely } from 'kysely'
import type { UpdateProfileInput, User } from '@common/schemas/auth'
import { newId, nowIso } from '../../db/ids'
import type { Database, UserRow } from '../../db/schema'
import { ConflictError, NotFoundError } from '../../errors'
import { hashPassword } from '../auth/password'

export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    profilePicture: row.profile_picture,
    isActive: row.is_active === 1,
    createdAt: row.created_at,
  }
}

export async function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst()
}

export async function createUser(
  db: Kysely<Database>,
  input: { name: string; email: string; password: string; role?: UserRow['role'] },
): Promise<UserRow> {
  const now = nowIso()
  const row: UserRow = {
    id: newId(),
    name: input.name,
    email: input.email.toLowerCase(),
    password_hash: await hashPassword(input.password),
    role: input.role ?? 'user',
    is_active: 1,
    profile_picture: null,
    created_at: now,
    updated_at: now,
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
export async function updateProfile(db: Kysely<Database>, userId: string, input: UpdateProfileInput): Promise<UserRow> {
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

/** Start-up bootstrap from ADMIN_EMAIL/ADMIN_PASSWORD: creates the admin, or promotes and re-activates it. */
export async function ensureAdminAccount(db: Kysely<Database>, admin: { email: string; password: string }): Promise<void> {
  const existing = await findUserByEmail(db, admin.email)
  if (!existing) {
    await createUser(db, { name: 'Shop Admin', email: admin.email, password: admin.password, role: 'admin' })
    return
  }
  if (existing.role !== 'admin' || existing.is_active !== 1) {
    await db
      .updateTable('users')
      .set({ role: 'admin', is_active: 1, updated_at: nowIso() })
      .where('id', '=', existing.id)
      .execute()
  }
}
