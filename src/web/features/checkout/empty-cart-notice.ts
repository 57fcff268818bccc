export const EMPTY_CART_NOTICE = 'Your cart is empty'
/** One notice however often it is raised (React's development double effects included). */
export const EMPTY_CART_TOAST_ID = 'checkout-empty-cart'
