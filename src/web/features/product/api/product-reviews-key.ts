/** The cache key of a product's reviews, apart from their fetcher so that reading the cache does not load zod. */
export const productReviewsQueryKey = (productId: string) => ['reviews', 'product', productId] as const
