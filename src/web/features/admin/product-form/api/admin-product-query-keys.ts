/** The admin products tab's lists (['admin','products','list',…]) and this form's copy live under this key. */
export const adminProductsQueryKey = ['admin', 'products'] as const
