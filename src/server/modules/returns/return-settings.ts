import type { Kysely } from 'kysely'
import {
  DEFAULT_RETURN_WINDOW_DAYS,
  returnSettingsSchema,
  type ReturnSettings,
} from '@common/schemas/returns'
import type { Database } from '../../db/schema'
import { type AuditActor, changedFields, recordAudit } from '../audit'

/** The return window: the admin's setting, and the deadline it gives a delivered order. */

/** The one row of return_settings. */
const SETTINGS_ROW_ID = 'shop'
const DAY_MS = 24 * 60 * 60 * 1000

/** The admin's return window, or the built-in 7 days until an admin saves one. */
export async function getReturnSettings(db: Kysely<Database>): Promise<ReturnSettings> {
  const row = await db
    .selectFrom('return_settings')
    .select('window_days')
    .where('id', '=', SETTINGS_ROW_ID)
    .executeTakeFirst()
  if (!row) return { windowDays: DEFAULT_RETURN_WINDOW_DAYS }
  // Written only through saveReturnSettings; parsed anyway, so a hand-edited row cannot open a wrong window.
  return returnSettingsSchema.parse({ windowDays: Number(row.window_days) })
}

/** Sets the return window; a change goes to the activity log in the same transaction. */
export async function saveReturnSettings(
  db: Kysely<Database>,
  actor: AuditActor,
  settings: ReturnSettings,
  now: Date,
): Promise<ReturnSettings> {
  const columns = { window_days: settings.windowDays, updated_at: now.toISOString() }
  return db.transaction().execute(async (trx) => {
    const before = await getReturnSettings(trx)
    await trx
      .insertInto('return_settings')
      .values({ id: SETTINGS_ROW_ID, ...columns })
      .onConflict((conflict) => conflict.column('id').doUpdateSet(columns))
      .execute()
    const changed = changedFields(before, settings)
    if (changed)
      await recordAudit(trx, actor, {
        action: 'settings.update',
        entity: 'settings',
        entityId: 'returns',
        ...changed,
      })
    return settings
  })
}

/** Until when a delivered order may be returned: its delivery plus the window (ISO 8601 UTC). */
export function returnDeadlineOf(deliveredAt: string, windowDays: number): string {
  return new Date(new Date(deliveredAt).getTime() + Math.round(windowDays * DAY_MS)).toISOString()
}
