import type { Ref } from 'react'
import { Link } from 'react-router'
import { LoaderCircle, PackageCheck, Pencil, Trash2 } from 'lucide-react'
import { LOW_STOCK_THRESHOLD } from '@common/constants'
import { formatRupees } from '@common/money'
import { PRODUCT_FLAGS } from '@common/schemas/product'
import { ProductImage } from '../../../../components/product/product-image'
import { categoryLabel, type Product } from '../../../../lib/products'
import { adminIconButtonClassName, adminTableCellClassName } from '../../shared/components/admin-styles'
import { waitingText } from '../restock-order'
import { PreorderBadge } from './preorder-badge'
import { ProductStatusBadge } from './product-status-badge'
import { ProductVariantsList } from './product-variants-list'
import { ProductFlagToggle } from './product-flag-toggle'

/** Stays in view while the table scrolls sideways on a phone, so every row keeps its product name. */
export const stickyCellClassName = 'sticky left-0 z-10 bg-night-900'

function StockFigure({ stock, isPreorder }: { stock: number; isPreorder: boolean }) {
  // A pre-order sells with no stock: 0 is expected, not a warning.
  if (isPreorder) return <span>{stock}</span>
  if (stock <= 0) return <span className="font-semibold text-rose-300">0 · Out</span>
  if (stock <= LOW_STOCK_THRESHOLD) return <span className="font-semibold text-amber-200">{stock} · Low</span>
  return <span>{stock}</span>
}

/**
 * The stock, and under it a pre-order's expected month and how many shoppers asked to be told when a sold-out
 * product is back.
 */
function StockCell({ product, waiting }: { product: Product; waiting: number }) {
  const figure = <StockFigure stock={product.stock} isPreorder={product.isPreorder} />
  if (waiting <= 0 && !product.isPreorder) return figure
  return (
    <span className="flex flex-col items-start gap-1">
      {figure}
      <PreorderBadge product={product} />
      {waiting > 0 && (
        <span className="rounded-full bg-amber-400 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-950">
          {waitingText(waiting)}
        </span>
      )}
    </span>
  )
}

interface ProductRowProps {
  product: Product
  isDeleting: boolean
  /** Shoppers waiting for it to be back in stock. */
  waiting: number
  onDelete: (product: Product) => void
  /** Opens the release of a pre-order's units; absent for staff (a release refunds buyers: the admin's call). */
  onRelease?: ((product: Product) => void) | undefined
  /** Set on the last row: the next page loads as it nears the viewport. */
  rowRef?: Ref<HTMLTableRowElement> | undefined
}

export function ProductRow({ product, isDeleting, waiting, onDelete, onRelease, rowRef }: ProductRowProps) {
  return (
    <tr ref={rowRef} aria-busy={isDeleting || undefined} className={isDeleting ? 'opacity-60' : undefined}>
      <th scope="row" className={`${adminTableCellClassName} ${stickyCellClassName} font-normal`}>
        <div className="flex w-40 items-center gap-3 sm:w-56">
          {/* The name is right beside it: an alt repeating it would only be read out twice. */}
          <ProductImage
            src={product.images[0]}
            alt=""
            loading="lazy"
            sizes="40px"
            className="size-10 shrink-0 rounded-lg bg-night-800 object-cover"
          />
          <span className="line-clamp-2 min-w-0 font-medium break-words text-white">{product.name}</span>
        </div>
        <div className="w-40 sm:w-56">
          <ProductVariantsList product={product} />
        </div>
      </th>
      <td className={adminTableCellClassName}>
        <ProductStatusBadge status={product.status} />
      </td>
      <td className={adminTableCellClassName}>{categoryLabel(product.category)}</td>
      <td className={`${adminTableCellClassName} whitespace-nowrap tabular-nums`}>
        {product.maxPrice === undefined
          ? formatRupees(product.price)
          : `${formatRupees(product.price)} – ${formatRupees(product.maxPrice)}`}
      </td>
      <td className={`${adminTableCellClassName} whitespace-nowrap tabular-nums`}>
        <StockCell product={product} waiting={waiting} />
      </td>
      {PRODUCT_FLAGS.map((flag) => (
        <td key={flag} className={`${adminTableCellClassName} text-center`}>
          <ProductFlagToggle product={product} flag={flag} />
        </td>
      ))}
      <td className={adminTableCellClassName}>
        <div className="flex items-center gap-1">
          {product.isPreorder && onRelease && (
            <button
              type="button"
              aria-label={`Release ${product.name}`}
              onClick={() => onRelease(product)}
              className="inline-flex h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold text-violet-200 transition hover:bg-white/10 hover:text-white"
            >
              <PackageCheck aria-hidden="true" className="size-4.5" />
              Release
            </button>
          )}
          <Link
            to={`/admin/products/edit/${product._id}`}
            aria-label={`Edit ${product.name}`}
            className={adminIconButtonClassName}
          >
            <Pencil aria-hidden="true" className="size-4.5" />
          </Link>
          <button
            type="button"
            aria-label={`Delete ${product.name}`}
            // Focus comes back here when the confirmation closes: aria-disabled keeps it, disabled would drop it.
            aria-disabled={isDeleting || undefined}
            onClick={() => {
              if (!isDeleting) onDelete(product)
            }}
            className={`${adminIconButtonClassName} hover:bg-rose-500/15 hover:text-rose-200`}
          >
            {isDeleting ? (
              <LoaderCircle aria-hidden="true" className="size-4.5 animate-spin" />
            ) : (
              <Trash2 aria-hidden="true" className="size-4.5" />
            )}
          </button>
        </div>
      </td>
    </tr>
  )
}
