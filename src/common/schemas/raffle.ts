import { z } from 'zod'
import { idSchema } from './common'
import { MAX_STOCK } from './product'

/**
 * Raffles for hyped figures: entries while open, one per account, delivery address and phone; a draw anyone can
 * verify. `upcoming` before `opensAt`, `open` until `closesAt`, `closed` from then until the draw (within a
 * minute), `drawn` after it.
 */
export const RAFFLE_STATES = ['upcoming', 'open', 'closed', 'drawn'] as const
export type RaffleState = (typeof RAFFLE_STATES)[number]

/** The rule a second entry broke: the same account, the same delivery address, the same phone number. */
export const RAFFLE_ENTRY_RULES = ['account', 'address', 'phone'] as const
export type RaffleEntryRule = (typeof RAFFLE_ENTRY_RULES)[number]

/** The 409 of a second entry, naming the rule it broke. */
export const RAFFLE_DUPLICATE_MESSAGES: Record<RaffleEntryRule, string> = {
  account: 'You have already entered this raffle',
  address: 'This delivery address has already been entered in this raffle',
  phone: 'This phone number has already been entered in this raffle',
}

/** An entry before `opensAt` or from `closesAt` on (409). */
export const RAFFLE_NOT_OPEN_MESSAGE = 'This raffle is not open for entries'
export const RAFFLE_NOT_FOUND_MESSAGE = 'Raffle not found'

/**
 * An entry's outcome: `pending` until the draw, then `won` (offered a unit: its order), `forfeited` (won, but
 * the order was not paid within its hold, so the unit went to the next entry) or `lost`.
 */
export const RAFFLE_OUTCOMES = ['pending', 'won', 'forfeited', 'lost'] as const
export type RaffleOutcome = (typeof RAFFLE_OUTCOMES)[number]

const isoTime = (label: string) =>
  z.iso
    .datetime({ offset: true, error: `${label} must be a date and time` })
    .transform((value) => new Date(value).toISOString())

/**
 * POST /products/:id/raffles (admin): sets `units` aside from the product's stock until the raffle ends; for a
 * product with options, from the stock of the `variant` raffled (required then).
 */
export const createRaffleInputSchema = z
  .object(
    {
      variant: idSchema.optional(),
      opensAt: isoTime('Opening time'),
      closesAt: isoTime('Closing time'),
      units: z
        .number({ error: 'Units must be a number' })
        .int('Units must be a whole number')
        .min(1, 'Units must be at least 1')
        .max(MAX_STOCK, `Units must be at most ${MAX_STOCK}`),
    },
    { error: 'Send the raffle as {opensAt, closesAt, units}' },
  )
  .refine((raffle) => raffle.closesAt > raffle.opensAt, {
    message: 'Closing time must be after the opening time',
    path: ['closesAt'],
  })
export type CreateRaffleInput = z.infer<typeof createRaffleInputSchema>

/** POST /raffles/:id/entries (signed in): the shopper's own saved address, where a won unit is delivered. */
export const raffleEntryInputSchema = z.object(
  { addressId: idSchema },
  { error: 'Send the delivery address as {addressId}' },
)
export type RaffleEntryInput = z.infer<typeof raffleEntryInputSchema>

/**
 * The product a raffle gives away: `price` in rupees (what a winner pays), `image` its first one; for a product with
 * options, the `variant` raffled (its price and pictures then).
 */
export const raffleProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  price: z.number(),
  variant: z.object({ _id: z.string(), label: z.string() }).optional(),
})
export type RaffleProduct = z.infer<typeof raffleProductSchema>

/**
 * GET /raffles/:id (anyone): no names, e-mails or addresses. `seedHash` = SHA-256 of the seed's 32 bytes (hex),
 * fixed when the raffle is made and never changed; `seed` (hex) only once drawn. Each entry's `ticket` (once
 * drawn) = HMAC-SHA256(key: the seed's bytes, message: the entry's `_id`) in hex; `entries` in ticket order once
 * drawn (before, by the time they came); `winners` the first `units` entries by ticket. Each entry's `outcome` (null
 * before the draw) shows the roll-down: a winner who did not pay is `forfeited`, and the entry the unit passed to
 * below the winners `won`. `myEntryId` and
 * `myOutcome` are the signed-in shopper's own (null otherwise), `myOrderId` the order of the unit they won.
 */
export const raffleSchema = z.object({
  _id: z.string(),
  product: raffleProductSchema,
  opensAt: z.string(),
  closesAt: z.string(),
  units: z.number().int(),
  state: z.enum(RAFFLE_STATES),
  seedHash: z.string(),
  seed: z.string().nullable(),
  drawnAt: z.string().nullable(),
  entries: z.array(
    z.object({ _id: z.string(), ticket: z.string().nullable(), outcome: z.enum(RAFFLE_OUTCOMES).nullable() }),
  ),
  winners: z.array(z.string()),
  myEntryId: z.string().nullable(),
  myOutcome: z.enum(RAFFLE_OUTCOMES).nullable(),
  myOrderId: z.string().nullable(),
})
export type Raffle = z.infer<typeof raffleSchema>

/** A raffle in a list: the product's page (GET /products/:id/raffles) and the admin's (GET /admin/raffles). */
export const raffleSummarySchema = z.object({
  _id: z.string(),
  product: raffleProductSchema,
  opensAt: z.string(),
  closesAt: z.string(),
  units: z.number().int(),
  state: z.enum(RAFFLE_STATES),
  entryCount: z.number().int(),
})
export type RaffleSummary = z.infer<typeof raffleSummarySchema>

/** GET /products/:id/raffles (anyone): the product's raffles not yet drawn, soonest first. */
export const productRafflesResponseSchema = z.object({ raffles: z.array(raffleSummarySchema) })
export type ProductRafflesResponse = z.infer<typeof productRafflesResponseSchema>

/**
 * GET /admin/raffles (admin): the raffles, the latest to open first, with what became of their units:
 * `unitsAwarded` have a winner's order that was not given up (paid, or within its payment hold),
 * `unitsReturned` went back on sale when the entries ran out.
 */
export const adminRaffleSchema = raffleSummarySchema.extend({
  refusalCount: z.number().int(),
  unitsAwarded: z.number().int(),
  unitsReturned: z.number().int(),
  createdAt: z.string(),
})
export type AdminRaffle = z.infer<typeof adminRaffleSchema>
export const adminRafflesResponseSchema = z.object({ raffles: z.array(adminRaffleSchema) })
export type AdminRafflesResponse = z.infer<typeof adminRafflesResponseSchema>

const raffleAccountSchema = z.object({ _id: z.string(), name: z.string(), email: z.string() })

/** One entry as the admin sees it: the account, where a won unit goes (`address` one line) and the outcome. */
export const adminRaffleEntrySchema = z.object({
  _id: z.string(),
  ticket: z.string().nullable(),
  user: raffleAccountSchema,
  address: z.string(),
  phone: z.string(),
  createdAt: z.string(),
  outcome: z.enum(RAFFLE_OUTCOMES),
  orderId: z.string().nullable(),
})
export type AdminRaffleEntry = z.infer<typeof adminRaffleEntrySchema>

/** A second entry refused: who tried, the rule it broke, the message they saw, when. */
export const raffleRefusalSchema = z.object({
  _id: z.string(),
  user: raffleAccountSchema,
  rule: z.enum(RAFFLE_ENTRY_RULES),
  message: z.string(),
  createdAt: z.string(),
})
export type RaffleRefusal = z.infer<typeof raffleRefusalSchema>

/** GET /raffles/:id/entries (admin): entries in ticket order once drawn (before, by the time they came), and the refusals. */
export const adminRaffleEntriesResponseSchema = z.object({
  raffle: adminRaffleSchema,
  entries: z.array(adminRaffleEntrySchema),
  refusals: z.array(raffleRefusalSchema),
})
export type AdminRaffleEntriesResponse = z.infer<typeof adminRaffleEntriesResponseSchema>

/** POST /raffles/:id/entries answers 201 with the entry's id, which the shopper finds among the tickets. */
export const raffleEntryResponseSchema = z.object({ success: z.literal(true), entryId: z.string() })
export type RaffleEntryResponse = z.infer<typeof raffleEntryResponseSchema>
