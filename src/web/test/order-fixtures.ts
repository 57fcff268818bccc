import { chargesTax, splitIncludedTax, type SupplyType } from '@common/gst'
import { paiseToRupees, rupeesToPaise } from '@common/money'
import type { Order, Refund } from '@common/schemas/order'
import { shopper } from './fixtures'

type OrderItem = Order['orderItems'][number]
type ShippingAddress = Order['shippingAddress']

export function orderItem(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    _id: 'a1a1a1a1a1a1a1a1a1a1a1a1',
    product: 'b2b2b2b2b2b2b2b2b2b2b2b2',
    productId: 'b2b2b2b2b2b2b2b2b2b2b2b2',
    name: 'Gojo Satoru Figure',
    image: '/media/0123456789abcdef0123456789abcdef.webp',
    price: 2499.5,
    qty: 2,
    quantity: 2,
    tax: null,
    ...overrides,
  }
}

/** A refund as the order's `refunds` and GET /api/orders/:id/refunds answer it: ₹1,000 through PhonePe, completed. */
export function refund(overrides: Partial<Refund> = {}): Refund {
  return {
    _id: 'e5e5e5e5e5e5e5e5e5e5e5e5',
    orderId: '64b7f0c2a1b2c3d4e5f6a7b8',
    amount: 1000,
    status: 'completed',
    method: 'phonepe',
    reason: 'Damaged in transit',
    reference: null,
    failureReason: null,
    creditNoteNumber: 'AV/CN/2026-27/000001',
    creditNote: { taxableValue: 952.38, cgst: 0, sgst: 0, igst: 47.62 },
    automatic: false,
    createdAt: '2026-11-26T08:00:00.000Z',
    completedAt: '2026-11-26T08:00:02.000Z',
    ...overrides,
  }
}

/** A placed order as GET /api/orders/my-orders and the admin's GET /api/orders/:id answer it. */
export function placedOrder(overrides: Partial<Order> = {}): Order {
  const orderItems = overrides.orderItems ?? [
    orderItem(),
    orderItem({
      _id: 'c3c3c3c3c3c3c3c3c3c3c3c3',
      name: 'Luffy Keychain',
      image: '',
      price: 349,
      qty: 1,
      quantity: 1,
    }),
  ]
  return {
    _id: '64b7f0c2a1b2c3d4e5f6a7b8',
    orderNumber: 'ORD-1741500000000',
    invoiceNumber: null,
    user: { _id: shopper._id, name: shopper.name, email: shopper.email },
    userId: shopper._id,
    status: 'pending',
    orderItems,
    items: orderItems,
    itemsPrice: 5348,
    shippingPrice: 0,
    codFee: 0,
    taxPrice: 0,
    discountPrice: 0,
    discountCode: null,
    totalPrice: 5348,
    total: 5348,
    paymentMethod: 'COD',
    paymentStatus: 'pending',
    isPaid: false,
    paidAt: null,
    isDelivered: false,
    deliveredAt: null,
    trackingNumber: null,
    tracking: null,
    estimatedDelivery: null,
    gst: null,
    holdExpiresAt: null,
    cancelledAt: null,
    cancelReason: null,
    refunds: [],
    refundedAmount: 0,
    refundableAmount: 0,
    codConfirmation: null,
    confirmBy: null,
    returns: [],
    returnDeadline: null,
    preorder: null,
    shippingAddress: {
      fullName: 'Asha Verma',
      email: 'asha@example.com',
      phone: '98765 43210',
      address: '12 MG Road',
      addressLine1: '12 MG Road',
      addressLine2: 'Indiranagar',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560001',
      country: 'India',
    },
    createdAt: '2025-03-09T06:30:00.000Z',
    updatedAt: '2025-03-09T06:30:00.000Z',
    ...overrides,
  }
}

/** A delivery address in the shop's own state (Maharashtra): CGST and SGST. */
export const maharashtraAddress: ShippingAddress = {
  fullName: 'Rohan Kulkarni',
  email: 'rohan@example.com',
  phone: '91234 56780',
  address: '7 FC Road',
  addressLine1: '7 FC Road',
  addressLine2: 'Shivajinagar',
  city: 'Pune',
  state: 'Maharashtra',
  postalCode: '411005',
  country: 'India',
}

/** A delivery address outside the shop's state (Karnataka): IGST. The default fixture's address. */
export const karnatakaAddress: ShippingAddress = placedOrder().shippingAddress

export interface GstLine {
  name: string
  price: number
  qty: number
  hsnCode: string
  rate: number
}

const DEFAULT_GST_LINES: GstLine[] = [
  { name: 'Gojo Satoru Figure', price: 2499.5, qty: 2, hsnCode: '9503', rate: 5 },
  { name: 'Luffy Keychain', price: 349, qty: 1, hsnCode: '3926', rate: 18 },
]

/**
 * An order placed with GST figures as the server answers it, split the way the server splits them (splitIncludedTax),
 * so that every line and total adds up: intra-state for a Maharashtra address, inter-state otherwise.
 */
export function gstOrder({
  supplyType = 'inter-state',
  lines = DEFAULT_GST_LINES,
  discountPrice = 0,
  discountCode = null,
  buyerGstin = null,
  sellerGstin = '27AAPFU0939F1ZV',
  charges = { shippingPaise: 0, codFeePaise: 0 },
  overrides = {},
}: {
  supplyType?: SupplyType
  lines?: GstLine[]
  discountPrice?: number
  discountCode?: string | null
  buyerGstin?: string | null
  sellerGstin?: string | null
  /** Shipping and the cash-on-delivery fee, taxed as the server taxes them (chargesTax). */
  charges?: { shippingPaise: number; codFeePaise: number }
  overrides?: Partial<Order>
} = {}): Order {
  const totalsPaise = lines.map((line) => rupeesToPaise(line.price) * line.qty)
  const split = splitIncludedTax({
    lines: lines.map((line, index) => ({ totalPaise: totalsPaise[index]!, rate: line.rate })),
    discountPaise: rupeesToPaise(discountPrice),
    supplyType,
  })
  const orderItems = lines.map((line, index): OrderItem => {
    const tax = split.lines[index]!
    return orderItem({
      _id: `d4d4d4d4d4d4d4d4d4d4d4${String(index).padStart(2, '0')}`,
      name: line.name,
      price: line.price,
      qty: line.qty,
      quantity: line.qty,
      tax: {
        hsnCode: line.hsnCode,
        rate: line.rate,
        discount: paiseToRupees(tax.discountPaise),
        taxableValue: paiseToRupees(tax.taxablePaise),
        cgst: paiseToRupees(tax.cgstPaise),
        sgst: paiseToRupees(tax.sgstPaise),
        igst: paiseToRupees(tax.igstPaise),
      },
    })
  })
  const chargeLines = chargesTax({ ...charges, lineRates: lines.map((line) => line.rate), supplyType })
  const withChargesPaise = (field: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise') =>
    split[field] + chargeLines.reduce((sum, charge) => sum + charge[field], 0)
  const withCharges = (field: Parameters<typeof withChargesPaise>[0]) =>
    paiseToRupees(withChargesPaise(field))
  const itemsPaise = totalsPaise.reduce((sum, line) => sum + line, 0)
  const totalPrice = paiseToRupees(
    itemsPaise - split.discountPaise + charges.shippingPaise + charges.codFeePaise,
  )
  const isIntraState = supplyType === 'intra-state'
  return placedOrder({
    invoiceNumber: 'AV/2026-27/000123',
    createdAt: '2026-11-24T06:30:00.000Z',
    updatedAt: '2026-11-24T06:30:00.000Z',
    orderItems,
    items: orderItems,
    itemsPrice: paiseToRupees(itemsPaise),
    taxPrice: paiseToRupees(
      withChargesPaise('cgstPaise') + withChargesPaise('sgstPaise') + withChargesPaise('igstPaise'),
    ),
    shippingPrice: paiseToRupees(charges.shippingPaise),
    codFee: paiseToRupees(charges.codFeePaise),
    discountPrice,
    discountCode,
    totalPrice,
    total: totalPrice,
    shippingAddress: isIntraState ? maharashtraAddress : karnatakaAddress,
    gst: {
      sellerGstin,
      sellerState: 'Maharashtra',
      placeOfSupply: isIntraState ? 'Maharashtra' : 'Karnataka',
      placeOfSupplyCode: isIntraState ? '27' : '29',
      supplyType,
      buyerGstin,
      taxableValue: withCharges('taxablePaise'),
      cgst: withCharges('cgstPaise'),
      sgst: withCharges('sgstPaise'),
      igst: withCharges('igstPaise'),
      charges: chargeLines.map((charge) => ({
        charge: charge.charge,
        amount: paiseToRupees(charge.grossPaise),
        rate: charge.rate,
        taxableValue: paiseToRupees(charge.taxablePaise),
        cgst: paiseToRupees(charge.cgstPaise),
        sgst: paiseToRupees(charge.sgstPaise),
        igst: paiseToRupees(charge.igstPaise),
      })),
    },
    ...overrides,
  })
}
