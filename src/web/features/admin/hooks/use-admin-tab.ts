import { useCallback } from 'react'
import { useSearchParams } from 'react-router'
import { ADMIN_TABS, type AdminTab } from '@common/constants'

function isAdminTab(value: string | null): value is AdminTab {
  return value !== null && (ADMIN_TABS as readonly string[]).includes(value)
}

/** The open tab lives in `?tab=` (default dashboard); changing it replaces the history entry. */
export function useAdminTab(): [AdminTab, (tab: AdminTab) => void] {
  const [searchParams, setSearchParams] = useSearchParams()
  const requested = searchParams.get('tab')
  const tab = isAdminTab(requested) ? requested : 'dashboard'
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
