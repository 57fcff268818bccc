import { useQuery } from '@tanstack/react-query'
import type { ProductVariant } from '@common/schemas/product'
import { getProduct, type Product } from '../../../../lib/products'

/**
 * A product's variants for its row in the products table: listings carry its options but not its variants, so a
 * row with options reads them from GET /products/:id. Under the admin products key (a save or an adjustment
 * refreshes them) but beside the lists, whose pages are edited in place; keyed by the product's last change, so a
 * list read again after one reads them again too.
 */
export function useProductVariants(product: Pick<Product, '_id' | 'updatedAt' | 'options'>) {
  return useQuery({
    queryKey: ['admin', 'products', 'variants', product._id, product.updatedAt] as const,
    queryFn: async ({ signal }): Promise<ProductVariant[]> =>
      (await getProduct(product._id, signal)).variants ?? [],
    enabled: product.options !== undefined,
  })
}
