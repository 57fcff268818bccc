import { useId } from 'react'
import { ChevronDown } from 'lucide-react'
import type { OrderPaymentFilter } from '../api/get-admin-orders'

const OPTIONS: { value: OrderPaymentFilter | ''; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'awaiting', label: 'Awaiting payment' },
  { value: 'refunded', label: 'Refunded' },
]

interface PaymentFilterSelectProps {
  value: OrderPaymentFilter | ''
  onChange: (payment: OrderPaymentFilter | '') => void
}

/** All orders, online orders still waiting for their payment, or orders with money refunded. */
export function PaymentFilterSelect({ value, onChange }: PaymentFilterSelectProps) {
  const id = useId()
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm whitespace-nowrap text-slate-300">
        Payment
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value as OrderPaymentFilter | '')}
          className="appearance-none rounded-lg border border-night-600 bg-night-900/90 py-2.5 pr-9 pl-3 text-sm text-slate-100 transition hover:border-accent-400/60 focus:border-accent-400"
        >
          {OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-slate-400"
        />
      </div>
    </div>
  )
}
