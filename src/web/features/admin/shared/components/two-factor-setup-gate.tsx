import { useEffect, useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { ShieldAlert } from 'lucide-react'
import { TWO_FACTOR_SETUP_REQUIRED_MESSAGE } from '@common/schemas/two-factor'
import { isApiError } from '../../../../api/api-error'
import { buttonClassName } from '../../../../components/ui/button-styles'
import { adminPageClassName, adminPanelClassName } from './admin-styles'

export const TWO_FACTOR_SETUP_LINK_TEXT = 'Set up two-step sign-in'

function isSetupRequired(error: unknown): boolean {
  return isApiError(error) && error.twoFactorSetupRequired
}

/**
 * With REQUIRE_ADMIN_2FA on, every admin route refuses an admin or staff member without two-step sign-in (403,
 * `twoFactorSetupRequired`). Instead of each tab's own "Failed to load", the admin area then shows why once and the
 * way to fix it. Leaving for the profile unmounts this gate, so coming back after the set-up asks the server again.
 */
export function TwoFactorSetupGate({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  const [isRequired, setIsRequired] = useState(false)

  useEffect(() => {
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isSetupRequired(event.action.error))
        setIsRequired(true)
    })
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isSetupRequired(event.action.error))
        setIsRequired(true)
    })
    return () => {
      stopQueries()
      stopMutations()
    }
  }, [queryClient])

  return isRequired ? <TwoFactorSetupNotice /> : children
}

/** The admin area's answer to a person who must set up two-step sign-in first. */
export function TwoFactorSetupNotice() {
  return (
    <section className={adminPageClassName} aria-labelledby="two-factor-setup-heading">
      <div className={`${adminPanelClassName} mx-auto flex max-w-lg flex-col items-center py-10 text-center`}>
        <ShieldAlert aria-hidden="true" className="size-10 text-amber-300" />
        <h1 id="two-factor-setup-heading" className="mt-4 text-2xl font-bold text-white">
          Two-step sign-in needed
        </h1>
        <p role="alert" className="mt-3 text-slate-200">
          {TWO_FACTOR_SETUP_REQUIRED_MESSAGE}
        </p>
        <Link to="/profile" className={buttonClassName('primary', 'mt-6')}>
          {TWO_FACTOR_SETUP_LINK_TEXT}
        </Link>
      </div>
    </section>
  )
}
