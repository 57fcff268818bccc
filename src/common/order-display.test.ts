import { describe, expect, it } from 'vitest'
import {
  deriveOrderStatus,
  detailOrderNumber,
  detailOrderStatus,
  formatAddressLine,
  formatOrderDate,
  listOrderNumber,
  listOrderStatus,
  orderStatusLabel,
  orderTaxLabel,
  orderStatusTone,
  paymentMethodLabel,
  resolveOrderStatus,
  shownPaymentStatus,
} from './order-display'

describe('order status shown to people', () => {
  it('derives a missing status: delivered if delivered, processing if paid, otherwise pending', () => {
    expect(deriveOrderStatus({ isDelivered: true, isPaid: true })).toBe('delivered')
    expect(deriveOrderStatus({ isDelivered: true, isPaid: false })).toBe('delivered')
    expect(deriveOrderStatus({ isDelivered: false, isPaid: true })).toBe('processing')
    expect(deriveOrderStatus({})).toBe('pending')
    expect(listOrderStatus({ status: null, isPaid: true })).toBe('processing')
    expect(listOrderStatus({ status: '', isDelivered: true })).toBe('delivered')
    expect(detailOrderStatus({ isPaid: false })).toBe('pending')
  })

  it("keeps an order's own status over what its flags suggest", () => {
    expect(listOrderStatus({ status: 'cancelled', isPaid: true })).toBe('cancelled')
    expect(detailOrderStatus({ status: 'shipped', isDelivered: false })).toBe('shipped')
    expect(listOrderStatus({ status: 'Delivered' })).toBe('delivered')
    expect(detailOrderStatus({ status: 'returned' })).toBe('returned')
  })

  it('shows pending on the list, processing on the detail page and unknown on the admin table for a status it does not know', () => {
    expect(listOrderStatus({ status: 'on-hold' })).toBe('pending')
    expect(detailOrderStatus({ status: 'on-hold' })).toBe('processing')
    expect(resolveOrderStatus({ status: 'on-hold' }, 'unknown')).toBe('unknown')
    expect(orderStatusLabel(detailOrderStatus({ status: 'on-hold' }))).toBe('Processing')
  })

  it('labels each status', () => {
    expect(
      ['pending', 'processing', 'shipped', 'delivered', 'cancelled', 'returned', 'unknown'].map((s) =>
        orderStatusLabel(s as never),
      ),
    ).toEqual(['Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled', 'Returned', 'Unknown'])
  })

  it('colours badges delivered green, cancelled and returned red, shipped blue and every other status yellow', () => {
    expect(orderStatusTone('delivered')).toBe('green')
    expect(orderStatusTone('cancelled')).toBe('red')
    expect(orderStatusTone('returned')).toBe('red')
    expect(orderStatusTone('shipped')).toBe('blue')
    expect(orderStatusTone('pending')).toBe('yellow')
    expect(orderStatusTone('processing')).toBe('yellow')
    expect(orderStatusTone('unknown')).toBe('yellow')
  })

  it('shows the payment as completed when paid and pending otherwise', () => {
    expect(shownPaymentStatus({ isPaid: true })).toBe('completed')
    expect(shownPaymentStatus({ isPaid: false })).toBe('pending')
    expect(shownPaymentStatus({})).toBe('pending')
  })
})

describe('order numbers', () => {
  const orderId = '64b7f0c2a1b2c3d4e5f6a7b8'

  it('uses the last 6 characters of the id in upper case on the list', () => {
    expect(listOrderNumber(orderId)).toBe('F6A7B8')
  })

  it('uses the first 8 characters of the id in upper case on the detail pages', () => {
    expect(detailOrderNumber(orderId)).toBe('64B7F0C2')
  })
})

describe('order details in words', () => {
  it('names the payment methods and keeps an unknown one as given', () => {
    expect(paymentMethodLabel('COD')).toBe('Cash on Delivery')
    expect(paymentMethodLabel('cod')).toBe('Cash on Delivery')
    expect(paymentMethodLabel('PHONEPE')).toBe('PhonePe')
    expect(paymentMethodLabel('upi')).toBe('upi')
  })

  it('formats dates the Indian way and never prints an invalid one', () => {
    expect(formatOrderDate('2025-03-09T06:30:00.000Z')).toBe('9 March 2025')
    // 12:37 am on 30 November in India.
    expect(formatOrderDate('2026-11-29T19:07:00.000Z')).toBe('30 November 2026')
    expect(formatOrderDate('not a date')).toBeNull()
    expect(formatOrderDate(null)).toBeNull()
  })

  it('puts an address on one line, skipping blank parts', () => {
    expect(
      formatAddressLine({
        address: '12 MG Road',
        addressLine1: '12 MG Road',
        addressLine2: 'Indiranagar',
        city: 'Bengaluru',
        state: 'Karnataka',
        postalCode: '560001',
      }),
    ).toBe('12 MG Road, Indiranagar, Bengaluru, Karnataka 560001')
    expect(
      formatAddressLine({
        address: '5 Park Street',
        addressLine2: null,
        city: 'Kolkata',
        state: '',
        postalCode: '700016',
      }),
    ).toBe('5 Park Street, Kolkata, 700016')
    expect(formatAddressLine(undefined)).toBe('')
  })

  it('labels the tax of an order with GST figures as the GST included in it, and keeps "Tax" for older orders', () => {
    expect(orderTaxLabel({ gst: { supplyType: 'intra-state' } })).toBe('GST (included)')
    expect(orderTaxLabel({ gst: null })).toBe('Tax')
    expect(orderTaxLabel({})).toBe('Tax')
  })
})
