import { z } from 'zod'
import {
  MAX_ADDRESS_LINE_LENGTH,
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PLACE_LENGTH,
  MAX_POSTAL_CODE_LENGTH,
} from '../constants'
import { addressGstinOf, addressGstinProblem } from '../business-buyer'
import { phoneNumberSchema } from './phone'
import { controlCharactersMessage, hasNoControlCharacters } from './text'

export const SHIPPING_COUNTRY = 'India'
export const MAX_SAVED_ADDRESSES = 20

/** `label` names the field in the control-character message. */
const required = (message: string, label: string, max = MAX_ADDRESS_LINE_LENGTH) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `At most ${max} characters`)
    .refine(hasNoControlCharacters, controlCharactersMessage(label))

/** Fixed to India: an empty value means India, any other country is refused. */
export const shippingCountrySchema = z
  .string()
  .trim()
  .optional()
  .transform((country) => country || SHIPPING_COUNTRY)
  .refine((country) => country === SHIPPING_COUNTRY, 'We currently deliver only within India')

/** A business buyer's GSTIN as typed: spaces dropped, upper case, blank is none (null). */
export const addressGstinSchema = z
  .string({ error: 'GSTIN must be text' })
  .max(40, 'GSTIN must be 15 characters')
  .nullable()
  .optional()
  .transform(addressGstinOf)

/** Checks an address's GSTIN against its state (business-buyer.ts), under the gstin field. */
export function refineAddressGstin(
  address: { gstin: string | null; state?: string | null },
  context: z.RefinementCtx,
): void {
  const problem = addressGstinProblem(address.gstin, address.state)
  if (problem) context.addIssue({ code: 'custom', message: problem, path: ['gstin'] })
}

/** The address form (India only): every field, rule and message. */
export const addressInputSchema = z
  .object({
    fullName: required('Full name is required', 'Full name', MAX_NAME_LENGTH),
    email: required('Email is required', 'Email', MAX_EMAIL_LENGTH).pipe(
      z.email({ error: 'Invalid email address' }),
    ),
    // Stored as its ten digits, however it was typed.
    phone: z
      .string({ error: 'Phone number is required' })
      .trim()
      .min(1, 'Phone number is required')
      .pipe(phoneNumberSchema),
    country: shippingCountrySchema,
    addressLine1: required('Address is required', 'Address'),
    addressLine2: z
      .string()
      .trim()
      .max(MAX_ADDRESS_LINE_LENGTH, `At most ${MAX_ADDRESS_LINE_LENGTH} characters`)
      .refine(hasNoControlCharacters, controlCharactersMessage('Address line 2'))
      .optional()
      .nullable()
      .transform((line) => line || null),
    city: required('City is required', 'City', MAX_PLACE_LENGTH),
    state: required('State is required', 'State', MAX_PLACE_LENGTH),
    postalCode: required('Postal code is required', 'Postal code', MAX_POSTAL_CODE_LENGTH).regex(
      /^\d+$/,
      'Invalid postal code',
    ),
    /** A business buyer's GSTIN, of the address's state: an order to the address is then a B2B supply. */
    gstin: addressGstinSchema,
    isDefault: z.boolean().optional(),
    saveAddress: z.boolean().optional(),
  })
  .superRefine(refineAddressGstin)
export type AddressInput = z.input<typeof addressInputSchema>

export const addressSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  country: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  gstin: z.string().nullable(),
  isDefault: z.boolean(),
  createdAt: z.string(),
})
export type Address = z.infer<typeof addressSchema>
