import type { Ref } from 'react'
import { PRODUCT_FLAGS } from '@common/schemas/product'
import type { StockAlertCounts } from '@common/schemas/stock-alerts'
import type { Product } from '../../../../lib/products'
import {
  adminTableClassName,
  adminTableHeadCellClassName,
  adminTableWrapperClassName,
} from '../../shared/components/admin-styles'
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
    <div className={adminTableWrapperClassName}>
      <table className={adminTableClassName} aria-busy={isBusy || undefined}>
        <caption className="sr-only">Products</caption>
        <thead>
          <tr>
            <th scope="col" className={`${adminTableHeadCellClassName} ${stickyCellClassName}`}>
              Product
            </th>
            <th scope="col" className={adminTableHeadCellClassName}>
              Status
            </th>
            <th scope="col" className={adminTableHeadCellClassName}>
              Category
            </th>
            <th scope="col" className={adminTableHeadCellClassName}>
              Price
            </th>
            <th scope="col" className={adminTableHeadCellClassName}>
              Stock
            </th>
            {PRODUCT_FLAGS.map((flag) => (
              <th
                key={flag}
                scope="col"
                className={`${adminTableHeadCellClassName} text-center whitespace-nowrap`}
              >
                {PRODUCT_FLAG_TEXT[flag].label}
              </th>
            ))}
            <th scope="col" className={adminTableHeadCellClassName}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </div>
  )
}
