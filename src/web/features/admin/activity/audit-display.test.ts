import { describe, expect, it } from 'vitest'
import {
  auditRecordLabel,
  auditRecordPath,
  describeBrowser,
  fieldLabel,
  formatAuditValue,
  isStockChange,
} from './audit-display'

describe('audit display', () => {
  it('names fields in words, with the shop’s own names where it has them', () => {
    expect(fieldLabel('originalPrice')).toBe('Original price')
    expect(fieldLabel('isFeatured')).toBe('Featured')
    expect(fieldLabel('gstRate')).toBe('GST rate')
    expect(fieldLabel('tracking_number')).toBe('Tracking number')
  })

  it('shows money in rupees, flags as Yes/No, roles and order statuses by their labels, nothing as a dash', () => {
    expect(formatAuditValue('price', 1499)).toBe('₹1,499.00')
    expect(formatAuditValue('maxDiscount', 125000.5)).toBe('₹1,25,000.50')
    expect(formatAuditValue('stock', 12000)).toBe('12,000')
    expect(formatAuditValue('gstRate', 18)).toBe('18%')
    expect(formatAuditValue('isFeatured', true)).toBe('Yes')
    expect(formatAuditValue('role', 'staff')).toBe('Staff')
    expect(formatAuditValue('status', 'shipped')).toBe('Shipped')
    expect(formatAuditValue('maxOrderValue', null)).toBe('—')
    expect(formatAuditValue('tags', ['naruto', 'figure'])).toBe('naruto, figure')
    expect(formatAuditValue('sameState', { minDays: 2, maxDays: 4 })).toBe('Min days 2, Max days 4')
    expect(formatAuditValue('description', 'x'.repeat(400))).toHaveLength(161)
  })

  it('links products, orders and users to their pages, and nothing else', () => {
    expect(auditRecordPath('product', 'p1')).toBe('/admin/products/p1/edit')
    expect(auditRecordPath('order', 'o1')).toBe('/admin/orders/o1')
    expect(auditRecordPath('user', 'u1')).toBe('/admin/users/u1')
    expect(auditRecordPath('discount', 'd1')).toBeNull()
    expect(auditRecordPath('product', null)).toBeNull()
  })

  it('names a record by the name or code it recorded, else by its id', () => {
    const product = { entity: 'product', entityId: 'p1', before: null } as const
    expect(auditRecordLabel({ ...product, after: { name: 'Nendoroid Miku', price: 2499 } })).toBe(
      'Product Nendoroid Miku',
    )
    expect(auditRecordLabel({ ...product, after: { price: 2499 } })).toBe('Product p1')
    expect(
      auditRecordLabel({ entity: 'discount', entityId: 'd1', before: { code: 'DIWALI' }, after: null }),
    ).toBe('Discount DIWALI')
    expect(auditRecordLabel({ entity: 'settings', entityId: 'tax', before: null, after: null })).toBe(
      'Tax settings',
    )
  })

  it('reads the browser and system of a sign-in from its user agent', () => {
    expect(
      describeBrowser(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87',
      ),
    ).toBe('Edge 126 on Windows')
    expect(
      describeBrowser(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari 17 on iOS')
    expect(describeBrowser('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe(
      'Firefox 128 on Linux',
    )
    expect(describeBrowser('curl/8.5.0')).toBe('curl/8.5.0')
    expect(describeBrowser(null)).toBe('Unknown browser')
  })

  it('counts an adjustment and a product added or saved with a stock as stock changes, a deleted product not', () => {
    const product = { entity: 'product', entityId: '6650a1b2c3d4e5f607182930' } as const
    expect(isStockChange({ ...product, action: 'product.stock-adjust', before: null, after: null })).toBe(
      true,
    )
    expect(isStockChange({ ...product, action: 'product.create', before: null, after: { stock: 5 } })).toBe(
      true,
    )
    expect(
      isStockChange({ ...product, action: 'product.update', before: { stock: 4 }, after: { stock: 9 } }),
    ).toBe(true)
    expect(
      isStockChange({ ...product, action: 'product.update', before: { price: 1 }, after: { price: 2 } }),
    ).toBe(false)
    expect(isStockChange({ ...product, action: 'product.delete', before: { stock: 3 }, after: null })).toBe(
      false,
    )
    expect(
      isStockChange({
        entity: 'order',
        entityId: 'o1',
        action: 'order.cancel',
        before: { stock: 1 },
        after: null,
      }),
    ).toBe(false)
  })
})
