import { connectDatabase, type ConnectOptions } from '../src/server/db/connection'

export type StockCheck = {
  productsChecked: number
  /** Products whose initial stock ≠ current stock + quantities in non-cancelled orders. */
  mismatched: number
  /** Products whose stock is below zero. */
  negative: number
  /** Orders in the database. */
  storedOrders: number
  /** Orders answered 201 during the bench. */
  acceptedOrders: number
  /** Of those, orders the database does not hold. */
  missingAccepted: number
  /** Products that had stock before the load and have none after it. */
  soldOut: number
  /** A few of the failures, to show. */
  examples: string[]
}

/**
 * Every accepted order stored, and zero oversell, read from the database itself once the load has stopped: for every product, the stock
 * it started with equals what is left plus what non-cancelled orders hold, and none is below zero.
 * `initialStock` is every product's stock before any order was placed (the catalogue had no orders).
 */
export async function checkStock(
  options: ConnectOptions,
  initialStock: ReadonlyMap<string, number>,
  acceptedIds: ReadonlySet<string>,
): Promise<StockCheck> {
  const connection = connectDatabase(options)
  try {
    const { db } = connection
    const stocks = await db.selectFrom('products').select(['id', 'stock']).execute()
    const sold = await db
      .selectFrom('order_items')
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .where('orders.status', '!=', 'cancelled')
      .where('order_items.product_id', 'is not', null)
      .select(['order_items.product_id', (eb) => eb.fn.sum<number>('order_items.quantity').as('quantity')])
      .groupBy('order_items.product_id')
      .execute()
    const storedIds = new Set((await db.selectFrom('orders').select('id').execute()).map((row) => row.id))
    const soldById = new Map(sold.map((row) => [row.product_id!, Number(row.quantity)]))
    const examples: string[] = []
    let mismatched = 0
    let negative = 0
    for (const { id, stock } of stocks) {
      const initial = initialStock.get(id)
      const inOrders = soldById.get(id) ?? 0
      if (initial === undefined || initial !== stock + inOrders) {
        mismatched += 1
        if (examples.length < 5)
          examples.push(`${id}: started ${initial}, left ${stock}, ordered ${inOrders}`)
      }
      if (stock < 0) negative += 1
    }
    return {
      productsChecked: stocks.length,
      mismatched,
      negative,
      storedOrders: storedIds.size,
      acceptedOrders: acceptedIds.size,
      missingAccepted: [...acceptedIds].filter((id) => !storedIds.has(id)).length,
      soldOut: stocks.filter((row) => row.stock === 0 && (initialStock.get(row.id) ?? 0) > 0).length,
      examples,
    }
  } finally {
    await connection.close()
  }
}
