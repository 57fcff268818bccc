import type { ZodType } from 'zod'

/**
 * What a route says about itself for the OpenAPI document (plugins/openapi.ts), beside the schemas Fastify
 * validates with. These fields are read only by the document: Fastify neither validates nor serialises with
 * them, so adding them never changes what a route answers.
 */
declare module 'fastify' {
  interface FastifySchema {
    /**
     * A body the handler reads itself (multipart forms, which no route body schema can see), documented with
     * the shared schema the handler checks it with.
     */
    documentedBody?: {
      schema: ZodType
      contentTypes: readonly DocumentedContentType[]
      /** Form fields that carry files, documented as binary parts of a multipart body. */
      fileFields?: readonly string[]
    }
    /** Error statuses only the route's service can tell (a conflict, a refused password), with when they happen. */
    documentedErrors?: Partial<Record<ServiceErrorStatus, string>>
    /**
     * Answers a route sends without a response schema (a CSV stream, a document kept as text, a gateway's
     * callback), by status.
     */
    documentedResponses?: Partial<Record<200 | 201, DocumentedResponse>>
  }
}

export type DocumentedContentType = 'application/json' | 'multipart/form-data'
export type ServiceErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 502 | 503
export type DocumentedResponse = { description: string; contentType: string; schema?: ZodType }

/** The security scheme of the 15-minute access token, sent as `Authorization: Bearer <token>`. */
export const BEARER_SCHEME = 'bearerAuth'
/** The security scheme of the HttpOnly refresh cookie that /auth/refresh-token rotates. */
export const REFRESH_COOKIE_SCHEME = 'refreshCookie'
/** PhonePe's webhook credentials: `Authorization` carries SHA-256 of `username:password`. */
export const PHONEPE_WEBHOOK_SCHEME = 'phonePeWebhookAuth'
/** Shiprocket's webhook: `x-api-key` carries the token set beside the webhook's address in its dashboard. */
export const SHIPROCKET_WEBHOOK_SCHEME = 'shiprocketWebhookAuth'
/**
 * OpenAPI 3.1 lets a non-OAuth requirement name the roles it needs: the admin routes name `admin`, so a
 * reader (and the document's 403 answers) can tell them from routes any signed-in account may call.
 */
export const ADMIN_ROLE = 'admin'
/** The role that shares the admin area's orders, products and messages with admins. */
export const STAFF_ROLE = 'staff'

/** Routes guarded by `requireUser`: any signed-in, active account. */
export const signedInSecurity = [{ [BEARER_SCHEME]: [] }] as const
/** The gateway's webhook: refused with 401 unless its Authorization header matches. */
export const phonePeWebhookSecurity = [{ [PHONEPE_WEBHOOK_SCHEME]: [] }] as const
/** The carrier's webhook: refused with 401 unless its `x-api-key` header matches. */
export const shiprocketWebhookSecurity = [{ [SHIPROCKET_WEBHOOK_SCHEME]: [] }] as const
/** Routes guarded by `requireAdmin`: an admin's access token; a shopper's gets 403. */
export const adminSecurity = [{ [BEARER_SCHEME]: [ADMIN_ROLE] }] as const
/** Routes guarded by `requireStaff`: an admin's or a staff member's access token; a shopper's gets 403. */
export const staffSecurity = [{ [BEARER_SCHEME]: [ADMIN_ROLE, STAFF_ROLE] }] as const
