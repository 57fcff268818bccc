import type { InfiniteData, QueryClient } from '@tanstack/react-query'
import { productQueryKeys, type Product, type ProductPage } from '../../../../lib/products'
import { adminProductListsQueryKey } from './get-admin-products'

type ProductPages = InfiniteData<ProductPage, number>

function updatePages(queryClient: QueryClient, update: (page: ProductPage) => ProductPage): void {
  queryClient.setQueriesData<ProductPages>({ queryKey: adminProductListsQueryKey }, (data) =>
    data ? { ...data, pages: data.pages.map(update) } : data,
  )
}

/** Puts the server's copy of a product in every loaded admin list it appears in. */
export function replaceAdminProduct(queryClient: QueryClient, product: Product): void {
  updatePages(queryClient, (page) => ({
    ...page,
    products: page.products.map((row) => (row._id === product._id ? product : row)),
  }))
}

/** Takes a deleted product out of every loaded admin list, and out of their totals. */
export function removeAdminProduct(queryClient: QueryClient, productId: string): void {
  updatePages(queryClient, (page) => {
    const products = page.products.filter((row) => row._id !== productId)
    const removed = page.products.length - products.length
    return { ...page, products, totalProducts: Math.max(0, page.totalProducts - removed) }
  })
}

/** The storefront's lists and product pages show flags and products too: they refetch when next seen. */
export function refreshStorefrontProducts(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: productQueryKeys.all })
}
