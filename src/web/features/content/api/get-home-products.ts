import { useEffect, useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { HOME_PRODUCT_FETCH_LIMIT } from '@common/constants'
import { lazyToast } from '../../../lib/lazy-toast'
import { productsQueryOptions } from '../../../lib/products'
import { selectHomeSections } from '../components/home/home-sections'

export const HOME_PRODUCTS_ERROR_MESSAGE = 'Failed to load products. Please try again later.'

/** The home page's one product call (GET /products?limit=100&sort=-createdAt) and the sections made from it. */
export function useHomeProducts() {
  const query = useQuery(productsQueryOptions({ limit: HOME_PRODUCT_FETCH_LIMIT, sort: '-createdAt' }))
  const products = query.data?.products
  const sections = useMemo(() => selectHomeSections(products ?? []), [products])

  useEffect(() => {
    // A failure leaves every list empty, with this toast.
    if (query.isError) lazyToast.error(HOME_PRODUCTS_ERROR_MESSAGE, { id: 'home-products-error' })
  }, [query.isError, query.errorUpdatedAt])

  return { products: products ?? [], sections, isLoading: query.isPending }
}
