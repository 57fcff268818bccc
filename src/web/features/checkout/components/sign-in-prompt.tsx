import { Link } from 'react-router'
import { LogIn } from 'lucide-react'
import { buttonClassName } from '../../../components/ui/button-styles'

const RETURN_TO_CART = 'returnTo=/cart'

/** The address step for a visitor who is not signed in: saved addresses and orders need an account. */
export function SignInPrompt() {
  return (
    <div className="text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-night-800 text-accent-300">
        <LogIn aria-hidden="true" className="size-6" />
      </span>
      <h2 className="mt-4 text-lg font-bold text-white">Sign in to continue</h2>
      <p className="mx-auto mt-2 max-w-sm text-sm text-slate-400">
        Sign in or create an account to choose a delivery address and place your order. Your cart stays as it
        is.
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={`/login?${RETURN_TO_CART}`} className={buttonClassName('primary')}>
          Sign In
        </Link>
        <Link to={`/signup?${RETURN_TO_CART}`} className={buttonClassName('ghost', 'border border-white/15')}>
          Create Account
        </Link>
      </div>
    </div>
  )
}
