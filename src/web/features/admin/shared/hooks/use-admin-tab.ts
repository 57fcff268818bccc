import { useCallback } from 'react'
import { useSearchParams } from 'react-router'
import { ADMIN_TABS, STAFF_ADMIN_TABS, type AdminTab } from '@common/constants'
import { useSession } from '../../../../lib/session-context'

/** The tabs the signed-in person may open, the first one being where /admin opens. */
export function useAvailableAdminTabs(): readonly AdminTab[] {
  const { isStaff } = useSession()
  // Staff open on orders (the first of theirs); an admin opens on the dashboard.
  return isStaff ? STAFF_ADMIN_TABS : ADMIN_TABS
}

/**
 * The open tab lives in `?tab=` (default: the first available, the dashboard for admins, orders for staff); a tab
 * the person may not open falls back to that default. Changing it replaces the history entry.
 */
export function useAdminTab(): [AdminTab, (tab: AdminTab) => void] {
  const tabs = useAvailableAdminTabs()
  const [searchParams, setSearchParams] = useSearchParams()
  const requested = searchParams.get('tab')
  const tab = tabs.find((available) => available === requested) ?? tabs[0] ?? 'orders'
  const selectTab = useCallback(
    (next: AdminTab) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current)
          params.set('tab', next)
          return params
        },
        { replace: true },
      ),
    [setSearchParams],
  )
  return [tab, selectTab]
}
