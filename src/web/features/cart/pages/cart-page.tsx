import type { ComponentType, ReactNode } from 'react'
import { CartContents } from '../components/cart-contents'
import { EmptyCart } from '../components/empty-cart'

/** What the cart page needs of checkout: a flow that opens with the cart and shows the empty cart when it is. */
export interface CheckoutFlowProps {
  renderCart: (proceedToCheckout: () => void) => ReactNode
  emptyCart: ReactNode
}

/**
 * /cart: the cart, and checkout continuing in the same screen. Features do not import each other, so the
 * checkout flow is handed in by app/routes.tsx; the cart is its first step.
 */
export function CartPage({ CheckoutFlow }: { CheckoutFlow: ComponentType<CheckoutFlowProps> }) {
  return (
    <CheckoutFlow
      renderCart={(proceedToCheckout) => <CartContents onProceed={proceedToCheckout} />}
      emptyCart={<EmptyCart />}
    />
  )
}
