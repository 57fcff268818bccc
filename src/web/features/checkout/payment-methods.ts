/** The payment page's methods (checkout-and-admin.md §2, §9): only cash on delivery is open for now. */
export const PAYMENT_PAGE_METHODS = [
  {
    value: 'cod',
    label: 'Cash on Delivery',
    description: 'Pay when you receive your order',
    isAvailable: true,
  },
  { value: 'upi', label: 'UPI', description: 'Online payments will be available soon', isAvailable: false },
  {
    value: 'card',
    label: 'Credit/Debit Card',
    description: 'Card payments will be available soon',
    isAvailable: false,
  },
  {
    value: 'netbanking',
    label: 'Net Banking',
    description: 'Net banking will be available soon',
    isAvailable: false,
  },
] as const

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
