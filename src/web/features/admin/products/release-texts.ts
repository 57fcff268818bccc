import { formatRupees } from '@common/money'
import type { ReleasePreorderResponse } from '@common/schemas/preorder'

type ReleasedOrder = ReleasePreorderResponse['orders'][number]

export const RELEASE_PREORDER_FAILED = 'Failed to release the pre-order'

export const RELEASE_EXPLANATION =
  'Enter the units that arrived. They go to open pre-orders in the order they were placed; an order that cannot ' +
  'be served in full is refunded for the rest, one that gets nothing is cancelled and refunded, and what is left ' +
  'goes on sale. Each buyer is mailed. This cannot be undone.'

export const RELEASE_VARIANTS_EXPLANATION =
  "Enter the units of each variant that arrived. Each variant's units go to its own open pre-orders in the order " +
  'they were placed; an order that cannot be served in full is refunded for the rest, one that gets nothing is ' +
  "cancelled and refunded, and what is left goes on sale as that variant's stock. Each buyer is mailed. This " +
  'cannot be undone.'

export const RELEASE_VARIANTS_LOAD_FAILED = "Failed to load the product's variants"

export const unitsText = (units: number) => `${units} ${units === 1 ? 'unit' : 'units'}`

/** What became of one pre-order, in the words the buyer's mail uses. */
export function releaseOutcomeText(order: Pick<ReleasedOrder, 'outcome' | 'refundAmount'>): string {
  switch (order.outcome) {
    case 'allocated':
      return 'Allocated in full'
    case 'partly-allocated':
      return 'Partly allocated, rest refunded'
    case 'cancelled':
      return order.refundAmount > 0 ? 'Cancelled, refunded in full' : 'Cancelled (not paid)'
  }
}

export const refundText = (rupees: number) => (rupees > 0 ? formatRupees(rupees) : '—')
