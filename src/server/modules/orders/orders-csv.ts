import { paiseToRupees } from '@common/money'
import type { ShippingAddress } from '@common/schemas/order'
import { csvHeader, csvRecords, type CsvCell } from '../../csv'
import { shopDateTime } from '../../shop-calendar'
import type { OrderExportRow } from './order-lists'

export const ORDER_CSV_COLUMNS = [
  'Order ID',
  'Order Number',
  'Date',
  'Customer',
  'Email',
  'Status',
  'Payment Method',
  'Payment Status',
  'Paid At',
  'Items',
  'Subtotal',
  'Shipping',
  'Tax',
  'Total',
  'City',
  'State',
  'Postal Code',
  'Tracking Number',
  // GST (decision 0025), after the older columns so that sheets reading those by position keep working.
  'Invoice Number',
  'Place of Supply',
  'Taxable Value',
  'CGST',
  'SGST',
  'IGST',
  // After the GST columns, for the same reason: what paying on delivery added.
  'COD Fee',
  // Last, for the same reason: a business buyer's GSTIN (a B2B supply), empty for a consumer.
  'Buyer GSTIN',
] as const

/** Rupees with two decimals and no grouping, which every spreadsheet reads as a number: 1234.50. */
function amount(paise: number): string {
  return paiseToRupees(paise).toFixed(2)
}

/** An amount an order from before tax invoices does not have: an empty cell, not a made-up 0.00. */
function optionalAmount(paise: number | null): string | null {
  return paise === null ? null : amount(paise)
}

/** Times in the shop's own zone (IST), as its admins read them. */
function orderCsvRecord(order: OrderExportRow): CsvCell[] {
  const address = JSON.parse(order.shipping_address) as Partial<ShippingAddress>
  return [
    order.id,
    order.order_number,
    shopDateTime(order.created_at),
    order.customerName,
    order.customerEmail,
    order.status,
    order.payment_method,
    order.payment_status,
    order.paid_at ? shopDateTime(order.paid_at) : null,
    order.itemCount,
    amount(order.items_price_paise),
    amount(order.shipping_price_paise),
    amount(order.tax_price_paise),
    amount(order.total_price_paise),
    address.city ?? null,
    address.state ?? null,
    address.postalCode ?? null,
    order.tracking_number,
    order.invoice_number ?? null,
    order.place_of_supply ? `${order.place_of_supply} (${order.place_of_supply_code})` : null,
    optionalAmount(order.taxablePaise),
    optionalAmount(order.cgstPaise),
    optionalAmount(order.sgstPaise),
    optionalAmount(order.igstPaise),
    amount(Number(order.cod_fee_paise ?? 0)),
    order.buyer_gstin ?? null,
  ]
}

/** The whole export as text chunks: the byte-order mark and header, then one chunk per batch of orders. */
export async function* orderCsvChunks(batches: AsyncIterable<OrderExportRow[]>): AsyncGenerator<string> {
  yield csvHeader(ORDER_CSV_COLUMNS)
  for await (const batch of batches) yield csvRecords(batch.map(orderCsvRecord))
}
