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
