import { lazy, Suspense, useState } from 'react'
import { useNavigate } from 'react-router'
import { CalendarClock, Check, ShieldCheck, ShoppingCart, Truck, Zap } from 'lucide-react'
import { cartLineKey, cartLineName } from '@common/cart'
import type { ProductVariant } from '@common/schemas/product'
import { Button } from '../../../components/ui/button'
import { useCart } from '../../../lib/cart/cart-store'
import { formatThreshold, useFreeShippingOver } from '../../../lib/cart/shipping-quote'
import { isOutOfStock, purchaseCap, type Product } from '../../../lib/products'
import { useAddedToCartFlash } from '../hooks/use-added-to-cart-flash'
import { QuantityStepper } from './quantity-stepper'

// Only a sold-out product shows the form: its validation (react-hook-form and zod, ≈45 kB gzip) is not part of
// every product page's download.
const NotifyMeForm = lazy(() =>
  import('./notify-me-form').then(({ NotifyMeForm }) => ({ default: NotifyMeForm })),
)

/**
 * Quantity, "Add to Cart", "Buy Now" and the shipping and payment reassurances; while the product is sold out,
 * the form asking to be told when it is back stands in place of the buttons. For a product with options, `product`
 * is as sold in the chosen `variant` (its price, stock and limits), and the cart line and the request are that
 * variant's.
 */
export function ProductPurchasePanel({
  product,
  variant,
}: {
  product: Product
  variant?: Pick<ProductVariant, '_id' | 'label'> | undefined
}) {
  const navigate = useNavigate()
  const { items, addItem } = useCart()
  const [quantity, setQuantity] = useState(1)
  const added = useAddedToCartFlash()
  const freeOver = useFreeShippingOver()

  const line = { ...product, ...(variant && { variant: variant._id, variantLabel: variant.label }) }
  const inCart = items.find((item) => cartLineKey(item) === cartLineKey(line))?.quantity ?? 0
  // The stock caps a product on sale; a pre-order takes no stock and is capped by its own rules.
  const cap = purchaseCap(product)
  const available = Math.max(0, cap - inCart)
  const isSoldOut = isOutOfStock(product)
  const isPreorder = product.isPreorder
  const isAllInCart = !isSoldOut && available === 0
  const chosen = Math.min(quantity, Math.max(1, available))

  const addToCart = () => {
    if (isSoldOut || available === 0) return false
    addItem(line, chosen)
    setQuantity(1)
    return true
  }

  return (
    <div className="space-y-5">
      {!isSoldOut && (
        <div className="flex flex-wrap items-center gap-4">
          <QuantityStepper
            value={chosen}
            max={Math.max(1, available)}
            onChange={setQuantity}
            disabled={isAllInCart}
          />
          <p className="text-sm text-slate-400">{quantityNote(product, cap, isAllInCart)}</p>
        </div>
      )}

      {isSoldOut ? (
        <Suspense
          fallback={
            <div aria-hidden="true" className="h-52 rounded-xl border border-white/10 bg-night-950/40" />
          }
        >
          <NotifyMeForm productId={product._id} variant={variant} />
        </Suspense>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <Button
            onClick={() => {
              if (addToCart()) added.flash()
            }}
            disabled={isAllInCart}
            className="py-3 text-base"
          >
            {added.isShowing ? (
              <Check aria-hidden="true" className="size-5" />
            ) : isPreorder ? (
              <CalendarClock aria-hidden="true" className="size-5" />
            ) : (
              <ShoppingCart aria-hidden="true" className="size-5" />
            )}
            {added.isShowing ? 'Added to Cart!' : isPreorder ? 'Pre-order' : 'Add to Cart'}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              addToCart()
              void navigate('/cart')
            }}
            className="border border-accent-400/60 py-3 text-base text-accent-300 hover:border-accent-400"
          >
            <Zap aria-hidden="true" className="size-5" />
            Buy Now
          </Button>
        </div>
      )}
      <p role="status" className="sr-only">
        {added.isShowing ? `${cartLineName(line)} added to your cart` : ''}
      </p>

      <ul className="grid gap-2 rounded-xl border border-white/10 bg-night-950/40 p-4 text-sm text-slate-300 sm:grid-cols-2">
        {freeOver !== undefined && (
          <li className="flex items-start gap-2.5">
            <Truck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-cyan-300" />
            <span>
              <span className="block font-semibold text-slate-100">Free shipping</span>
              {freeOver === 0 ? 'On every order' : `On any purchase over ${formatThreshold(freeOver)}`}
            </span>
          </li>
        )}
        <li className="flex items-start gap-2.5">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-300" />
          <span>
            <span className="block font-semibold text-slate-100">Secure checkout</span>
            Payments protected end to end
          </span>
        </li>
      </ul>
    </div>
  )
}

/** Beside the quantity: the stock of a product on sale, or how many of a pre-order one cart may take. */
function quantityNote(product: Product, cap: number, isAllInCart: boolean): string {
  if (product.isPreorder) {
    return isAllInCart
      ? `Your cart holds the most you can pre-order (${cap})`
      : `You can pre-order up to ${cap}`
  }
  return isAllInCart ? `All ${product.stock} available are in your cart` : `${product.stock} in stock`
}
