import type { AuditEntry } from '@common/schemas/audit'
import { jsonResponse } from '../../../../test/mock-api'

const owner = { _id: '64b7f0c2a1b2c3d4e5f60719', email: 'admin@example.com' }
const packer = { _id: '64b7f0c2a1b2c3d4e5f6071a', email: 'staff@example.com' }
export const auditPeople = [owner, packer]

export const productId = '6650a1b2c3d4e5f607182930'
export const orderId = '75c8e1d3b2c3d4e5f6a7b8c9'

function entry(fields: Partial<AuditEntry> & Pick<AuditEntry, '_id' | 'action' | 'entity'>): AuditEntry {
  return {
    at: '2026-03-09T06:30:00.000Z',
    actor: owner,
    entityId: null,
    before: null,
    after: null,
    ip: '203.0.113.7',
    userAgent: null,
    ...fields,
  }
}

/** A price and stock change, as the products module records it: rupees and units, only what changed. */
export const priceChange = entry({
  _id: 'au01',
  action: 'product.update',
  entity: 'product',
  entityId: productId,
  before: { price: 1299, stock: 4 },
  after: { price: 1499, stock: 10 },
})

/** Units added by hand, as the products module records an adjustment: the stock before and after, with why. */
export const stockAdjustment = entry({
  _id: 'au08',
  actor: packer,
  action: 'product.stock-adjust',
  entity: 'product',
  entityId: productId,
  before: { stock: 10 },
  after: { stock: 22, reason: 'received', note: 'Invoice 42' },
})

/** A product change that left its stock alone. */
export const flagChange = entry({
  _id: 'au09',
  action: 'product.update',
  entity: 'product',
  entityId: productId,
  before: { isFeatured: false },
  after: { isFeatured: true },
})

/** A staff member's sign-in to the admin area, from a phone. */
export const signIn = entry({
  _id: 'au02',
  at: '2026-03-09T04:00:00.000Z',
  actor: packer,
  action: 'user.sign-in',
  entity: 'user',
  entityId: packer._id,
  after: { role: 'staff' },
  ip: '198.51.100.23',
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
})

export const statusChange = entry({
  _id: 'au03',
  actor: packer,
  action: 'order.status',
  entity: 'order',
  entityId: orderId,
  before: { status: 'processing' },
  after: { status: 'shipped', trackingNumber: 'DL123456789IN' },
})

export const refund = entry({
  _id: 'au04',
  action: 'order.refund',
  entity: 'order',
  entityId: orderId,
  after: { amount: 349.5, method: 'cash', reason: 'Damaged box' },
})

export const settingsChange = entry({
  _id: 'au05',
  action: 'settings.update',
  entity: 'settings',
  entityId: 'cash-on-delivery',
  before: { maxOrderValue: null },
  after: { maxOrderValue: 5000 },
})

export const catalogueImport = entry({
  _id: 'au06',
  actor: null,
  action: 'catalogue.import',
  entity: 'catalogue',
  ip: null,
  userAgent: 'command line',
  after: { created: 12, updated: 3 },
})

export const roleChange = entry({
  _id: 'au07',
  action: 'user.update',
  entity: 'user',
  entityId: packer._id,
  before: { role: 'user' },
  after: { role: 'staff' },
})

/** GET /api/admin/audit as the server answers it. */
export function auditResponse(
  entries: AuditEntry[],
  { total = entries.length, page = 1, totalPages = 1 } = {},
) {
  return jsonResponse(200, { success: true, entries, total, currentPage: page, totalPages })
}

export const auditActorsRoute = {
  'GET /api/admin/audit/actors': () => jsonResponse(200, { success: true, actors: auditPeople }),
}
