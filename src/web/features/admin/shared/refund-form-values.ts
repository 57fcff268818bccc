import type { FieldErrors, Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import {
  createRefundInputSchema,
  REFUND_ABOVE_REMAINING_MESSAGE,
  REFUND_REFERENCE_REQUIRED_MESSAGE,
  type CreateRefundInput,
  type MANUAL_REFUND_METHODS,
  type Order,
} from '@common/schemas/order'

export type ManualRefundMethod = (typeof MANUAL_REFUND_METHODS)[number]

/** What the inputs hold: the amount as typed (rupees), the reason, and for cash on delivery how the shop paid it. */
export interface RefundFormValues {
  amount: string
  reason: string
  method: ManualRefundMethod
  reference: string
}

/** A PhonePe payment goes back through the gateway; any other the shop pays itself and records the transfer. */
export function isManualRefund(order: Pick<Order, 'paymentMethod'>): boolean {
  return order.paymentMethod !== 'PHONEPE'
}

/** The amount as the form writes it: "3848", "1234.5" (no grouping, so the number input takes it). */
export function amountText(rupees: number): string {
  return String(Math.round(rupees * 100) / 100)
}

export function newRefundFormValues(refundableAmount: number): RefundFormValues {
  return { amount: amountText(refundableAmount), reason: '', method: 'bank-transfer', reference: '' }
}

/** The body the shared schema checks, the same object the server receives; method and reference only when manual. */
export function toRefundInput(values: RefundFormValues, isManual: boolean) {
  const amount = values.amount.trim()
  return {
    // Left out when empty, so the schema says "Please enter the amount to refund" rather than reading 0.
    amount: amount === '' ? undefined : Number(amount),
    reason: values.reason,
    ...(isManual ? { method: values.method, reference: values.reference } : {}),
  }
}

type RefundResolver = Resolver<RefundFormValues, unknown, CreateRefundInput>

const schemaResolver = zodResolver(createRefundInputSchema)

/**
 * The shared schema's rules (createRefundInputSchema), plus the two the server applies with the order in hand: no
 * more than is left to refund, and a cash-on-delivery refund names the transfer's reference.
 */
export function refundResolver(order: Pick<Order, 'paymentMethod' | 'refundableAmount'>): RefundResolver {
  const isManual = isManualRefund(order)
  return async (values, context, options) => {
    // The schema judges the converted body, whose shape it alone vouches for (hence the casts).
    const result = (await schemaResolver(
      toRefundInput(values, isManual) as never,
      context,
      options as never,
    )) as Awaited<ReturnType<RefundResolver>>
    const errors: FieldErrors<RefundFormValues> = { ...result.errors }
    const amount = Number(values.amount)
    if (!errors.amount && Math.round(amount * 100) > Math.round(order.refundableAmount * 100))
      errors.amount = { type: 'max', message: REFUND_ABOVE_REMAINING_MESSAGE }
    if (isManual && !errors.reference && values.reference.trim() === '')
      errors.reference = { type: 'required', message: REFUND_REFERENCE_REQUIRED_MESSAGE }
    return Object.keys(errors).length === 0 ? result : { values: {}, errors }
  }
}
