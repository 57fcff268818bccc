export { normalizeProduct, type Product } from './product'
export {
  averageRating,
  discountPercent,
  formatRating,
  isOutOfStock,
  preorderText,
  productSku,
  purchaseCap,
  reviewCount,
  savingsRupees,
} from './product-display'
export { readProduct, readProductList, readProductPage, type ProductPage } from './read-product-response'
export {
  getProducts,
  productListQueryString,
  productPagesQueryOptions,
  productQueryKeys,
  productsQueryOptions,
  type ProductListParams,
} from './get-products'
export { getProduct, productQueryOptions, PRODUCT_NOT_FOUND_MESSAGE } from './get-product'
export { categoryLabel } from '@common/collections'
export { earlyAccessStart, formatCountdown, formatLaunchTime, isTeaser } from './launch-time'
