/** The edit product page's stock history section: its element id, which the address's hash names. */
export const STOCK_HISTORY_SECTION_ID = 'stock-history'

/** The edit product page scrolled to its stock history, for a link from another area (the activity log). */
export function stockHistoryPath(productId: string): string {
  return `/admin/products/edit/${encodeURIComponent(productId)}#${STOCK_HISTORY_SECTION_ID}`
}
