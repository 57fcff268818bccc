import type { ReturnStatus } from '@common/schemas/returns'

/*
 * Addresses of a dashboard tab with its filter set, for a link from another area. The tab reads its filter under
 * the same name, so the link and the tab cannot drift apart.
 */

// Prefixed, because the whole dashboard shares one query string and other tabs keep their own filters.
export const RETURN_STATUS_PARAM = 'returnStatus'

/** The Returns tab showing the requests in one status. */
export function returnsTabPath(status: ReturnStatus): string {
  return `/admin?tab=returns&${RETURN_STATUS_PARAM}=${status}`
}
