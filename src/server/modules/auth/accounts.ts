import type { Kysely } from 'kysely'
import type { Database, UserRow } from '../../db/schema'
import { createUser, findUserByEmail, promoteToAdmin } from '../users'
import { hashPassword } from './password'

/**
 * Accounts made with a password: the users module stores the account, this module owns how a password is kept
 * (hashed here, checked at sign-in), so the users module never imports this one.
 */
export async function createAccount(
  db: Kysely<Database>,
  input: { name: string; email: string; password: string; role?: UserRow['role'] },
): Promise<UserRow> {
  const { password, ...account } = input
  return createUser(db, { ...account, passwordHash: await hashPassword(password) })
}

/**
 * Start-up bootstrap from ADMIN_EMAIL/ADMIN_PASSWORD (and `admin:create`): creates the admin, or promotes (a
 * shopper or a staff member) and re-activates it, on record by the command line (`promoteToAdmin`).
 */
export async function ensureAdminAccount(
  db: Kysely<Database>,
  admin: { email: string; password: string },
): Promise<void> {
  const existing = await findUserByEmail(db, admin.email)
  if (!existing) {
    await createAccount(db, {
      name: 'Shop Admin',
      email: admin.email,
      password: admin.password,
      role: 'admin',
    })
    return
  }
  await promoteToAdmin(db, existing)
}
