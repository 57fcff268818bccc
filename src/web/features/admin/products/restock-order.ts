import type { StockAlertCounts } from '@common/schemas/stock-alerts'

export const RESTOCK_HINT_LIMIT = 5

export interface RestockEntry {
  productId: string
  waiting: number
}

/** The products shoppers wait for, the most awaited first (ties by id, so the order never jumps). */
export function restockOrder(counts: StockAlertCounts, limit = RESTOCK_HINT_LIMIT): RestockEntry[] {
  return Object.entries(counts)
    .filter(([, waiting]) => waiting > 0)
    .map(([productId, waiting]) => ({ productId, waiting }))
    .sort((a, b) => b.waiting - a.waiting || a.productId.localeCompare(b.productId))
    .slice(0, limit)
}

export function waitingText(waiting: number): string {
  return `${waiting} waiting`
}
