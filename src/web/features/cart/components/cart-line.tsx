import { Link } from 'react-router'
import { CalendarClock, Minus, Plus, Trash2 } from 'lucide-react'
import { cartLineKey, cartLineName } from '@common/cart'
import { formatRupees } from '@common/money'
import { lineTotal } from '../../../components/order/order-totals'
import { ProductThumbnail } from '../../../components/product/product-thumbnail'
import type { ShopCartItem } from '../../../lib/cart/cart-store'
import { cartPreorderLabel } from '../../../lib/cart/checkout-split'
import { maxLineQuantity } from '../../../lib/cart/line-quantity'

interface CartLineProps {
  item: ShopCartItem
  /** Called with the line's key (`cartLineKey`: its variant, or its product sold as itself). */
  onQuantityChange: (lineKey: string, quantity: number) => void
  onRemove: (lineKey: string) => void
}

/** "Limit 2 per customer": a fair drop's maximum, shown on its line. */
export function perCustomerLimitText(max: number): string {
  return `Limit ${max} per customer`
}

const stepperButtonClassName =
  'flex size-9 items-center justify-center rounded-md text-slate-200 transition hover:bg-white/10 hover:text-white ' +
  'disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent'

export function CartLine({ item, onQuantityChange, onRemove }: CartLineProps) {
  const key = cartLineKey(item)
  const name = cartLineName(item)
  // A variant's line opens its product with that variant chosen.
  const productPath = `/products/${item._id}${item.variant ? `?variant=${encodeURIComponent(item.variant)}` : ''}`
  const maxQuantity = maxLineQuantity(item)
  const isAtStockLimit = item.stock > 0 && item.quantity >= item.stock
  // The per-customer maximum is said on the line whenever there is one; the stock only once it is reached.
  const isStockTheCap = item.maxPerCustomer === null || item.stock < item.maxPerCustomer
  const preorderText = cartPreorderLabel(item)

  return (
    <li className="flex gap-4 py-5 first:pt-0 last:pb-0">
      <Link to={productPath} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <ProductThumbnail
          image={item.images[0]}
          name={name}
          sizePx={96}
          className="size-20 sm:size-24"
        />
      </Link>

      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <Link
            to={productPath}
            className="line-clamp-2 font-semibold text-white transition hover:text-white"
          >
            {item.name}
          </Link>
          {item.variantLabel && <p className="mt-0.5 text-sm text-slate-300">{item.variantLabel}</p>}
          {preorderText && (
            <p className="mt-1 flex items-center gap-1.5 text-sm font-medium text-accent-300">
              <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
              {preorderText}
            </p>
          )}
          {item.quantity > 1 && (
            <p className="mt-1 text-sm text-slate-400">{formatRupees(item.price)} each</p>
          )}

          <div className="mt-3 flex flex-wrap items-center gap-3">
            <div className="flex items-center rounded-lg border border-night-600 bg-night-950/60">
              <button
                type="button"
                className={stepperButtonClassName}
                onClick={() => onQuantityChange(key, item.quantity - 1)}
                disabled={item.quantity <= 1}
                aria-label={`Decrease quantity of ${name}`}
              >
                <Minus aria-hidden="true" className="size-4" />
              </button>
              <output
                aria-live="polite"
                aria-label={`Quantity of ${name}`}
                className="min-w-9 text-center text-sm font-semibold text-white tabular-nums"
              >
                {item.quantity}
              </output>
              <button
                type="button"
                className={stepperButtonClassName}
                onClick={() => onQuantityChange(key, item.quantity + 1)}
                disabled={item.quantity >= maxQuantity}
                aria-label={`Increase quantity of ${name}`}
              >
                <Plus aria-hidden="true" className="size-4" />
              </button>
            </div>
            <button
              type="button"
              onClick={() => onRemove(key)}
              className="inline-flex items-center gap-1.5 rounded-md px-2 py-2 text-sm text-slate-400 transition hover:bg-rose-500/10 hover:text-rose-300"
              aria-label={`Remove ${name}`}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              <span>Remove</span>
            </button>
          </div>
          {item.maxPerCustomer !== null && (
            <p className="mt-2 text-xs font-medium text-accent-300">
              {perCustomerLimitText(item.maxPerCustomer)}
            </p>
          )}
          {isAtStockLimit && isStockTheCap && (
            <p className="mt-2 text-xs text-amber-300">Only {item.stock} in stock</p>
          )}
        </div>

        <p className="text-base font-bold text-white tabular-nums sm:text-right">
          {formatRupees(lineTotal(item))}
        </p>
      </div>
    </li>
  )
}
