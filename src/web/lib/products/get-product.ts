import { queryOptions } from '@tanstack/react-query'
import { ApiError } from '../../api/api-error'
import { api } from '../../api/http-client'
import { productQueryKeys } from './get-products'
import type { Product } from './product'
import { readProduct } from './read-product-response'

export const PRODUCT_NOT_FOUND_MESSAGE = 'Product not found'

/** GET /products/:id; an answer that holds no product is treated like a 404. */
export async function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  const product = await api.get(`/products/${encodeURIComponent(id)}`, readProduct, { signal })
  if (!product) throw new ApiError(PRODUCT_NOT_FOUND_MESSAGE, 404)
  return product
}

export function productQueryOptions(id: string) {
  return queryOptions({
    queryKey: productQueryKeys.detail(id),
    queryFn: ({ signal }) => getProduct(id, signal),
  })
}
