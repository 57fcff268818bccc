import {
  chargesTax,
  splitIncludedTax,
  type ChargeTaxLine,
  type IncludedTax,
  type SupplyType,
  type TaxLineInput,
} from '@common/gst'
import { findIndianState, type IndianState } from '@common/indian-states'
import type { ShippingAddress } from '@common/schemas/order'
import { placeOfPostalCode } from '../delivery'

/** Who supplies: the shop's GSTIN (undefined: none printed) and the state it supplies from. */
export type SellerTaxIdentity = { gstin: string | undefined; state: string }

/**
 * The place of supply of goods delivered to an address is the state they are delivered to: the address's
 * own state when it names one we know, else the state of its PIN code, else the shop's own (a delivery we
 * cannot place is treated as local, which charges the same tax as a split would).
 */
export function placeOfSupplyOf(address: ShippingAddress, sellerState: IndianState): IndianState {
  return (
    findIndianState(address.state) ??
    findIndianState(placeOfPostalCode(address.postalCode)?.state) ??
    sellerState
  )
}

export type OrderTax = IncludedTax & {
  sellerGstin: string | null
  sellerState: IndianState
  placeOfSupply: IndianState
  supplyType: SupplyType
  buyerGstin: string | null
  /** Shipping's and the cash-on-delivery fee's GST, each charged; the order's figures above include them. */
  charges: ChargeTaxLine[]
}

/**
 * The GST inside an order's lines (decision 0025): CGST and SGST when the goods stay in the shop's state,
 * IGST when they cross a state border; the discount shared first over the lines it covers. Shipping and the
 * cash-on-delivery fee are taxed with the goods (chargesTax) and counted in the order's figures; `lines` are
 * the goods' only.
 */
export function computeOrderTax(input: {
  seller: SellerTaxIdentity
  address: ShippingAddress
  buyerGstin: string | undefined
  lines: readonly TaxLineInput[]
  discountPaise: number
  charges?: { shippingPaise: number; codFeePaise: number }
}): OrderTax {
  const sellerState = findIndianState(input.seller.state)
  if (!sellerState) throw new Error(`The shop's state "${input.seller.state}" is not an Indian state`)
  const placeOfSupply = placeOfSupplyOf(input.address, sellerState)
  const supplyType: SupplyType = placeOfSupply.code === sellerState.code ? 'intra-state' : 'inter-state'
  const goods = splitIncludedTax({ lines: input.lines, discountPaise: input.discountPaise, supplyType })
  const charges = chargesTax({
    shippingPaise: input.charges?.shippingPaise ?? 0,
    codFeePaise: input.charges?.codFeePaise ?? 0,
    lineRates: input.lines.map((line) => line.rate),
    supplyType,
  })
  const sum = (field: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise') =>
    goods[field] + charges.reduce((total, charge) => total + charge[field], 0)
  const [cgstPaise, sgstPaise, igstPaise] = [sum('cgstPaise'), sum('sgstPaise'), sum('igstPaise')]
  return {
    ...goods,
    taxablePaise: sum('taxablePaise'),
    cgstPaise,
    sgstPaise,
    igstPaise,
    taxPaise: cgstPaise + sgstPaise + igstPaise,
    charges,
    sellerGstin: input.seller.gstin ?? null,
    sellerState,
    placeOfSupply,
    supplyType,
    buyerGstin: input.buyerGstin ?? null,
  }
}
