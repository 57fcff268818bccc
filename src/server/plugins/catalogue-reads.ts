import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { IncomingHttpHeaders } from 'node:http'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { boundAge } from '../changes/kept'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Where a catalogue read (listing, search, suggestions, the sitemap) is made: the read replica
     * (DATABASE_REPLICA_URL) when one is set and the request may see a moment-old catalogue, else
     * `app.primaryReads`. Only for reads that stand alone: never in a transaction, never for a value a write
     * then relies on (stock taken by an order, a price charged), which always come from `app.db`.
     */
    catalogueReads: (request: FastifyRequest) => Kysely<Database>
    /**
     * The primary, for a read that stands alone and must be current (a product's own answer and page, with
     * its stock): on PostgreSQL a pool of its own, so that it never waits for a connection behind orders
     * queued for a locked product row; on SQLite `app.db`.
     */
    primaryReads: Kysely<Database>
  }
}

/**
 * How long an answer read from the replica may be kept in the response cache. The cache is emptied by
 * every write, but a replica a moment behind could fill it again with what was there before the write;
 * kept for this long at most, such an answer is stale for the replica's lag plus this, then read again.
 */
export const REPLICA_ANSWER_MAX_AGE_MS = 2_000

/**
 * The replica serves anonymous catalogue reads, the bulk of the traffic. A request carrying a token comes
 * from someone who may just have written (an admin saving a product, a shopper posting a review) and reads
 * the primary, so that it sees its own write at once.
 */
export function installCatalogueReads(
  app: FastifyInstance,
  pools: { replica?: Kysely<Database> | undefined; primaryReads?: Kysely<Database> | undefined },
): void {
  const { replica } = pools
  const primaryReads = pools.primaryReads ?? app.db
  app.decorate('primaryReads', primaryReads)
  app.decorate('catalogueReads', (request: FastifyRequest) => {
    if (!replica || readsPrimary(request.headers)) return primaryReads
    if (request.answering) {
      request.answering.fromReplica = true
      boundAge(request.answering.computation, REPLICA_ANSWER_MAX_AGE_MS)
    }
    return replica
  })
}

/**
 * A request with a token reads the primary. The response cache holds to the same rule: an answer it kept
 * from the replica is never served to such a request, which would otherwise not see its own write.
 */
export function readsPrimary(headers: IncomingHttpHeaders): boolean {
  return headers.authorization !== undefined
}
