import { z } from 'zod'
import { MAX_PASSWORD_LENGTH } from '../constants'
import { addressSchema } from './address'
import { orderSchema } from './order'

/**
 * What the shop holds about an account (GET /users/me/export) and the account's erasure (POST /users/me/delete),
 * under the Digital Personal Data Protection Act: a shopper may see their data and have it erased, and consents
 * are kept with when and where they were given or withdrawn.
 */

/** What a consent is for. The newsletter is the shop's only marketing mail; order and account mails are not. */
export const CONSENT_PURPOSES = ['newsletter'] as const
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number]

/** Where a consent was given or withdrawn: the form that sent it. */
export const CONSENT_SOURCES = ['newsletter-form', 'profile'] as const
export type ConsentSource = (typeof CONSENT_SOURCES)[number]

/** The name an erased account and its reviews show instead of the shopper's. */
export const ERASED_ACCOUNT_NAME = 'Deleted account'

export const WRONG_ERASURE_PASSWORD_MESSAGE =
  'That password is not correct. Your account has not been deleted.'
export const STAFF_ERASURE_MESSAGE =
  'Staff and admin accounts cannot be deleted from the profile: an admin removes them in the Users tab.'
export const ACCOUNT_ERASED_MESSAGE =
  'Your personal data has been erased. Your orders and invoices are kept as the tax law requires.'

export const eraseAccountInputSchema = z.object({
  password: z
    .string({ error: 'Please enter your password' })
    .min(1, 'Please enter your password')
    .max(MAX_PASSWORD_LENGTH, 'Password is too long'),
})
export type EraseAccountInput = z.infer<typeof eraseAccountInputSchema>

export const eraseAccountResponseSchema = z.object({ success: z.literal(true), message: z.string() })

const consentSchema = z.object({
  purpose: z.enum(CONSENT_PURPOSES),
  given: z.boolean(),
  source: z.enum(CONSENT_SOURCES),
  email: z.string(),
  at: z.string(),
})
export type Consent = z.infer<typeof consentSchema>

/** Everything the shop holds about one account, in one JSON file. Money in rupees, times ISO-8601 UTC. */
export const personalDataExportSchema = z.object({
  exportedAt: z.string(),
  account: z.object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    twoFactorEnabled: z.boolean(),
  }),
  addresses: z.array(addressSchema),
  /** Each with its items, tax invoice number, shipping address, refunds (credit notes) and returns. */
  orders: z.array(orderSchema),
  reviews: z.array(
    z.object({
      _id: z.string(),
      productId: z.string(),
      productName: z.string().nullable(),
      authorName: z.string(),
      rating: z.number(),
      comment: z.string(),
      createdAt: z.string(),
    }),
  ),
  wishlist: z.array(
    z.object({ productId: z.string(), productName: z.string().nullable(), addedAt: z.string() }),
  ),
  raffleEntries: z.array(
    z.object({
      raffleId: z.string(),
      productName: z.string(),
      enteredAt: z.string(),
      ticket: z.string().nullable(),
      rank: z.number().nullable(),
      orderId: z.string().nullable(),
    }),
  ),
  /** The list's entry for the address the account last subscribed or unsubscribed itself, signed in. */
  newsletter: z.object({
    subscribed: z.boolean(),
    subscribedAt: z.string().nullable(),
    unsubscribedAt: z.string().nullable(),
  }),
  /** Every consent the account gave or withdrew signed in, oldest first. */
  consents: z.array(consentSchema),
  /** Messages sent signed in (support requests); none found only by the e-mail address, which is unverified. */
  messages: z.array(
    z.object({
      kind: z.string(),
      subject: z.string().nullable(),
      message: z.string(),
      createdAt: z.string(),
    }),
  ),
  /** The staff's changes to the account (its role, its access): what and when, not who. */
  accountChanges: z.array(
    z.object({
      at: z.string(),
      action: z.string(),
      before: z.record(z.string(), z.unknown()).nullable(),
      after: z.record(z.string(), z.unknown()).nullable(),
    }),
  ),
  /** Sign-ins (one per device or browser); the shop keeps no device names or addresses for them. */
  sessions: z.array(z.object({ startedAt: z.string(), endsAt: z.string(), endedAt: z.string().nullable() })),
})
export type PersonalDataExport = z.infer<typeof personalDataExportSchema>
