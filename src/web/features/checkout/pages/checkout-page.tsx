import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { Spinner } from '../../../components/ui/spinner'
import { useCart } from '../../../lib/cart/cart-store'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { EMPTY_CART_NOTICE, EMPTY_CART_TOAST_ID } from '../empty-cart-notice'

/** The start of checkout: back to the cart when it is empty, otherwise on to the payment page. */
export function CheckoutPage() {
  useDocumentTitle('Checkout')
  const { items } = useCart()
  const navigate = useNavigate()
  const hasItems = items.length > 0

  useEffect(() => {
    if (!hasItems) {
      toast.info(EMPTY_CART_NOTICE, { id: EMPTY_CART_TOAST_ID })
      void navigate('/cart', { replace: true })
      return
    }
    void navigate('/checkout/payment', { replace: true })
  }, [hasItems, navigate])

  return <Spinner label="Preparing checkout" showLabel />
}
