import type { Insertable, Kysely } from 'kysely'
import { ORDER_STATUSES, PLACEHOLDER_IMAGE } from '@common/constants'
import type { Database, OrderItemsTable, OrdersTable } from '../../src/server/db/schema'
import { newId } from '../../src/server/db/ids'
import { orderSearchText } from '../../src/server/modules/orders/order-mapping'
import type { GeneratedProduct } from './catalogue'
import type { Customer } from './customers'

const DAY_MS = 86_400_000
const BATCH = 500
/** The city of order i is CITIES[i % 10], so a search for one city matches a tenth of the orders. */
export const CITIES = [
  'Pune',
  'Mumbai',
  'Bengaluru',
  'Chennai',
  'Kolkata',
  'Jaipur',
  'Lucknow',
  'Guwahati',
  'Kochi',
  'Indore',
]
const STATES: Record<string, string> = {
  Pune: 'Maharashtra',
  Mumbai: 'Maharashtra',
  Bengaluru: 'Karnataka',
  Chennai: 'Tamil Nadu',
  Kolkata: 'West Bengal',
  Jaipur: 'Rajasthan',
  Lucknow: 'Uttar Pradesh',
  Guwahati: 'Assam',
  Kochi: 'Kerala',
  Indore: 'Madhya Pradesh',
}

/** `ORD-<n>` of the order at `index`, so a bench can search for one it knows exists. */
export function generatedOrderNumber(index: number): string {
  return `ORD-${1_700_000_000_000 + index}`
}

/**
 * `count` orders of the last 365 days (index 0 the newest), by `customers`, of one to three `products`,
 * in every status; most non-pending ones paid. Past orders: the products' stock is left as it is.
 */
export async function generateOrders(
  db: Kysely<Database>,
  options: {
    count: number
    now: number
    customers: readonly Customer[]
    products: readonly GeneratedProduct[]
  },
): Promise<void> {
  const { count, now, customers, products } = options
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < count; start += BATCH) {
      const orders: Insertable<OrdersTable>[] = []
      const items: OrderItemsTable[] = []
      for (let index = start; index < Math.min(start + BATCH, count); index += 1) {
        const createdAt = new Date(now - Math.floor((index / count) * 365 * DAY_MS)).toISOString()
        const status = ORDER_STATUSES[index % ORDER_STATUSES.length]!
        const paid = status !== 'pending' && index % 7 !== 0
        const id = newId()
        const orderNumber = generatedOrderNumber(index)
        const customer = customers[index % customers.length]!
        const city = CITIES[index % CITIES.length]!
        const shippingAddress = {
          fullName: customer.name,
          email: customer.email,
          phone: '9876543210',
          address: `${index} MG Road`,
          addressLine1: `${index} MG Road`,
          addressLine2: null,
          city,
          state: STATES[city]!,
          postalCode: String(400_000 + (index % 999)),
          country: 'India',
        }
        let totalPaise = 0
        for (let line = 0; line < 1 + (index % 3); line += 1) {
          const product = products[(index * 7 + line) % products.length]!
          totalPaise += product.pricePaise
          items.push({
            id: newId(),
            order_id: id,
            product_id: product.id,
            name: product.name,
            image: product.images[0] ?? PLACEHOLDER_IMAGE,
            unit_price_paise: product.pricePaise,
            quantity: 1,
          })
        }
        orders.push({
          id,
          order_number: orderNumber,
          user_id: customer.id,
          status,
          payment_method: index % 2 ? 'COD' : 'PHONEPE',
          payment_status: paid ? 'completed' : 'pending',
          items_price_paise: totalPaise,
          shipping_price_paise: 0,
          tax_price_paise: 0,
          total_price_paise: totalPaise,
          shipping_address: JSON.stringify(shippingAddress),
          search_text: orderSearchText({
            id,
            orderNumber,
            invoiceNumber: null,
            userId: customer.id,
            shippingAddress,
          }),
          tracking_number: status === 'shipped' ? `TRACK${index}` : null,
          idempotency_key: null,
          paid_at: paid ? createdAt : null,
          delivered_at: status === 'delivered' ? createdAt : null,
          created_at: createdAt,
          updated_at: createdAt,
        })
      }
      await trx.insertInto('orders').values(orders).execute()
      await trx.insertInto('order_items').values(items).execute()
    }
  })
}
