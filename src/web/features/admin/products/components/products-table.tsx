import type { Ref } from 'react'
import { PRODUCT_FLAGS } from '@common/schemas/product'
import type { StockAlertCounts } from '@common/schemas/stock-alerts'
import type { Product } from '../../../../lib/products'
import { AdminTable } from '../../shared/components/admin-table'
import { PRODUCT_FLAG_TEXT } from '../product-flags'
import { ProductRow, stickyCellClassName } from './product-row'

interface ProductsTableProps {
  products: readonly Product[]
  deletingId: string | undefined
  onDelete: (product: Product) => void
  /** Absent for staff: no Release action. */
  onRelease?: ((product: Product) => void) | undefined
  lastRowRef: Ref<HTMLTableRowElement>
  isBusy: boolean
  /** Shoppers waiting per product id (GET /stock-alerts). */
  waiting: StockAlertCounts
}

const COLUMNS = [
  { label: 'Product', className: stickyCellClassName },
  'Status',
  'Category',
  'Price',
  'Stock',
  ...PRODUCT_FLAGS.map((flag) => ({
    label: PRODUCT_FLAG_TEXT[flag].label,
    className: 'text-center whitespace-nowrap',
  })),
  'Actions',
]

/** The catalogue as a table that scrolls sideways inside its card on a phone, never the page. */
export function ProductsTable({
  products,
  deletingId,
  onDelete,
  onRelease,
  lastRowRef,
  isBusy,
  waiting,
}: ProductsTableProps) {
  return (
    <AdminTable columns={COLUMNS} caption="Products" aria-busy={isBusy || undefined}>
      {products.map((product, index) => (
        <ProductRow
          key={product._id}
          product={product}
          isDeleting={product._id === deletingId}
          waiting={waiting[product._id] ?? 0}
          onDelete={onDelete}
          onRelease={onRelease}
          rowRef={index === products.length - 1 ? lastRowRef : undefined}
        />
      ))}
    </AdminTable>
  )
}
