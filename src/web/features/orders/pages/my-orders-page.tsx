import { Link } from 'react-router'
import { CircleAlert, LogIn, PackageOpen, RotateCw, ShoppingBag } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { buttonClassName } from '../../../components/ui/button-styles'
import { Spinner } from '../../../components/ui/spinner'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { useSession } from '../../../lib/session-context'
import { useMyOrders } from '../api/get-my-orders'
import { OrderCard } from '../components/order-card'
import { OrdersStatePanel } from '../components/orders-state-panel'
import { ORDERS_SIGN_IN_MESSAGE, describeOrdersError } from '../orders-error-messages'

export function MyOrdersPage() {
  useDocumentTitle('My Orders')
  const { user } = useSession()
  const orders = useMyOrders({ enabled: user !== null })

  if (!user) {
    return (
      <section className="px-4 py-16">
        <OrdersStatePanel
          icon={LogIn}
          title="Sign In Required"
          headingLevel={1}
          actions={
            <Link to="/login" className={buttonClassName('primary')}>
              Sign In
            </Link>
          }
        >
          <p>{ORDERS_SIGN_IN_MESSAGE}</p>
        </OrdersStatePanel>
      </section>
    )
  }

  return (
    <section className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <header className="mb-8">
        <h1 className="text-3xl text-white sm:text-4xl">My Orders</h1>
        <p className="mt-2 text-sm text-slate-400">
          Track your figures, keychains and collectibles on their way to you.
        </p>
      </header>

      {orders.isPending ? (
        <Spinner label="Loading your orders..." showLabel />
      ) : orders.isError ? (
        <OrdersStatePanel
          icon={CircleAlert}
          tone="error"
          title="We couldn't load your orders"
          actions={
            <Button onClick={() => window.location.reload()}>
              <RotateCw aria-hidden="true" className="size-4" />
              Try Again
            </Button>
          }
        >
          <p role="alert">{describeOrdersError(orders.error)}</p>
        </OrdersStatePanel>
      ) : orders.data.length === 0 ? (
        <OrdersStatePanel
          icon={PackageOpen}
          title="No orders yet"
          actions={
            <Link to="/collections" className={buttonClassName('primary')}>
              <ShoppingBag aria-hidden="true" className="size-4" />
              Start Shopping
            </Link>
          }
        >
          <p>Your orders will appear here once you have placed one.</p>
        </OrdersStatePanel>
      ) : (
        <>
          <p className="mb-4 text-sm text-slate-400" aria-live="polite">
            {orders.data.length} {orders.data.length === 1 ? 'order' : 'orders'}
          </p>
          <ul className="space-y-5">
            {orders.data.map((order) => (
              <li key={order._id}>
                <OrderCard order={order} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
