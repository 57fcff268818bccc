/** The products tab's texts, word for word as the shop's requirements give them (tests check them). */

export const UPDATE_PRODUCT_FAILED = 'Failed to update product'
export const DELETE_PRODUCT_QUESTION = 'Are you sure you want to delete this product?'
export const PRODUCT_DELETED = 'Product deleted successfully'
export const DELETE_PRODUCT_FAILED = 'Failed to delete product'
export const LOAD_PRODUCTS_FAILED = 'Failed to load products'
export const NO_PRODUCTS_FOUND = 'No products found'
export const LOAD_LAUNCHES_FAILED = 'Failed to load launches'
export const NO_LAUNCHES = 'No launches scheduled'
