import { Banknote, CreditCard, Landmark, Smartphone, type LucideIcon } from 'lucide-react'
import type { PaymentMethod } from '@common/schemas/order'

export interface PaymentMethodOption<Method extends string> {
  value: Method
  label: string
  description: string
  icon: LucideIcon
  isAvailable: boolean
  /** The badge of a method that is not available: "Coming Soon" unless it says why (cash on delivery refused). */
  unavailableLabel?: string
}

const CASH_ON_DELIVERY = { label: 'Cash on Delivery', description: 'Pay when you receive your order' }

/** The cart's payment step: cash on delivery, or PhonePe right after the order is placed. */
export const CART_PAYMENT_METHODS: readonly PaymentMethodOption<PaymentMethod>[] = [
  { value: 'COD', ...CASH_ON_DELIVERY, icon: Banknote, isAvailable: true },
  {
    value: 'PHONEPE',
    label: 'PhonePe UPI/Cards',
    description: 'Pay now with UPI, debit or credit card through PhonePe',
    icon: Smartphone,
    isAvailable: true,
  },
]

export const COD_UNAVAILABLE_LABEL = 'Unavailable'
/** When the server refuses cash on delivery without a message of its own. */
export const COD_UNAVAILABLE_FALLBACK_MESSAGE =
  'Cash on delivery is not available for this order. Please pay online with PhonePe.'

/**
 * The methods with cash on delivery shown disabled and, in place of its description, why (the server's message, the
 * same one it refuses such an order with).
 */
export function withCashOnDeliveryUnavailable<Method extends string>(
  methods: readonly PaymentMethodOption<Method>[],
  codValue: Method,
  message: string | null,
): PaymentMethodOption<Method>[] {
  return methods.map((method) =>
    method.value === codValue
      ? {
          ...method,
          isAvailable: false,
          unavailableLabel: COD_UNAVAILABLE_LABEL,
          description: message ?? COD_UNAVAILABLE_FALLBACK_MESSAGE,
        }
      : method,
  )
}

/** The payment page's methods: only cash on delivery is open for now. */
export const PAYMENT_PAGE_METHODS = [
  { value: 'cod', ...CASH_ON_DELIVERY, icon: Banknote, isAvailable: true },
  {
    value: 'upi',
    label: 'UPI',
    description: 'Online payments will be available soon',
    icon: Smartphone,
    isAvailable: false,
  },
  {
    value: 'card',
    label: 'Credit/Debit Card',
    description: 'Card payments will be available soon',
    icon: CreditCard,
    isAvailable: false,
  },
  {
    value: 'netbanking',
    label: 'Net Banking',
    description: 'Net banking will be available soon',
    icon: Landmark,
    isAvailable: false,
  },
] as const satisfies readonly PaymentMethodOption<string>[]

export type PaymentPageMethod = (typeof PAYMENT_PAGE_METHODS)[number]['value']

export const ONLY_CASH_ON_DELIVERY_NOTE =
  'Online payments will be available soon. Currently, only Cash on Delivery is available.'

const PAYMENT_METHOD_LABELS: Record<string, string> = {
  cod: 'Cash on Delivery',
  upi: 'UPI',
  card: 'Credit/Debit Card',
  netbanking: 'Net Banking',
  phonepe: 'PhonePe',
}

/** The label of a lower-cased method, or the value itself when the shop does not know it. */
export function paymentMethodLabel(method: string): string {
  return PAYMENT_METHOD_LABELS[method] ?? method
}
