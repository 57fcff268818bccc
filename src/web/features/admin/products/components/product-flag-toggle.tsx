import type { LucideIcon } from 'lucide-react'
import { Award, LoaderCircle, Sparkles, Star } from 'lucide-react'
import type { ProductFlag } from '@common/schemas/product'
import type { Product } from '../../../../lib/products'
import { useSetProductFlag } from '../api/set-product-flag'
import { PRODUCT_FLAG_TEXT } from '../product-flags'

const FLAG_LOOK: Record<ProductFlag, { icon: LucideIcon; onClassName: string }> = {
  isFeatured: { icon: Star, onClassName: 'bg-accent-violet-700 text-white ring-accent-violet-400/60' },
  isBestSeller: { icon: Award, onClassName: 'bg-amber-400 text-amber-950 ring-amber-200/60' },
  isNewArrival: { icon: Sparkles, onClassName: 'bg-emerald-500 text-emerald-950 ring-emerald-200/60' },
}

/**
 * A switch for one flag of one product, named "Featured: {product}" with its state in aria-pressed.
 * Each toggle has its own call, so several rows can be switched at once.
 */
export function ProductFlagToggle({ product, flag }: { product: Product; flag: ProductFlag }) {
  const setFlag = useSetProductFlag()
  const isOn = product[flag]
  const { icon: Icon, onClassName } = FLAG_LOOK[flag]
  const ShownIcon = setFlag.isPending ? LoaderCircle : Icon
  return (
    <button
      type="button"
      aria-pressed={isOn}
      aria-label={`${PRODUCT_FLAG_TEXT[flag].label}: ${product.name}`}
      aria-busy={setFlag.isPending || undefined}
      // aria-disabled, not disabled: a disabled button drops the keyboard focus of whoever just pressed it.
      aria-disabled={setFlag.isPending || undefined}
      onClick={() => {
        if (!setFlag.isPending) setFlag.mutate({ product, flag, value: !isOn })
      }}
      className={`inline-flex size-10 items-center justify-center rounded-full ring-1 ring-inset transition aria-disabled:cursor-wait ${
        isOn ? onClassName : 'text-slate-400 ring-white/15 hover:bg-white/10 hover:text-white'
      }`}
    >
      <ShownIcon
        aria-hidden="true"
        className={`size-4.5 ${setFlag.isPending ? 'animate-spin' : ''}`}
        fill={isOn && !setFlag.isPending ? 'currentColor' : 'none'}
      />
    </button>
  )
}
