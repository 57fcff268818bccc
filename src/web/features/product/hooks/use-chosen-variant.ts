import { useCallback } from 'react'
import { useSearchParams } from 'react-router'
import type { ProductVariant } from '@common/schemas/product'
import type { Product } from '../../../lib/products'
import { chosenVariant } from '../chosen-variant'

/** The query parameter that keeps the chosen variant in the page's address, so a link opens with it chosen. */
export const VARIANT_PARAM = 'variant'

/**
 * The variant of a product with options the page shows (`?variant=`, else the first in stock) and the way to
 * choose another: it replaces the address rather than adding a history entry, and keeps the scroll where it is.
 * Undefined for a product sold as itself.
 */
export function useChosenVariant(product: Product): {
  variant: ProductVariant | undefined
  choose: (variant: ProductVariant) => void
} {
  const [searchParams, setSearchParams] = useSearchParams()
  const variant = chosenVariant(product, searchParams.get(VARIANT_PARAM))
  const choose = useCallback(
    (next: ProductVariant) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current)
          params.set(VARIANT_PARAM, next._id)
          return params
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearchParams],
  )
  return { variant, choose }
}
