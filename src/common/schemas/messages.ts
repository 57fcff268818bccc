import { z } from 'zod'
import {
  MAX_EMAIL_LENGTH,
  MAX_MESSAGE_LENGTH,
  MAX_NAME_LENGTH,
  MAX_SUBJECT_LENGTH,
  MESSAGE_KINDS,
} from '../constants'
import { pagedResponseSchema, pageQuerySchema } from './pagination'
import {
  controlCharactersMessage,
  hasNoControlCharacters,
  hasNoControlCharactersExceptLineBreaks,
  searchTextSchema,
} from './text'
import { FLAG_WORDS, flagText } from './text-values'

/** An e-mail address as the forms check it: "text, @, text, dot, text with no spaces". */
export const NEWSLETTER_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const newsletterEmailSchema = z
  .string({ error: 'Please enter your email address' })
  .trim()
  .min(1, 'Please enter your email address')
  .max(MAX_EMAIL_LENGTH, 'Please enter a valid email address')
  .regex(NEWSLETTER_EMAIL_PATTERN, 'Please enter a valid email address')
  .refine(hasNoControlCharacters, 'Please enter a valid email address')
  .transform((email) => email.toLowerCase())

export const newsletterInputSchema = z.object({ email: newsletterEmailSchema })
export type NewsletterInput = z.infer<typeof newsletterInputSchema>

export const ALREADY_SUBSCRIBED_MESSAGE = 'This email is already subscribed to our newsletter'
export const NOT_SUBSCRIBED_MESSAGE = 'Email not found in our subscription list'

const messageText = z
  .string({ error: 'Message is required' })
  .trim()
  .min(1, 'Message is required')
  .max(MAX_MESSAGE_LENGTH, `Message must be at most ${MAX_MESSAGE_LENGTH} characters`)
  .refine(hasNoControlCharactersExceptLineBreaks, controlCharactersMessage('Message'))

export const contactMessageInputSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(MAX_NAME_LENGTH, 'Name is too long')
    .refine(hasNoControlCharacters, controlCharactersMessage('Name')),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(MAX_EMAIL_LENGTH, 'Please enter a valid email address')
    .pipe(z.email({ error: 'Please enter a valid email address' })),
  message: messageText,
})
export type ContactMessageInput = z.infer<typeof contactMessageInputSchema>

export const supportRequestInputSchema = z.object({
  subject: z
    .string({ error: 'Subject is required' })
    .trim()
    .min(1, 'Subject is required')
    .max(MAX_SUBJECT_LENGTH, 'Subject is too long')
    .refine(hasNoControlCharacters, controlCharactersMessage('Subject')),
  message: messageText,
})
export type SupportRequestInput = z.infer<typeof supportRequestInputSchema>

export const storedMessageSchema = z.object({
  _id: z.string(),
  kind: z.enum(['contact', 'support']),
  name: z.string(),
  email: z.string(),
  subject: z.string().nullable(),
  message: z.string(),
  userId: z.string().nullable(),
  createdAt: z.string(),
  /** When an admin marked it handled; null while it still waits for an answer. */
  handledAt: z.string().nullable(),
  isHandled: z.boolean(),
})
export type StoredMessage = z.infer<typeof storedMessageSchema>

export const subscriberSchema = z.object({
  _id: z.string(),
  email: z.string(),
  subscribedAt: z.string(),
})
export type Subscriber = z.infer<typeof subscriberSchema>

/** GET /messages: newest first; search matches name, e-mail, subject and message, ignoring case. */
export const messageListQuerySchema = pageQuerySchema.extend({
  search: searchTextSchema.optional(),
  kind: z.enum(MESSAGE_KINDS, { error: 'kind must be contact or support' }).optional(),
  handled: flagText(FLAG_WORDS.trueFalse, 'handled').optional(),
})

export const messageListResponseSchema = pagedResponseSchema('messages', storedMessageSchema, {
  success: z.literal(true),
  /** Messages of every kind not yet handled, whatever the filters: the tab's badge. */
  unhandled: z.number().int(),
})
export type MessageListResponse = z.infer<typeof messageListResponseSchema>

/** PATCH /messages/:id */
export const updateMessageInputSchema = z.object({
  handled: z.boolean({ error: 'handled must be true or false' }),
})

/** GET /newsletter/subscribers: newest first; search matches the e-mail. */
export const subscriberListQuerySchema = pageQuerySchema.extend({
  search: searchTextSchema.optional(),
})

export const subscriberListResponseSchema = pagedResponseSchema('subscribers', subscriberSchema, {
  success: z.literal(true),
})

/** POST /newsletter/subscribe: 201 for a new address, 200 when it was already on the list. */
export const subscribeResponseSchema = z.object({
  success: z.literal(true),
  alreadySubscribed: z.boolean(),
  message: z.string(),
})
export type SubscribeResponse = z.infer<typeof subscribeResponseSchema>

/** GET and PUT /newsletter/me: whether the signed-in account's e-mail gets the newsletter. */
export const ownNewsletterResponseSchema = z.object({ success: z.literal(true), subscribed: z.boolean() })
export type OwnNewsletterResponse = z.infer<typeof ownNewsletterResponseSchema>

export const ownNewsletterInputSchema = z.object({
  subscribed: z.boolean({ error: 'subscribed must be true or false' }),
})
export type OwnNewsletterInput = z.infer<typeof ownNewsletterInputSchema>

/** POST /newsletter/unsubscribe */
export const unsubscribeResponseSchema = z.object({ success: z.literal(true), message: z.string() })
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>
