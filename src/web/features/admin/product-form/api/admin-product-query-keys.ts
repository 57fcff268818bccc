/** The admin products tab's lists and this form's copy live under this key; a save refreshes them all. */
export const adminProductsQueryKey = ['admin', 'products'] as const

/** Product counts and low-stock rows on the dashboard change when a product is saved. */
export const adminStatsQueryKey = ['admin', 'stats'] as const
