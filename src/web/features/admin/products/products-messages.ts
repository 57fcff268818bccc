/** The products tab's texts from checkout-and-admin.md §2 and §8, word for word. */

export const UPDATE_PRODUCT_FAILED = 'Failed to update product'
export const DELETE_PRODUCT_QUESTION = 'Are you sure you want to delete this product?'
export const PRODUCT_DELETED = 'Product deleted successfully'
export const DELETE_PRODUCT_FAILED = 'Failed to delete product'
export const LOAD_PRODUCTS_FAILED = 'Failed to load products'
export const NO_PRODUCTS_FOUND = 'No products found'
