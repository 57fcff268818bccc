import type { ProductStatus } from '@common/schemas/product'
import { PRODUCT_STATUS_LABELS } from '../../shared/product-status'

/** Each tinted pill keeps its light text at 4.5:1 or more on the dark panel. */
const STATUS_CLASSES: Record<ProductStatus, string> = {
  live: 'bg-emerald-500/15 text-emerald-300 ring-emerald-400/30',
  scheduled: 'bg-sky-500/15 text-sky-200 ring-sky-400/30',
  draft: 'bg-slate-400/15 text-slate-200 ring-slate-300/30',
  archived: 'bg-rose-500/15 text-rose-200 ring-rose-400/30',
}

/** "Live", "Scheduled", "Draft" or "Archived": whether shoppers see the product. */
export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${STATUS_CLASSES[status]}`}
    >
      {PRODUCT_STATUS_LABELS[status]}
    </span>
  )
}
