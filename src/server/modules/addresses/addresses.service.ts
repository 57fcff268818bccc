import type { Kysely, Selectable } from 'kysely'
import { MAX_SAVED_ADDRESSES, type Address, type addressInputSchema } from '@common/schemas/address'
import type { z } from 'zod'
import { newId, nowIso } from '../../db/ids'
import type { AddressesTable, Database } from '../../db/schema'
import { ConflictError, NotFoundError } from '../../errors'

type AddressFields = z.output<typeof addressInputSchema>
type AddressRow = Selectable<AddressesTable>

export function toAddress(row: AddressRow): Address {
  return {
    _id: row.id,
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    country: row.country,
    addressLine1: row.address_line1,
    addressLine2: row.address_line2,
    city: row.city,
    state: row.state,
    postalCode: row.postal_code,
    gstin: row.gstin ?? null,
    isDefault: row.is_default === 1,
    createdAt: row.created_at,
  }
}

function columnsOf(input: AddressFields) {
  return {
    full_name: input.fullName,
    email: input.email,
    phone: input.phone,
    country: input.country,
    address_line1: input.addressLine1,
    address_line2: input.addressLine2,
    city: input.city,
    state: input.state,
    postal_code: input.postalCode,
    gstin: input.gstin,
  }
}

/** The default first, then the newest. */
export async function listAddresses(db: Kysely<Database>, userId: string): Promise<Address[]> {
  const rows = await db
    .selectFrom('addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute()
  return rows.map(toAddress)
}

export async function findOwnAddress(
  db: Kysely<Database>,
  userId: string,
  addressId: string,
): Promise<AddressRow> {
  const row = await db
    .selectFrom('addresses')
    .selectAll()
    .where('id', '=', addressId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  if (!row) throw new NotFoundError('Address not found')
  return row
}

async function clearDefault(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .updateTable('addresses')
    .set({ is_default: 0 })
    .where('user_id', '=', userId)
    .where('is_default', '=', 1)
    .execute()
}

/** The first address becomes the default; asking for a new default moves it. */
export async function createAddress(
  db: Kysely<Database>,
  userId: string,
  input: AddressFields,
): Promise<Address> {
  return db.transaction().execute(async (trx) => {
    const { count } = await trx
      .selectFrom('addresses')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
    if (Number(count) >= MAX_SAVED_ADDRESSES) {
      throw new ConflictError(
        `You can keep at most ${MAX_SAVED_ADDRESSES} addresses. Please remove one first.`,
      )
    }
    const makeDefault = Number(count) === 0 || input.isDefault === true
    if (makeDefault) await clearDefault(trx, userId)
    const now = nowIso()
    const row: AddressRow = {
      id: newId(),
      user_id: userId,
      ...columnsOf(input),
      is_default: makeDefault ? 1 : 0,
      created_at: now,
      updated_at: now,
    }
    await trx.insertInto('addresses').values(row).execute()
    return toAddress(row)
  })
}

export async function updateAddress(
  db: Kysely<Database>,
  userId: string,
  addressId: string,
  input: AddressFields,
): Promise<Address> {
  return db.transaction().execute(async (trx) => {
    const existing = await findOwnAddress(trx, userId, addressId)
    // Un-setting the only default would leave none: the default moves only when another is chosen.
    const makeDefault = input.isDefault === true && existing.is_default === 0
    if (makeDefault) await clearDefault(trx, userId)
    const updated = await trx
      .updateTable('addresses')
      .set({ ...columnsOf(input), ...(makeDefault ? { is_default: 1 } : {}), updated_at: nowIso() })
      .where('id', '=', addressId)
      .returningAll()
      .executeTakeFirstOrThrow()
    return toAddress(updated)
  })
}

/** Deleting the default hands it to the newest remaining address. */
export async function deleteAddress(db: Kysely<Database>, userId: string, addressId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const existing = await findOwnAddress(trx, userId, addressId)
    await trx.deleteFrom('addresses').where('id', '=', addressId).execute()
    if (existing.is_default !== 1) return
    const next = await trx
      .selectFrom('addresses')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .executeTakeFirst()
    if (next) await trx.updateTable('addresses').set({ is_default: 1 }).where('id', '=', next.id).execute()
  })
}
