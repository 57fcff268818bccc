import { z } from 'zod'
import { pagedResponseSchema, pageQuerySchema } from './pagination'
import { searchTextSchema } from './text'

/** The kinds of record an audit entry is about; the Activity tab filters by them. */
export const AUDIT_ENTITIES = [
  'product',
  'order',
  'return',
  'user',
  'discount',
  'settings',
  'catalogue',
  'message',
  'mail',
] as const
export type AuditEntity = (typeof AUDIT_ENTITIES)[number]

/**
 * What was done, as `<entity>.<verb>`. A price, stock or flag change is `product.update` with the fields in
 * before/after; a sign-in to the admin area is `user.sign-in` with the address and browser in `after`.
 */
export const AUDIT_ACTIONS = [
  'product.create',
  'product.update',
  'product.delete',
  'product.release',
  'product.stock-adjust',
  'product.variants',
  'product.raffle',
  'catalogue.import',
  'order.status',
  'order.deliver',
  'order.cancel',
  'order.refund',
  'order.refund-retry',
  'return.update',
  'user.update',
  'user.sign-in',
  'user.two-factor',
  'discount.create',
  'discount.update',
  'discount.delete',
  'settings.update',
  'message.update',
  'mail.resend',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/** A value recorded before or after a change: the changed fields only, as plain JSON. */
export const auditValuesSchema = z.record(z.string(), z.unknown()).nullable()
export type AuditValues = z.infer<typeof auditValuesSchema>

export const auditEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  /** Null for a change made from the command line (a catalogue import). */
  actor: z.object({ _id: z.string(), email: z.string() }).nullable(),
  action: z.enum(AUDIT_ACTIONS),
  entity: z.enum(AUDIT_ENTITIES),
  entityId: z.string().nullable(),
  before: auditValuesSchema,
  after: auditValuesSchema,
  /** The address and browser of the request that made the change. */
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
})
export type AuditEntry = z.infer<typeof auditEntrySchema>

export const auditQuerySchema = pageQuerySchema.extend({
  /** The acting user's id. */
  actor: z.string().trim().min(1, 'actor must be a user id').max(64, 'actor must be a user id').optional(),
  entity: z.enum(AUDIT_ENTITIES, { error: `entity must be one of ${AUDIT_ENTITIES.join(', ')}` }).optional(),
  entityId: searchTextSchema.optional(),
  action: z.enum(AUDIT_ACTIONS, { error: 'Unknown action' }).optional(),
})
export type AuditQuery = z.infer<typeof auditQuerySchema>

/** GET /admin/audit, newest first. */
export const auditResponseSchema = pagedResponseSchema('entries', auditEntrySchema, {
  success: z.literal(true),
})
export type AuditResponse = z.infer<typeof auditResponseSchema>

/** GET /admin/audit/actors: everyone who has an entry, for the Activity tab's person filter. */
export const auditActorsResponseSchema = z.object({
  success: z.literal(true),
  actors: z.array(z.object({ _id: z.string(), email: z.string() })),
})
