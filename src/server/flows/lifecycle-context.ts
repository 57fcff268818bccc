import type { FastifyBaseLogger } from 'fastify'
import type { Change } from '../changes/changes'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { PaymentProvider } from '../modules/payments'

/** What every step after the order needs: the database, the gateway, the time, and who to tell of a change. */
export type Lifecycle = {
  db: Kysely<Database>
  provider: PaymentProvider
  clock: () => Date
  log: FastifyBaseLogger
  /**
   * Called after a commit that changed what shoppers read, to publish it on `app.changes` (a request's own
   * publication comes only with its answer, and a background task has none): `everything` when unsaid.
   */
  changed: (change?: Change) => void
}
