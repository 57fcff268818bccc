import { Link } from 'react-router'
import { ShoppingBag } from 'lucide-react'
import { buttonClassName } from '../../../components/ui/button-styles'

export function EmptyCart() {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-white/10 bg-night-900/60 px-6 py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-night-800 text-accent-300">
        <ShoppingBag aria-hidden="true" className="size-8" />
      </span>
      <h2 className="mt-5 text-xl font-bold text-white">Your cart is empty</h2>
      <p className="mt-2 max-w-sm text-sm text-slate-400">
        Figures, keychains and Q Posket collectibles are waiting for you.
      </p>
      <Link to="/collections/all" className={buttonClassName('primary', 'mt-7')}>
        Continue Shopping
      </Link>
    </div>
  )
}
