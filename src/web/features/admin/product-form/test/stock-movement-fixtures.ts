import type { StockMovement } from '@common/schemas/stock'
import { jsonResponse } from '../../../../test/mock-api'
import { PRODUCT_ID } from './product-form-test-kit'

export const STOCK_MOVEMENTS_PATH = `/api/products/${PRODUCT_ID}/stock-movements`
export const STOCK_ADJUSTMENTS_PATH = `/api/products/${PRODUCT_ID}/stock-adjustments`

export const ORDER_ID = '75c8e1d3b2c3d4e5f6a7b8c9'
export const EXPIRED_ORDER_ID = '86d9f2e4c3d4e5f6a7b8c9d0'

const owner = { _id: '64b7f0c2a1b2c3d4e5f60719', email: 'admin@example.com' }
const packer = { _id: '64b7f0c2a1b2c3d4e5f6071a', email: 'staff@example.com' }

let movementsMade = 0
export function movement(
  fields: Partial<StockMovement> & Pick<StockMovement, 'change' | 'stockAfter' | 'reason'>,
): StockMovement {
  movementsMade += 1
  return { _id: `sm${String(movementsMade).padStart(4, '0')}`, at: '2026-03-09T06:30:00.000Z', ...fields }
}

/**
 * The product's ledger, newest first, adding up to its stock of 7: opened with 5, 4 imported, 1 ordered and
 * given back when the payment did not come, 1 ordered, 2 found damaged by a staff member.
 */
export const productHistory: StockMovement[] = [
  movement({
    at: '2026-03-09T06:30:00.000Z',
    change: -2,
    stockAfter: 7,
    reason: 'adjustment:damaged',
    actor: packer,
    note: 'Box crushed in transit',
  }),
  movement({ at: '2026-03-08T12:15:00.000Z', change: -1, stockAfter: 9, reason: 'order', orderId: ORDER_ID }),
  movement({
    at: '2026-03-07T10:00:00.000Z',
    change: 1,
    stockAfter: 10,
    reason: 'hold-expired',
    orderId: EXPIRED_ORDER_ID,
  }),
  movement({
    at: '2026-03-07T09:45:00.000Z',
    change: -1,
    stockAfter: 9,
    reason: 'order',
    orderId: EXPIRED_ORDER_ID,
  }),
  movement({ at: '2026-03-02T08:00:00.000Z', change: 4, stockAfter: 9, reason: 'import' }),
  movement({ at: '2026-03-01T10:00:00.000Z', change: 5, stockAfter: 5, reason: 'opening', actor: owner }),
]

/** `count` adjustments of +1 each, newest first, the newest leaving `stockAfter`. */
export function manyMovements(count: number, stockAfter: number): StockMovement[] {
  return Array.from({ length: count }, (_, index) =>
    movement({ change: 1, stockAfter: stockAfter - index, reason: 'adjustment:received', actor: owner }),
  )
}

/** GET /api/products/:id/stock-movements as the server answers one page of 20. */
export function stockMovementsResponse(
  movements: StockMovement[],
  { total = movements.length, page = 1, totalPages = Math.max(1, Math.ceil(total / 20)) } = {},
) {
  return jsonResponse(200, { movements, total, currentPage: page, totalPages })
}
