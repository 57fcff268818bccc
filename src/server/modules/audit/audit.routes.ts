import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { auditActorsResponseSchema, auditQuerySchema, auditResponseSchema } from '@common/schemas/audit'
import { adminSecurity } from '../../plugins/openapi-route-docs'
import { listAuditActors, listAuditEntries } from './audit.service'

/**
 * The activity log, for admins. Reading only: entries are written by the changes themselves (recordAudit, in
 * their transactions), and no route changes or deletes one — the database refuses to as well.
 */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Audit'],
        summary: 'Every admin and staff change, newest first, filtered and paged',
        description:
          "`actor` is the user id of who made the change, `entity` the kind of record and `entityId` its id, `action` what was done (`product.update`…). `before` and `after` hold only the fields that changed, in the API's names and units (money in rupees). A change made from the command line (a catalogue import) has no `actor`. 50 entries a page unless `limit` says otherwise.",
        security: adminSecurity,
        querystring: auditQuerySchema,
        response: { 200: auditResponseSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await listAuditEntries(app.db, request.query)) }),
  )

  app.get(
    '/admin/audit/actors',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['Audit'],
        summary: "Everyone who has made a change, by e-mail: the choices of the activity log's person filter",
        security: adminSecurity,
        response: { 200: auditActorsResponseSchema },
      },
    },
    async () => ({ success: true as const, actors: await listAuditActors(app.db) }),
  )
}
