import type { Kysely } from 'kysely'
import type { Address } from '@common/schemas/address'
import type { UpdateProfileInput, User } from '@common/schemas/auth'
import type { AdminUpdateUserInput, AdminUser } from '@common/schemas/users'
import { newId, nowIso } from '../../db/ids'
import { containsText } from '../../db/text-search'
import type { Database, UserRow } from '../../db/schema'
import { writeTransaction } from '../../db/write-transaction'
import { BadRequestError, ConflictError, NotFoundError } from '../../errors'
import type { MonthFigures, MonthWindows } from '../../shop-calendar'
import { listAddresses } from '../addresses/addresses.service'
import { countBetween } from '../../db/count-between'
import { changedFields, COMMAND_LINE_ACTOR, recordAudit, type AuditActor } from '../audit/audit.service'

/** A new account's two-step sign-in columns: off, nothing set up. */
const NO_SECOND_FACTOR = {
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

/**
 * How many parcels came back undelivered per account, counted in one query by the orders module (which reads
 * accounts, so this module does not import it): `returnedParcelsOf`, given by the flows layer (src/server/flows.ts).
 */
export type ReturnedParcelsOf = (
  db: Kysely<Database>,
  userIds: readonly string[],
) => Promise<Map<string, number>>

/** Accounts as the admin reads them: each with its parcels returned to origin, counted in one query. */
export async function toAdminUsers(
  db: Kysely<Database>,
  rows: readonly UserRow[],
  returnedParcelsOf: ReturnedParcelsOf,
): Promise<AdminUser[]> {
  const returned = await returnedParcelsOf(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) => ({ ...toUser(row), returnedParcels: returned.get(row.id) ?? 0 }))
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
function auditedFieldsOf(row: Pick<UserRow, 'role' | 'is_active'>) {
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

export async function listUsers(
  db: Kysely<Database>,
  query: { page: number; limit: number; search?: string | undefined; role?: UserRow['role'] | undefined },
  returnedParcelsOf: ReturnedParcelsOf,
): Promise<{ users: AdminUser[]; total: number }> {
  const { search, role } = query
  let filtered = db.selectFrom('users')
  if (search)
    filtered = filtered.where((eb) => eb.or([containsText('name', search), containsText('email', search)]))
  if (role) filtered = filtered.where('role', '=', role)
  const [rows, count] = await Promise.all([
    filtered
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset((query.page - 1) * query.limit)
      .limit(query.limit)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ])
  return { users: await toAdminUsers(db, rows, returnedParcelsOf), total: Number(count.total) }
}

/**
 * Ends every sign-in of an account, in the caller's transaction: the auth module's `revokeAllSessionsOf`, given by
 * the flows layer (src/server/flows.ts), so that this module does not import the one that depends on it.
 */
export type EndSessionsOf = (trx: Kysely<Database>, userId: string) => Promise<void>

export const LAST_ADMIN_MESSAGE = 'The shop needs at least one active admin'

/**
 * An admin activates, deactivates or sets the role (user, staff or admin) of an account. Deactivating or a role
 * change ends its sessions at once; nobody can lock themselves out by deactivating or demoting their own account,
 * and the shop never loses its last active admin, even when two admins demote each other at the same moment.
 * The change and its audit entry are kept or lost together.
 */
export async function adminUpdateUser(
  db: Kysely<Database>,
  actor: AuditActor,
  userId: string,
  input: AdminUpdateUserInput,
  endSessionsOf: EndSessionsOf,
): Promise<UserRow> {
  const isDemotion = input.role !== undefined && input.role !== 'admin'
  if (userId === actor.id && (input.isActive === false || isDemotion)) {
    throw new BadRequestError('You cannot deactivate or demote your own account')
  }
  return writeTransaction(db, async (trx) => {
    // Touching the active admins' rows locks them (PostgreSQL) so that a concurrent demotion waits for this
    // one and then counts what is left; SQLite's write transaction already runs one at a time.
    await trx
      .updateTable('users')
      .set((eb) => ({ updated_at: eb.ref('updated_at') }))
      .where('role', '=', 'admin')
      .where('is_active', '=', 1)
      .execute()
    const before = await trx
      .selectFrom('users')
      .select(['role', 'is_active'])
      .where('id', '=', userId)
      .executeTakeFirst()
    if (!before) throw new NotFoundError('User not found')
    const updated = await trx
      .updateTable('users')
      .set({
        ...(input.isActive !== undefined ? { is_active: input.isActive ? 1 : 0 } : {}),
        ...(input.role !== undefined ? { role: input.role } : {}),
        updated_at: nowIso(),
      })
      .where('id', '=', userId)
      .returningAll()
      .executeTakeFirst()
    if (!updated) throw new NotFoundError('User not found')
    const { admins } = await trx
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('admins'))
      .where('role', '=', 'admin')
      .where('is_active', '=', 1)
      .executeTakeFirstOrThrow()
    if (Number(admins) === 0) throw new ConflictError(LAST_ADMIN_MESSAGE)
    // A deactivation or a new role ends the account's sessions: its tokens stop at the next request, and the
    // person signs in again (with the new role's rights, if any).
    if (input.isActive === false || before.role !== updated.role) await endSessionsOf(trx, userId)
    const changes = changedFields(auditedFieldsOf(before), auditedFieldsOf(updated))
    if (changes)
      await recordAudit(trx, actor, { action: 'user.update', entity: 'user', entityId: userId, ...changes })
    return updated
  })
}

/** An admin reads a customer's saved addresses (the addresses module owns them); an unknown account is 404. */
export async function listUserAddresses(db: Kysely<Database>, userId: string): Promise<Address[]> {
  if (!(await findUserById(db, userId))) throw new NotFoundError('User not found')
  return listAddresses(db, userId)
}

/** Names and e-mails of the given accounts, for lists of orders. */
export async function findUserNames(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<Map<string, { id: string; name: string; email: string }>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('id', 'in', [...new Set(ids)])
    .execute()
  return new Map(rows.map((row) => [row.id, row]))
}

/**
 * The ids of accounts whose name or e-mail contains `text`, as a subquery another module's query can use
 * (`user_id in (…)`), so that a search stays one statement without reading this table's columns itself.
 */
export function userIdsMatching(db: Kysely<Database>, text: string) {
  return db
    .selectFrom('users')
    .select('users.id')
    .where((eb) => eb.or([containsText('users.name', text), containsText('users.email', text)]))
}

/** Customers (the user role): all of them, and how many signed up this month and last month. */
export async function customerFigures(
  db: Kysely<Database>,
  months: MonthWindows,
): Promise<{ total: number } & MonthFigures> {
  const row = await db
    .selectFrom('users')
    .where('role', '=', 'user')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      countBetween('created_at', months.currentStart, months.nextStart).as('current'),
      countBetween('created_at', months.previousStart, months.currentStart).as('previous'),
    ])
    .executeTakeFirstOrThrow()
  return { total: Number(row.total), current: Number(row.current ?? 0), previous: Number(row.previous ?? 0) }
}

/**
 * The demo catalogue's shoppers, created once: an e-mail already stored is left alone, so a concurrent or
 * repeated seed changes nothing. Answers every one of them as stored.
 */
export async function createSeedShoppers(
  db: Kysely<Database>,
  shoppers: readonly { name: string; email: string; passwordHash: string; createdAt: string }[],
): Promise<{ id: string; name: string; email: string }[]> {
  if (shoppers.length === 0) return []
  const rows: UserRow[] = shoppers.map((shopper) => ({
    id: newId(),
    name: shopper.name,
    email: shopper.email.toLowerCase(),
    password_hash: shopper.passwordHash,
    role: 'user',
    is_active: 1,
    profile_picture: null,
    created_at: shopper.createdAt,
    updated_at: shopper.createdAt,
    ...NO_SECOND_FACTOR,
  }))
  await db
    .insertInto('users')
    .values(rows)
    .onConflict((conflict) => conflict.column('email').doNothing())
    .execute()
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where(
      'email',
      'in',
      rows.map((row) => row.email),
    )
    .execute()
}
