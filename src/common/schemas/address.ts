import { z } from 'zod'
import { controlCharactersMessage, hasNoControlCharacters } from './text'

export const SHIPPING_COUNTRY = 'India'
export const MAX_SAVED_ADDRESSES = 20
export const PHONE_PATTERN = /^[0-9\s-]{10,15}$/

/** `label` names the field in the control-character message. */
const required = (message: string, label: string, max = 200) =>
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

/** The address form of checkout-and-admin.md §5, with its messages. */
export const addressInputSchema = z.object({
  fullName: required('Full name is required', 'Full name', 100),
  email: required('Email is required', 'Email', 254).pipe(z.email({ error: 'Invalid email address' })),
  phone: required('Phone number is required', 'Phone number', 15).regex(
    PHONE_PATTERN,
    'Enter a valid 10-digit phone number',
  ),
  country: shippingCountrySchema,
  addressLine1: required('Address is required', 'Address'),
  addressLine2: z
    .string()
    .trim()
    .max(200, 'At most 200 characters')
    .refine(hasNoControlCharacters, controlCharactersMessage('Address line 2'))
    .optional()
    .nullable()
    .transform((line) => line || null),
  city: required('City is required', 'City', 100),
  state: required('State is required', 'State', 100),
  postalCode: required('Postal code is required', 'Postal code', 10).regex(/^\d+$/, 'Invalid postal code'),
  isDefault: z.boolean().optional(),
  saveAddress: z.boolean().optional(),
})
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
  isDefault: z.boolean(),
  createdAt: z.string(),
})
export type Address = z.infer<typeof addressSchema>
