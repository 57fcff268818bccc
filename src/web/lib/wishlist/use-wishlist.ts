import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { createSearchParams, useNavigate } from 'react-router'
import { isApiError } from '../../api/api-error'
import type { Product } from '../products'
import { lazyToast } from '../lazy-toast'
import { useSession } from '../session-context'
import {
  addToWishlist,
  getWishlist,
  removeFromWishlist,
  wishlistQueryKey,
  type Wishlist,
} from './wishlist-api'

export const WISHLIST_SAVE_FAILED_MESSAGE = 'Could not save it to your wishlist'
export const WISHLIST_REMOVE_FAILED_MESSAGE = 'Could not remove it from your wishlist'

/** Changes in flight share this key, so the last one to finish knows it is the last. */
const wishlistMutationKey = ['wishlist', 'change'] as const

/**
 * The signed-in shopper's saved products. Visitors who are not signed in have no list, and the storefront asks
 * nothing for them: the query waits until the session is confirmed.
 */
export function useWishlist() {
  const { status } = useSession()
  const isSignedIn = status === 'authenticated'
  const query = useQuery({
    queryKey: wishlistQueryKey,
    queryFn: ({ signal }) => getWishlist(signal),
    enabled: isSignedIn,
  })
  const products = isSignedIn ? (query.data ?? []) : []
  return { ...query, products, count: products.length, isSignedIn }
}

interface WishlistChange {
  product: Product
  shouldSave: boolean
}

/**
 * The heart's behaviour for one product. Signed in, a click saves or removes it at once on screen (every heart
 * and the count follow the same cache entry), the server's whole list then replaces the guess, and a failure puts
 * the list back as it was and says so. Signed out, the click leads to sign-in, which returns to the product's page.
 */
export function useWishlistToggle(product: Product) {
  const { user } = useSession()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { products } = useWishlist()
  const isSaved = products.some((saved) => saved._id === product._id)

  const change = useMutation({
    mutationKey: wishlistMutationKey,
    mutationFn: ({ product: changed, shouldSave }: WishlistChange) =>
      shouldSave ? addToWishlist(changed._id) : removeFromWishlist(changed._id),
    onMutate: async ({ product: changed, shouldSave }) => {
      // A list still arriving from the server would overwrite the change shown below.
      await queryClient.cancelQueries({ queryKey: wishlistQueryKey })
      const before = queryClient.getQueryData<Wishlist>(wishlistQueryKey)
      queryClient.setQueryData<Wishlist>(wishlistQueryKey, (list = []) => {
        const others = list.filter((saved) => saved._id !== changed._id)
        return shouldSave ? [changed, ...others] : others
      })
      return { before }
    },
    onSuccess: (list) => {
      // With other changes still on their way, this answer predates them: the last answer sets the list.
      if (queryClient.isMutating({ mutationKey: wishlistMutationKey }) === 1) {
        queryClient.setQueryData<Wishlist>(wishlistQueryKey, list)
      }
    },
    onError: (error, { shouldSave }, context) => {
      if (context?.before) queryClient.setQueryData<Wishlist>(wishlistQueryKey, context.before)
      else void queryClient.invalidateQueries({ queryKey: wishlistQueryKey })
      const fallback = shouldSave ? WISHLIST_SAVE_FAILED_MESSAGE : WISHLIST_REMOVE_FAILED_MESSAGE
      lazyToast.error(fallback, {
        description: isApiError(error) && error.serverMessage ? error.serverMessage : undefined,
      })
    },
  })

  const toggle = () => {
    if (!user) {
      const returnTo = `/product/${product._id}`
      void navigate(`/login?${createSearchParams({ returnTo }).toString()}`)
      return
    }
    change.mutate({ product, shouldSave: !isSaved })
  }

  return { isSaved, toggle }
}
