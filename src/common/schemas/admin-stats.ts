import { z } from 'zod'
import { productSchema } from './product'

/**
 * GET /admin/stats: everything the dashboard tab shows, answered in one call from SQL aggregates.
 * Months and days are the shop's own (India Standard Time, UTC+05:30, no daylight saving).
 */

/** This calendar month against the last one; `percent` is null when last month had nothing to compare with. */
export const monthGrowthSchema = z.object({
  current: z.number(),
  previous: z.number(),
  percent: z.number().nullable(),
})
export type MonthGrowth = z.infer<typeof monthGrowthSchema>

export const dailyFigureSchema = z.object({
  /** The day in the shop's time zone, `YYYY-MM-DD`. */
  date: z.string(),
  /** Rupees of the orders paid that day (cancelled orders excluded). */
  revenue: z.number(),
  /** Orders placed that day (cancelled orders excluded). */
  orders: z.number().int(),
})
export type DailyFigure = z.infer<typeof dailyFigureSchema>

export const topSellerSchema = z.object({
  product: z.object({ _id: z.string(), name: z.string(), image: z.string() }),
  quantity: z.number().int(),
  revenue: z.number(),
})
export type TopSeller = z.infer<typeof topSellerSchema>

/** A variant running low: its label ("Deluxe"), SKU and units left (0 when sold out). */
export const lowStockVariantSchema = z.object({
  _id: z.string(),
  label: z.string(),
  sku: z.string(),
  stock: z.number().int(),
})
export type LowStockVariant = z.infer<typeof lowStockVariantSchema>

/** A low-stock product; one with options also names its variants at or below the threshold, lowest first. */
export const lowStockProductSchema = productSchema.extend({
  lowVariants: z.array(lowStockVariantSchema).optional(),
})
export type LowStockProduct = z.infer<typeof lowStockProductSchema>

export const adminStatsSchema = z.object({
  success: z.literal(true),
  /** Rupees: the sum of paid orders that were not cancelled. */
  totalSales: z.number(),
  /** Every order ever placed, cancelled ones included (the same count as GET /orders). */
  totalOrders: z.number().int(),
  totalProducts: z.number().int(),
  /** Customers: accounts with the user role. */
  totalUsers: z.number().int(),
  growth: z.object({
    /** Paid sales this month vs last month, in rupees, by the month of payment (cancelled excluded). */
    sales: monthGrowthSchema,
    /** Orders placed this month vs last month (cancelled orders excluded, as in `daily`). */
    orders: monthGrowthSchema,
    /** Products added this month vs last month. */
    products: monthGrowthSchema,
    /** Customers who signed up this month vs last month. */
    users: monthGrowthSchema,
  }),
  /** The last 30 days, oldest first, today last; days with nothing are present with zeros. */
  daily: z.array(dailyFigureSchema),
  /**
   * In-stock products with stock ≤ LOW_STOCK_THRESHOLD, lowest first; a product with options is listed instead
   * when any variant is at or below it (`lowVariants`), ranked by the lowest of them.
   */
  lowStock: z.array(lowStockProductSchema),
  /** Best sellers of the last 30 days by quantity (cancelled orders excluded), at most TOP_SELLERS_LIMIT. */
  topSellers: z.array(topSellerSchema),
  /** Return requests waiting for the admin's decision (status `requested`), however old. */
  returnsWaiting: z.number().int(),
  /**
   * Return requests made in the last 30 days ÷ orders delivered in them, a fraction (0.05 is 5 %); null when no
   * order was delivered. Requests about orders delivered earlier can take it above 1 in a quiet month.
   */
  returnRate: z.number().nullable(),
  /**
   * Returned to origin: of the cash-on-delivery orders shipped in the last 30 days, the fraction that came back
   * undelivered (0–1); null when none was shipped.
   */
  rtoRate: z.number().nullable(),
})
export type AdminStats = z.infer<typeof adminStatsSchema>
