/*
 * The query keys by which one admin area refreshes what another shows: an order's change moves the dashboard's
 * figures, a parcel returned to origin moves its customer's count. Keys only one area uses stay in that area.
 */

/**
 * Every admin view of orders lives under ['admin', 'orders'], so a change to one order can refresh all of
 * them with one invalidation (lists, the detail page, and any other screen listing orders).
 */
export const adminOrdersQueryKey = ['admin', 'orders'] as const
export const adminOrderListsQueryKey = [...adminOrdersQueryKey, 'list'] as const
export const adminOrderDetailQueryKey = (orderId: string) =>
  [...adminOrdersQueryKey, 'detail', orderId] as const

/** The dashboard's figures (its own key, ['admin', 'stats']) include paid orders, so a delivery moves them. */
export const adminStatsQueryKey = ['admin', 'stats'] as const

/** Every admin user query starts with this key: a role or status change invalidates them all. */
export const adminUsersQueryKey = ['admin', 'users'] as const
export const adminUserQueryKey = (userId: string) => [...adminUsersQueryKey, 'detail', userId] as const
