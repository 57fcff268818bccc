import type { Kysely } from 'kysely'
import type { Address } from '@common/schemas/address'
import type { AdminUpdateUserInput, AdminUser } from '@common/schemas/users'
import { nowIso } from '../../db/ids'
import type { Database, UserRow } from '../../db/schema'
import { containsText } from '../../db/text-search'
import { writeTransaction } from '../../db/write-transaction'
import { BadRequestError, ConflictError, NotFoundError } from '../../errors'
import { listAddresses } from '../addresses'
import { type AuditActor, changedFields, recordAudit } from '../audit'
import { auditedFieldsOf, findUserById, toUser } from './user-accounts'

/** The admin's users tab: the list of accounts, activating and deactivating, roles, a customer's addresses. */

/**
 * How many parcels came back undelivered per account, counted in one query by the orders module (which reads accounts,
 * so this module does not import it): `returnedParcelsOf`, given by the flows layer (src/server/flows/module-flows.ts).
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
 * the flows layer (src/server/flows/module-flows.ts), so that this module does not import the one that depends on it.
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
