import type { Kysely } from 'kysely'
import { paiseToRupees } from '@common/money'
import type { TopSeller } from '@common/schemas/admin-stats'
import { localDayOf } from '../../db/local-day'
import type { Database } from '../../db/schema'
import type { DayWindow, MonthFigures, MonthWindows } from '../../shop-calendar'
import { parcelFigures } from './returned-parcels'

/** The orders' figures of the admin dashboard (modules/dashboard), each one aggregate query. */

/** All the orders' figures of the dashboard, their queries run side by side. */
export async function dashboardOrderFigures(
  db: Kysely<Database>,
  window: { months: MonthWindows; days: DayWindow; offsetMinutes: number; topSellers: number },
) {
  const [orders, daily, topSellers, parcels] = await Promise.all([
    orderFigures(db, window.months),
    dailyOrderFigures(db, window.days, window.offsetMinutes),
    topSellingProducts(db, window.days.start, window.topSellers),
    parcelFigures(db, window.days.start),
  ])
  return { orders, daily, topSellers, parcels }
}

/**
 * Sales and order counts, all from aggregates. Sales are orders paid (paid_at set) and not cancelled, less their
 * completed refunds, counted in the month they were paid; placed orders (cancelled excluded) in the month they were
 * placed.
 */
export async function orderFigures(
  db: Kysely<Database>,
  months: MonthWindows,
): Promise<{ totalOrders: number; totalSalesPaise: number; salesPaise: MonthFigures; placed: MonthFigures }> {
  const [all, sales, monthSales, monthPlaced] = await Promise.all([
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.sum<number>(eb('total_price_paise', '-', eb.ref('refunded_paise'))).as('paise'))
      .where('paid_at', 'is not', null)
      .where('status', '!=', 'cancelled')
      .executeTakeFirstOrThrow(),
    twoMonths(db, 'paid_at', months, 'total_price_paise'),
    twoMonths(db, 'created_at', months, null),
  ])
  return {
    totalOrders: Number(all.count),
    totalSalesPaise: Number(sales.paise ?? 0),
    salesPaise: monthSales,
    placed: monthPlaced,
  }
}

/** Sums `amount` (or counts) the non-cancelled orders whose `column` falls in last month and in this month. */
async function twoMonths(
  db: Kysely<Database>,
  column: 'paid_at' | 'created_at',
  months: MonthWindows,
  amount: 'total_price_paise' | null,
): Promise<MonthFigures> {
  const row = await db
    .selectFrom('orders')
    .where(column, '>=', months.previousStart)
    .where(column, '<', months.nextStart)
    .where('status', '!=', 'cancelled')
    .select((eb) => {
      // Sales are what was paid less what was refunded since.
      const value = amount ? eb(amount, '-', eb.ref('refunded_paise')) : eb.lit(1)
      return [
        eb.fn
          .sum<number>(eb.case().when(column, '>=', months.currentStart).then(value).else(0).end())
          .as('current'),
        eb.fn
          .sum<number>(eb.case().when(column, '<', months.currentStart).then(value).else(0).end())
          .as('previous'),
      ]
    })
    .executeTakeFirstOrThrow()
  return { current: Number(row.current ?? 0), previous: Number(row.previous ?? 0) }
}

export type DailyOrderFigure = { date: string; revenuePaise: number; orders: number }

/**
 * Per shop day in the window: revenue of orders paid that day, and orders placed that day (cancelled
 * orders in neither). Days with nothing are absent; the caller fills them.
 */
export async function dailyOrderFigures(
  db: Kysely<Database>,
  window: DayWindow,
  offsetMinutes: number,
): Promise<DailyOrderFigure[]> {
  const perDay = (column: 'paid_at' | 'created_at') => {
    const day = localDayOf(db, column, offsetMinutes)
    return db
      .selectFrom('orders')
      .select((eb) => [
        day.as('day'),
        eb.fn.countAll<number>().as('orders'),
        eb.fn.sum<number>(eb('total_price_paise', '-', eb.ref('refunded_paise'))).as('paise'),
      ])
      .where(column, '>=', window.start)
      .where(column, '<', window.end)
      .where('status', '!=', 'cancelled')
      .groupBy(day)
      .execute()
  }
  const [paid, placed] = await Promise.all([perDay('paid_at'), perDay('created_at')])
  const figures = new Map<string, DailyOrderFigure>()
  const figureOf = (date: string) => {
    const figure = figures.get(date) ?? { date, revenuePaise: 0, orders: 0 }
    figures.set(date, figure)
    return figure
  }
  for (const row of paid) figureOf(row.day).revenuePaise = Number(row.paise ?? 0)
  for (const row of placed) figureOf(row.day).orders = Number(row.orders)
  return [...figures.values()].sort((a, b) => a.date.localeCompare(b.date))
}

/**
 * The products sold most (by quantity) in orders placed since `since`, cancelled and returned orders excluded;
 * the name and image come from the items' snapshot, so a renamed product shows what was sold.
 */
export async function topSellingProducts(
  db: Kysely<Database>,
  since: string,
  limit: number,
): Promise<TopSeller[]> {
  const rows = await db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .where('orders.created_at', '>=', since)
    // A parcel that came back undelivered sold nothing either.
    .where('orders.status', 'not in', ['cancelled', 'returned'])
    .where('order_items.product_id', 'is not', null)
    .select((eb) => [
      'order_items.product_id',
      eb.fn.max('order_items.name').as('name'),
      eb.fn.max('order_items.image').as('image'),
      eb.fn.sum<number>('order_items.quantity').as('quantity'),
      eb.fn.sum<number>(eb('order_items.unit_price_paise', '*', eb.ref('order_items.quantity'))).as('paise'),
    ])
    .groupBy('order_items.product_id')
    .orderBy('quantity', 'desc')
    .orderBy('paise', 'desc')
    .orderBy('order_items.product_id')
    .limit(limit)
    .execute()
  return rows.map((row) => ({
    product: { _id: row.product_id!, name: row.name, image: row.image },
    quantity: Number(row.quantity),
    revenue: paiseToRupees(Number(row.paise)),
  }))
}
