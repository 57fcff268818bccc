import { z } from 'zod'
import { MAX_PASSWORD_LENGTH } from '../constants'
import { emailSchema, passwordSchema } from './auth'
import { pageNumberText, pageSizeText, pagedResponseSchema } from './pagination'

/** How long a password-reset link works, from the moment it is asked for. */
export const PASSWORD_RESET_VALID_MINUTES = 30

/** The one answer to "forgot password", whether or not an account has that e-mail, so nobody can probe for accounts. */
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that e-mail, we have sent it a link to reset the password. The link works once, for 30 minutes.'

/** A link that is unknown, already used, or older than PASSWORD_RESET_VALID_MINUTES. */
export const RESET_LINK_INVALID_MESSAGE =
  'This password reset link is invalid or has expired. Please ask for a new one.'

export const forgotPasswordInputSchema = z.object({ email: emailSchema })
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>

export const forgotPasswordResponseSchema = z.object({ success: z.literal(true), message: z.string() })

export const resetPasswordInputSchema = z.object({
  token: z
    .string({ error: 'The reset link is missing its token' })
    .trim()
    .min(1, 'The reset link is missing its token')
    .max(MAX_PASSWORD_LENGTH, RESET_LINK_INVALID_MESSAGE),
  password: passwordSchema,
})
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>

/** Every mail the shop writes; what each one is for. */
export const MAIL_KINDS = [
  'order-placed',
  'new-order-notice',
  'payment-received',
  'order-shipped',
  'order-delivered',
  'order-cancelled',
  'welcome',
  'password-reset',
  'account-erased',
  'back-in-stock',
  'payment-not-completed',
  'refund-issued',
  'return-requested',
  'return-approved',
  'return-rejected',
  'return-received',
  'preorder-date-changed',
  'preorder-released',
  'two-factor-enabled',
  'two-factor-disabled',
  'second-step-limit-reached',
  'product-launched',
  'early-access-opened',
  'raffle-won',
  'raffle-not-won',
  'raffle-won-after-roll-down',
] as const
export type MailKind = (typeof MAIL_KINDS)[number]

/**
 * Where a mail is: `kept` (no SMTP server is set: kept in the outbox, never sent), `pending` (waiting for its
 * first or next attempt), `sending` (claimed by a worker), `sent`, or `failed` (gave up; the admin may resend).
 */
export const MAIL_STATUSES = ['kept', 'pending', 'sending', 'sent', 'failed'] as const
export type MailStatus = (typeof MAIL_STATUSES)[number]

export const outboxMailSchema = z.object({
  _id: z.string(),
  kind: z.enum(MAIL_KINDS),
  to: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
})
export type OutboxMail = z.infer<typeof outboxMailSchema>

/** One mail with its bodies, for the admin's preview. */
export const outboxMailDetailSchema = outboxMailSchema.extend({ html: z.string(), text: z.string() })
export type OutboxMailDetail = z.infer<typeof outboxMailDetailSchema>

export const outboxQuerySchema = z.object({
  page: pageNumberText('page').optional(),
  limit: pageSizeText('limit').optional(),
  status: z.enum(MAIL_STATUSES, { error: `status must be one of ${MAIL_STATUSES.join(', ')}` }).optional(),
})

/** `delivery`: `smtp` when an SMTP server is set, `outbox` when mails are only kept here. */
export const outboxListResponseSchema = pagedResponseSchema('mails', outboxMailSchema, {
  success: z.literal(true),
  totalMails: z.number().int(),
  failed: z.number().int(),
  delivery: z.enum(['smtp', 'outbox']),
})
export type OutboxListResponse = z.infer<typeof outboxListResponseSchema>

export const outboxMailResponseSchema = z.object({ success: z.literal(true), mail: outboxMailDetailSchema })
