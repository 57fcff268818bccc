import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import type { PaymentProvider } from '../payments/payment-provider'

/** What every step after the order needs: the database, the gateway, the time, and who to tell of a change. */
export type Lifecycle = {
  db: Kysely<Database>
  provider: PaymentProvider
  clock: () => Date
  log: FastifyBaseLogger
  /**
   * Called after a commit that changed what shoppers read (stock back on sale) outside a request: the
   * response cache is emptied as a write request would have.
   */
  changed: () => void
}
