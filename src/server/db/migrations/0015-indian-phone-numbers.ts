import type { Kysely } from 'kysely'

// Frozen: this file never imports application code and never changes once released.

/** Addresses read and written per step, so that a large table never sits in memory whole. */
const BATCH_SIZE = 500

/**
 * The rule as it stood when this migration was written: ten digits, the first 6 to 9, once spaces, dashes
 * and one leading +91, 91 or 0 (before more than ten digits) are gone.
 */
function tenDigitsOf(phone: string): string | null {
  const compact = phone.trim().replace(/[\s-]/g, '')
  const national = compact.length > 10 ? compact.replace(/^(\+91|91|0)/, '') : compact
  return /^[6-9]\d{9}$/.test(national) ? national : null
}

/**
 * Saved addresses keep a phone as its ten digits from now on: those saved before ("98765 43210",
 * "+91 98765-43210") are rewritten so. A phone the rule refuses (a landline, a typo) is left as it was: the
 * shop cannot guess the number, and the address stays usable; editing it asks for a valid one. An order's
 * shipping address is left as it was placed: it is what the shop was given and invoiced.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  let afterId = ''
  for (;;) {
    const rows: { id: string; phone: string }[] = await db
      .selectFrom('addresses')
      .select(['id', 'phone'])
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(BATCH_SIZE)
      .execute()
    for (const row of rows) {
      const digits = tenDigitsOf(row.phone)
      if (digits !== null && digits !== row.phone)
        await db.updateTable('addresses').set({ phone: digits }).where('id', '=', row.id).execute()
    }
    if (rows.length < BATCH_SIZE) return
    afterId = rows[rows.length - 1]!.id
  }
}

/** Nothing to undo: ten digits are a valid phone under the earlier rule too, and the spacing is not kept. */
export async function down(): Promise<void> {}
