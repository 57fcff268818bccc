import { useDeferredValue, useEffect, useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { HOME_PRODUCT_FETCH_LIMIT } from '@common/constants'
import { lazyToast } from '../../../lib/lazy-toast'
import { productsQueryOptions, type Product } from '../../../lib/products'
import { selectHomeSections } from '../components/home/home-sections'

const NO_PRODUCTS: Product[] = []

export const HOME_PRODUCTS_ERROR_MESSAGE = 'Failed to load products. Please try again later.'

/** The home page's one product call (GET /products?limit=100&sort=-createdAt) and the sections made from it. */
export function useHomeProducts() {
  const query = useQuery(productsQueryOptions({ limit: HOME_PRODUCT_FETCH_LIMIT, sort: '-createdAt' }))
  // A query's answer comes through an external store, which React draws at once and in one piece: the hero's
  // pictures and the first section's cards were one long task on a phone. Deferred, they are drawn as a
  // transition, in slices, a moment after the answer (the page holds them in a memo until then).
  const products = useDeferredValue(query.data?.products)
  const isPending = useDeferredValue(query.isPending)
  const sections = useMemo(() => selectHomeSections(products ?? []), [products])

  useEffect(() => {
    // A failure leaves every list empty, with this toast.
    if (query.isError) lazyToast.error(HOME_PRODUCTS_ERROR_MESSAGE, { id: 'home-products-error' })
  }, [query.isError, query.errorUpdatedAt])

  return { products: products ?? NO_PRODUCTS, sections, isLoading: isPending }
}
