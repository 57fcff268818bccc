import { useId, type ReactNode } from 'react'
import { Banknote, Smartphone } from 'lucide-react'
import type { PaymentMethod } from '@common/schemas/order'

const METHODS: { value: PaymentMethod; label: string; description: string; icon: ReactNode }[] = [
  {
    value: 'COD',
    label: 'Cash on Delivery',
    description: 'Pay when you receive your order',
    icon: <Banknote aria-hidden="true" className="size-5" />,
  },
  {
    value: 'PHONEPE',
    label: 'PhonePe UPI/Cards',
    description: 'Pay now with UPI, debit or credit card through PhonePe',
    icon: <Smartphone aria-hidden="true" className="size-5" />,
  },
]

interface PaymentMethodChoiceProps {
  value: PaymentMethod
  onChange: (method: PaymentMethod) => void
  disabled?: boolean
}

export function PaymentMethodChoice({ value, onChange, disabled = false }: PaymentMethodChoiceProps) {
  const idPrefix = useId()
  return (
    <fieldset disabled={disabled} className="space-y-3">
      <legend className="mb-3 text-sm font-medium text-slate-300">How would you like to pay?</legend>
      {METHODS.map((method) => (
        <label
          key={method.value}
          className="flex cursor-pointer items-center gap-3 rounded-xl border border-white/10 bg-night-950/50 p-4 transition hover:border-white/25 has-checked:border-accent-400 has-checked:bg-accent-700/10"
        >
          <input
            type="radio"
            name="payment-method"
            value={method.value}
            checked={value === method.value}
            onChange={() => onChange(method.value)}
            aria-labelledby={`${idPrefix}-${method.value}-label`}
            aria-describedby={`${idPrefix}-${method.value}-description`}
            className="size-4 shrink-0 accent-accent-400"
          />
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-night-800 text-accent-300">
            {method.icon}
          </span>
          <span className="min-w-0">
            <span id={`${idPrefix}-${method.value}-label`} className="block font-semibold text-white">
              {method.label}
            </span>
            <span id={`${idPrefix}-${method.value}-description`} className="block text-sm text-slate-400">
              {method.description}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  )
}
