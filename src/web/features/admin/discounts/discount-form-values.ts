import type { Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import {
  createDiscountInputSchema,
  updateDiscountInputSchema,
  type CreateDiscountInput,
  type Discount,
  type DiscountType,
} from '@common/schemas/discount'
import { isoToShopLocal, shopLocalToIso } from '../shared/shop-date-time'

/** What the inputs hold: text for numbers and times (datetime-local, India time), lists for the restrictions. */
export interface DiscountFormValues {
  code: string
  description: string
  type: DiscountType
  value: string
  minOrderValue: string
  maxDiscount: string
  startsAt: string
  endsAt: string
  usageLimit: string
  perCustomerLimit: string
  categories: string[]
  productIds: string[]
  isActive: boolean
}

export function newDiscountFormValues(): DiscountFormValues {
  return {
    code: '',
    description: '',
    type: 'percentage',
    value: '',
    minOrderValue: '',
    maxDiscount: '',
    startsAt: '',
    endsAt: '',
    usageLimit: '',
    perCustomerLimit: '',
    categories: [],
    productIds: [],
    isActive: true,
  }
}

const numberText = (value: number | null) => (value === null ? '' : String(value))

export function discountToFormValues(discount: Discount): DiscountFormValues {
  return {
    code: discount.code,
    description: discount.description,
    type: discount.type,
    value: String(discount.value),
    minOrderValue: numberText(discount.minOrderValue),
    maxDiscount: numberText(discount.maxDiscount),
    startsAt: isoToShopLocal(discount.startsAt),
    endsAt: isoToShopLocal(discount.endsAt),
    usageLimit: numberText(discount.usageLimit),
    perCustomerLimit: numberText(discount.perCustomerLimit),
    categories: discount.categories,
    productIds: discount.productIds,
    isActive: discount.isActive,
  }
}

/** An empty optional field means "no limit" (null); other text becomes a number for the schema to judge. */
function optionalNumber(text: string): number | null {
  return text.trim() === '' ? null : Number(text)
}

/** The body the shared schemas check: the same object the server receives. */
export function toDiscountInput(values: DiscountFormValues) {
  return {
    code: values.code,
    description: values.description,
    type: values.type,
    // Left out when empty, so the schema says "Value must be a number" rather than reading 0.
    value: values.value.trim() === '' ? undefined : Number(values.value),
    minOrderValue: optionalNumber(values.minOrderValue),
    maxDiscount: optionalNumber(values.maxDiscount),
    startsAt: shopLocalToIso(values.startsAt),
    endsAt: shopLocalToIso(values.endsAt),
    usageLimit: optionalNumber(values.usageLimit),
    perCustomerLimit: optionalNumber(values.perCustomerLimit),
    categories: values.categories,
    productIds: values.productIds,
    isActive: values.isActive,
  }
}

type DiscountResolver = Resolver<DiscountFormValues, unknown, CreateDiscountInput>

const createSchemaResolver = zodResolver(createDiscountInputSchema)
const updateSchemaResolver = zodResolver(updateDiscountInputSchema)

/*
 * A new code is checked by the create schema, a change by the update schema: the rules the server applies.
 * The schemas judge the converted body, whose shape they alone vouch for (hence the casts); the form always
 * sends every field, so what the update schema passes has all of them too.
 */
export const createDiscountResolver: DiscountResolver = (values, context, options) =>
  createSchemaResolver(
    toDiscountInput(values) as never,
    context,
    options as never,
  ) as ReturnType<DiscountResolver>

export const updateDiscountResolver: DiscountResolver = (values, context, options) =>
  updateSchemaResolver(
    toDiscountInput(values) as never,
    context,
    options as never,
  ) as ReturnType<DiscountResolver>
