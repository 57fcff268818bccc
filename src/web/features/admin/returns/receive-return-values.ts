import { z } from 'zod'
import { paiseToRupees, rupeesToPaise } from '@common/money'
import {
  REFUND_ABOVE_REMAINING_MESSAGE,
  REFUND_REFERENCE_REQUIRED_MESSAGE,
  type MANUAL_REFUND_METHODS,
} from '@common/schemas/order'
import { updateReturnInputSchema, type ReturnRequest } from '@common/schemas/returns'
import type { UpdateReturnBody } from './api/update-return'

/*
 * "Mark received": how many of each returned item go back on sale, the refund, and a note for the shopper. The
 * inputs hold text; the schema below turns them into the body of PUT /returns/:id and checks it with the shared
 * schema's rules plus those this screen knows from the request and the order (no more back on sale than came back,
 * no more refunded than is left to refund, and for an order not paid online the transfer's reference).
 */

type ManualRefundMethod = (typeof MANUAL_REFUND_METHODS)[number]

export interface ReceiveReturnFormValues {
  /** One entry per returned item, in the request's order. */
  restock: { qty: string }[]
  refundAmount: string
  /** For an order not paid online: how the shop pays the money back, and the transfer's reference. */
  refundMethod: ManualRefundMethod
  refundReference: string
  note: string
}

/** What the order tells this form: what is left to refund, and whether the shop pays it back itself. */
export interface RefundContext {
  refundableAmount: number
  /** Not paid online (cash on delivery): the refund is a bank or UPI transfer the shop records. */
  isManual: boolean
}

export const REFUND_AMOUNT_REQUIRED_MESSAGE = 'Please enter the amount to refund (0 for none)'
export const restockRangeMessage = (most: number) => `Enter a whole number from 0 to ${most}`

/** A damaged figure does not go back on sale by default: the admin must decide after looking at it. */
export function defaultRestock(request: Pick<ReturnRequest, 'reason'>, qty: number): number {
  return request.reason === 'damaged' ? 0 : qty
}

/** What the returned items were paid (price × quantity), in rupees, summed in paise so no cent drifts. */
export function returnedItemsValue(items: ReturnRequest['items']): number {
  return paiseToRupees(items.reduce((sum, item) => sum + rupeesToPaise(item.price) * item.qty, 0))
}

/** The amount as the form writes it: "4999", "1234.5" (no grouping, so the number input takes it). */
function amountText(rupees: number): string {
  return String(Math.round(rupees * 100) / 100)
}

/** The refund starts at the items' value, but never above what is left to refund on the order. */
export function newReceiveFormValues(
  request: ReturnRequest,
  refundableAmount: number,
): ReceiveReturnFormValues {
  return {
    restock: request.items.map((item) => ({ qty: String(defaultRestock(request, item.qty)) })),
    refundAmount: amountText(Math.max(0, Math.min(returnedItemsValue(request.items), refundableAmount))),
    refundMethod: 'bank-transfer',
    refundReference: '',
    note: '',
  }
}

const refundAmountSchema = updateReturnInputSchema.shape.refundAmount.unwrap()
const noteSchema = updateReturnInputSchema.shape.note
const referenceSchema = updateReturnInputSchema.shape.refundReference

/** The form's schema for one request and its order. */
export function receiveReturnFormSchema(
  request: ReturnRequest,
  { refundableAmount, isManual }: RefundContext,
) {
  return z
    .object({
      restock: z.array(z.object({ qty: z.string() })),
      refundAmount: z.string(),
      refundMethod: updateReturnInputSchema.shape.refundMethod.unwrap(),
      refundReference: z.string(),
      note: z.string(),
    })
    .transform((values, context): UpdateReturnBody => {
      const restock: { product: string; variant?: string; qty: number }[] = []
      request.items.forEach((item, index) => {
        const text = values.restock[index]?.qty.trim() ?? ''
        const qty = Number(text)
        if (text === '' || !Number.isInteger(qty) || qty < 0 || qty > item.qty) {
          context.addIssue({
            code: 'custom',
            message: restockRangeMessage(item.qty),
            path: ['restock', index, 'qty'],
          })
          return
        }
        // A product since deleted from the catalogue has no shelf to go back to.
        // A variant's units go back to that variant.
        if (item.product !== null && qty > 0)
          restock.push({ product: item.product, ...(item.variant && { variant: item.variant._id }), qty })
      })

      const typed = values.refundAmount.trim()
      const amount = refundAmountSchema.safeParse(typed === '' ? Number.NaN : Number(typed))
      if (!amount.success) {
        const message =
          Number.isNaN(Number(typed)) || typed === ''
            ? REFUND_AMOUNT_REQUIRED_MESSAGE
            : amount.error.issues[0]?.message
        context.addIssue({
          code: 'custom',
          message: message ?? REFUND_AMOUNT_REQUIRED_MESSAGE,
          path: ['refundAmount'],
        })
      } else if (rupeesToPaise(amount.data) > rupeesToPaise(refundableAmount)) {
        context.addIssue({ code: 'custom', message: REFUND_ABOVE_REMAINING_MESSAGE, path: ['refundAmount'] })
      }

      const isRefunding = amount.success && amount.data > 0
      const reference = referenceSchema.safeParse(values.refundReference)
      if (isManual && isRefunding) {
        const message = reference.success
          ? reference.data
            ? undefined
            : REFUND_REFERENCE_REQUIRED_MESSAGE
          : reference.error.issues[0]?.message
        if (message) context.addIssue({ code: 'custom', message, path: ['refundReference'] })
      }

      const note = noteSchema.safeParse(values.note)
      if (!note.success)
        context.addIssue({ code: 'custom', message: note.error.issues[0]!.message, path: ['note'] })

      if (!amount.success || !note.success) return z.NEVER
      return {
        status: 'received',
        restock,
        // 0 refunds nothing: the field is left out rather than asking the refund path for ₹0.
        ...(isRefunding ? { refundAmount: amount.data } : {}),
        ...(isManual && isRefunding
          ? { refundMethod: values.refundMethod, refundReference: values.refundReference.trim() }
          : {}),
        note: values.note.trim() || undefined,
      }
    })
}
