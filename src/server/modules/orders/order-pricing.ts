import type { TaxLine } from '@common/gst'
import { NO_SHIPPING_CHARGES, shippingCharges, type ShippingRates } from '@common/shipping-charges'
import type { CreateOrderInput, ShippingAddress } from '@common/schemas/order'
import { BadRequestError } from '../../errors'
import { computeOrderTax, type OrderTax, type SellerTaxIdentity } from './order-tax'

/** Online payment providers take ₹1 at least; a discount that leaves less can only be paid on delivery. */
export const MIN_ONLINE_PAYMENT_PAISE = 100
export const ONLINE_PAYMENT_MINIMUM_MESSAGE =
  'An order paid online must come to at least ₹1.00 after the discount: please choose Cash on Delivery'

/** A line as the order sells it, with its product's price and GST rate as the database has them. */
export type PricingLine = {
  productId: string
  /** What is sold: the variant's id for a product with options, else the product's (placement's key). */
  unitId?: string
  quantity: number
  unitPricePaise: number
  gstRate: number
}

export type OrderPricingInput = {
  /** One line per product (placement merges repeated products first). */
  lines: readonly PricingLine[]
  /** What the redeemed discount code takes off and which products it covers; undefined without a code. */
  discount?: { discountPaise: number; coveredProductIds: readonly string[] } | undefined
  paymentMethod: CreateOrderInput['paymentMethod']
  seller: SellerTaxIdentity
  /** Where the goods go: its state (or PIN code's) is the place of supply. */
  address: ShippingAddress
  buyerGstin: string | undefined
  /** The shop's shipping charges (delivery module, read before the transaction); none charged when left out. */
  shippingRates?: ShippingRates | undefined
}

export type PricedOrderLine = PricingLine & {
  totalPaise: number
  /** The line's share of the discount and the GST inside what is left of it. */
  tax: TaxLine
}

export type PricedOrder = {
  lines: PricedOrderLine[]
  itemsPaise: number
  shippingPaise: number
  /** The cash-on-delivery fee; 0 for an order paid online. */
  codFeePaise: number
  discountPaise: number
  totalPaise: number
  /** The GST of the whole order, the goods' lines and the charges (`tax.charges`) together. */
  tax: OrderTax
}

/**
 * An order's money, from figures the caller read from the database: each line's total, the items' sum, shipping
 * and the cash-on-delivery fee (shippingCharges: the flat rate unless the items after the discount reach the
 * threshold), the discount and the total, and the GST inside them. Pure (no database, no clock) so that the rules are tested
 * on their own; what the discount is worth is decided by redeeming its code (discounts module), before this.
 * Throws 400 when an online order would come to less than a payment provider takes.
 */
export function priceOrder(input: OrderPricingInput): PricedOrder {
  const lines = input.lines.map((line) => ({ ...line, totalPaise: line.unitPricePaise * line.quantity }))
  const itemsPaise = lines.reduce((sum, line) => sum + line.totalPaise, 0)
  const discountPaise = input.discount?.discountPaise ?? 0
  const { shippingPaise, codFeePaise } = shippingCharges(
    input.shippingRates ?? NO_SHIPPING_CHARGES,
    itemsPaise - discountPaise,
    input.paymentMethod,
  )
  const covered = new Set(input.discount?.coveredProductIds)
  // Prices include GST: the tax is worked out inside them and never added to the total.
  const totalPaise = itemsPaise + shippingPaise + codFeePaise - discountPaise
  if (input.paymentMethod !== 'COD' && totalPaise < MIN_ONLINE_PAYMENT_PAISE)
    throw new BadRequestError(ONLINE_PAYMENT_MINIMUM_MESSAGE)
  const tax = computeOrderTax({
    seller: input.seller,
    address: input.address,
    buyerGstin: input.buyerGstin,
    lines: lines.map((line) => ({
      totalPaise: line.totalPaise,
      rate: line.gstRate,
      isDiscounted: covered.has(line.productId),
    })),
    discountPaise,
    charges: { shippingPaise, codFeePaise },
  })
  return {
    lines: lines.map((line, index) => ({ ...line, tax: tax.lines[index]! })),
    itemsPaise,
    shippingPaise,
    codFeePaise,
    discountPaise,
    totalPaise,
    tax,
  }
}
