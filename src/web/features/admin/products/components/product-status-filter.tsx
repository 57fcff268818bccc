import { useId } from 'react'
import { ChevronDown } from 'lucide-react'
import { PRODUCT_STATUSES } from '@common/schemas/product'
import { PRODUCT_STATUS_LABELS } from '../../shared/product-status'
import type { ProductStatusFilter } from '../api/get-admin-products'

interface ProductStatusFilterProps {
  value: ProductStatusFilter
  onChange: (status: ProductStatusFilter) => void
}

/** Every product, or only the drafts, the scheduled, the live or the archived ones. */
export function ProductStatusFilterSelect({ value, onChange }: ProductStatusFilterProps) {
  const id = useId()
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm whitespace-nowrap text-slate-300">
        Status
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value as ProductStatusFilter)}
          className="appearance-none rounded-lg border border-night-600 bg-night-900/90 py-2.5 pr-9 pl-3 text-sm text-slate-100 transition hover:border-accent-400/60 focus:border-accent-400"
        >
          <option value="all">All</option>
          {PRODUCT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {PRODUCT_STATUS_LABELS[status]}
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
