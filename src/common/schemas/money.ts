import { z } from 'zod'
import { formatWholeRupees, isWholePaise, ONE_PAISA_RUPEES } from '../money'

/** 1 crore rupees: the most any amount in a request may be; its paise fit a 32-bit integer column on both databases. */
export const MAX_AMOUNT_RUPEES = 10_000_000

/** What a refused amount is told, one message per way to be wrong. */
export type RupeesMessages = {
  /** Not a number (or, given a function, missing: `input` is undefined). */
  type: string | ((input: unknown) => string)
  /** Negative, or 0 where an amount is required. */
  tooSmall: string
  tooLarge: string
  /** Above 0 and below one paisa, which the shop would keep as 0. */
  belowPaisa: string
  /** A third decimal, which the shop would round away. */
  decimals: string
}

function defaultMessages(label: string, allowZero: boolean, max: number): RupeesMessages {
  return {
    type: `${label} must be a number`,
    tooSmall: allowZero ? `${label} cannot be negative` : `${label} must be more than ₹0`,
    tooLarge: `${label} must be at most ${formatWholeRupees(max)}`,
    belowPaisa: allowZero
      ? `${label} must be ₹0 or at least ₹0.01 (one paisa)`
      : `${label} must be at least ₹0.01 (one paisa)`,
    decimals: `${label} can have at most 2 decimals (whole paise)`,
  }
}

type RupeesOptions = {
  /** 0 is an amount (a refund of nothing); otherwise at least one paisa. */
  allowZero?: boolean
  max?: number
  messages?: Partial<RupeesMessages>
}

/**
 * Money in a request: rupees as a JSON number with at most two decimals (DESIGN §4 and §7), from 0 or one paisa up
 * to `max`. A third decimal, or a positive amount below one paisa, is refused with a message (400), never stored
 * rounded (`100.005` as 100.01, `1e-9` as ₹0). Every field that takes rupees goes through this one schema; `label`
 * starts its messages ("The amount must be more than ₹0"), and `messages` replaces any of them. `coerce` reads
 * numeric text, for a query string.
 */
export function rupeesSchema(label: string, options?: RupeesOptions & { coerce?: false }): z.ZodNumber
export function rupeesSchema(
  label: string,
  options: RupeesOptions & { coerce: true },
): z.ZodCoercedNumber<unknown>
export function rupeesSchema(
  label: string,
  options: RupeesOptions & { coerce?: boolean } = {},
): z.ZodNumber | z.ZodCoercedNumber<unknown> {
  const { allowZero = false, max = MAX_AMOUNT_RUPEES } = options
  const messages = { ...defaultMessages(label, allowZero, max), ...options.messages }
  const typeMessage = messages.type
  const error =
    typeof typeMessage === 'string' ? typeMessage : (issue: { input: unknown }) => typeMessage(issue.input)
  return options.coerce
    ? checkRupees(z.coerce.number({ error }), messages, allowZero, max)
    : checkRupees(z.number({ error }), messages, allowZero, max)
}

/** Each check stops the ones after it, so an amount is told the first thing wrong with it, once. */
function checkRupees<T extends z.ZodNumber | z.ZodCoercedNumber<unknown>>(
  number: T,
  messages: RupeesMessages,
  allowZero: boolean,
  max: number,
): T {
  return (
    allowZero
      ? number.min(0, { error: messages.tooSmall, abort: true })
      : number.positive({ error: messages.tooSmall, abort: true })
  )
    .max(max, { error: messages.tooLarge, abort: true })
    .refine((rupees) => rupees === 0 || rupees >= ONE_PAISA_RUPEES, {
      error: messages.belowPaisa,
      abort: true,
    })
    .refine(isWholePaise, { error: messages.decimals }) as T // each check answers the schema it was called on
}
