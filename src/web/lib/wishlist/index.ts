export {
  useWishlist,
  useWishlistToggle,
  WISHLIST_REMOVE_FAILED_MESSAGE,
  WISHLIST_SAVE_FAILED_MESSAGE,
} from './use-wishlist'
export { wishlistQueryKey, type Wishlist } from './wishlist-api'
