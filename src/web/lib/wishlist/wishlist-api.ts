import type { WishlistResponse } from '@common/schemas/wishlist'
import { ApiError, INVALID_RESPONSE_MESSAGE } from '../../api/api-error'
import { api } from '../../api/http-client'
import { normalizeProduct, type Product } from '../products'

/** The one cache entry of the signed-in shopper's list: every heart, the header's count and /wishlist read it. */
export const wishlistQueryKey = ['wishlist'] as const

/** What every wishlist call answers: the whole list, newest first. */
export type Wishlist = Product[]

/*
 * The hearts are on the home page's product cards, so these answers are read by hand rather than by
 * wishlistResponseSchema at run time, which would bring zod into the storefront's first bundle. The type still
 * comes from that schema.
 */
function readWishlist(body: unknown): Wishlist {
  const products: unknown = (body as Partial<Record<keyof WishlistResponse, unknown>> | null)?.products
  if (typeof body !== 'object' || !Array.isArray(products)) {
    throw new ApiError(`${INVALID_RESPONSE_MESSAGE} (wishlist): products: expected a list`, 200, {
      responseIssues: [{ path: 'products', message: 'expected a list' }],
    })
  }
  return products.flatMap((entry) => normalizeProduct(entry) ?? [])
}

/** GET /wishlist. */
export function getWishlist(signal?: AbortSignal): Promise<Wishlist> {
  return api.get('/wishlist', readWishlist, { signal })
}

/** POST /wishlist: saving a product twice keeps one entry. */
export function addToWishlist(productId: string): Promise<Wishlist> {
  return api.post('/wishlist', { productId }, readWishlist)
}

/** DELETE /wishlist/:productId. */
export function removeFromWishlist(productId: string): Promise<Wishlist> {
  return api.delete(`/wishlist/${encodeURIComponent(productId)}`, readWishlist)
}
