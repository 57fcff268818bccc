import { afterEach, expect, it, vi } from 'vitest'
import { newId } from '../../db/ids'
import { insertProduct } from '../../test/fixtures'
import { bearer, describeEachDatabase, signUp, signUpAdmin, signUpStaff } from '../../test/test-app'

/** 00:10 on 1 March 2026 in India, still 28 February in UTC: the shop's month has just turned. */
const NOW = new Date('2026-02-28T18:40:00.000Z')

afterEach(() => {
  vi.useRealTimers()
})

describeEachDatabase('admin dashboard', (context) => {
  const db = () => context.database.db

  async function insertOrder(order: {
    userId: string
    status: string
    paymentMethod?: string
    totalPaise: number
    createdAt: string
    paidAt?: string
    items: { productId: string; name: string; unitPaise: number; quantity: number }[]
  }) {
    const id = newId()
    await db()
      .insertInto('orders')
      .values({
        id,
        order_number: `ORD-${id}`,
        user_id: order.userId,
        status: order.status,
        payment_method: order.paymentMethod ?? 'COD',
        payment_status: order.paidAt ? 'completed' : 'pending',
        items_price_paise: order.totalPaise,
        shipping_price_paise: 0,
        tax_price_paise: 0,
        total_price_paise: order.totalPaise,
        shipping_address: JSON.stringify({ address: '1 MG Road', city: 'Pune', postalCode: '411001' }),
        tracking_number: null,
        idempotency_key: null,
        paid_at: order.paidAt ?? null,
        delivered_at: null,
        created_at: order.createdAt,
        updated_at: order.createdAt,
      })
      .execute()
    await db()
      .insertInto('order_items')
      .values(
        order.items.map((item) => ({
          id: newId(),
          order_id: id,
          product_id: item.productId,
          name: item.name,
          image: `/media/${item.name.replace(/\W/g, '')}.webp`,
          unit_price_paise: item.unitPaise,
          quantity: item.quantity,
        })),
      )
      .execute()
    return id
  }

  it('answers the figures of hand-made orders, months and days counted in India Standard Time', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW })
    const admin = await signUpAdmin(context)
    // Staff are no customers: signed up this month, counted nowhere below.
    await signUpStaff(context)
    const buyer = await signUp(context.app)
    // Customers: the buyer signed up this month, one in January, none in February → no percentage.
    await db()
      .insertInto('users')
      .values({
        id: newId(),
        name: 'January Customer',
        email: `january.${newId()}@example.com`,
        password_hash: 'x',
        role: 'user',
        is_active: 1,
        profile_picture: null,
        created_at: '2026-01-10T10:00:00.000Z',
        updated_at: '2026-01-10T10:00:00.000Z',
      })
      .execute()

    const a = await insertProduct(db(), { name: 'Product A', stock: 10 })
    const b = await insertProduct(db(), { name: 'Product B', stock: 2 })
    const c = await insertProduct(db(), { name: 'Product C', stock: 0 })
    const d = await insertProduct(db(), {
      name: 'Product D',
      stock: 1,
      created_at: '2026-02-20T10:00:00.000Z',
    })
    await insertProduct(db(), {
      name: 'Product E',
      stock: 3,
      created_at: '2026-02-20T10:00:00.000Z',
    })

    // 00:05 on 1 March in India: this month.
    await insertOrder({
      userId: buyer.id,
      status: 'delivered',
      totalPaise: 123_450,
      createdAt: '2026-02-28T18:35:00.000Z',
      paidAt: '2026-02-28T18:35:00.000Z',
      items: [{ productId: a.id, name: 'Snapshot A', unitPaise: 61_725, quantity: 2 }],
    })
    // 23:50 on 28 February in India, paid at 23:55: last month.
    await insertOrder({
      userId: buyer.id,
      status: 'processing',
      paymentMethod: 'PHONEPE',
      totalPaise: 100_000,
      createdAt: '2026-02-28T18:20:00.000Z',
      paidAt: '2026-02-28T18:25:00.000Z',
      items: [{ productId: b.id, name: 'Snapshot B', unitPaise: 100_000, quantity: 1 }],
    })
    // Cancelled: in no figure but the order count.
    await insertOrder({
      userId: buyer.id,
      status: 'cancelled',
      totalPaise: 50_000,
      createdAt: '2026-02-10T06:00:00.000Z',
      paidAt: '2026-02-10T06:00:00.000Z',
      items: [{ productId: a.id, name: 'Snapshot A', unitPaise: 5_000, quantity: 10 }],
    })
    // Placed in February, not paid.
    await insertOrder({
      userId: buyer.id,
      status: 'pending',
      totalPaise: 30_000,
      createdAt: '2026-02-15T10:00:00.000Z',
      items: [{ productId: b.id, name: 'Snapshot B', unitPaise: 10_000, quantity: 3 }],
    })
    // Placed in January (before the 30 days), paid in February.
    await insertOrder({
      userId: buyer.id,
      status: 'delivered',
      totalPaise: 250_000,
      createdAt: '2026-01-20T10:00:00.000Z',
      paidAt: '2026-02-05T10:00:00.000Z',
      items: [{ productId: c.id, name: 'Snapshot C', unitPaise: 250_000, quantity: 1 }],
    })
    // 31 January in UTC, but 00:01 on 1 February in India.
    await insertOrder({
      userId: buyer.id,
      status: 'pending',
      totalPaise: 10_000,
      createdAt: '2026-01-31T18:31:00.000Z',
      items: [{ productId: c.id, name: 'Snapshot C', unitPaise: 10_000, quantity: 1 }],
    })

    const response = await context.app.inject({
      method: 'GET',
      url: '/api/admin/stats',
      headers: bearer(admin.token),
    })
    expect(response.statusCode).toBe(200)
    const stats = response.json()
    expect(stats).toMatchObject({
      success: true,
      totalSales: 4734.5,
      totalOrders: 6,
      totalProducts: 5,
      totalUsers: 2,
      growth: {
        sales: { current: 1234.5, previous: 3500, percent: -64.7 },
        orders: { current: 1, previous: 3, percent: -66.7 },
        products: { current: 3, previous: 2, percent: 50 },
        users: { current: 1, previous: 0, percent: null },
      },
    })

    expect(stats.daily).toHaveLength(30)
    expect(stats.daily[0].date).toBe('2026-01-31')
    expect(stats.daily[29].date).toBe('2026-03-01')
    const day = (date: string) => stats.daily.find((entry: { date: string }) => entry.date === date)
    expect(day('2026-03-01')).toEqual({ date: '2026-03-01', revenue: 1234.5, orders: 1 })
    expect(day('2026-02-28')).toEqual({ date: '2026-02-28', revenue: 1000, orders: 1 })
    expect(day('2026-02-15')).toEqual({ date: '2026-02-15', revenue: 0, orders: 1 })
    expect(day('2026-02-10')).toEqual({ date: '2026-02-10', revenue: 0, orders: 0 })
    expect(day('2026-02-05')).toEqual({ date: '2026-02-05', revenue: 2500, orders: 0 })
    expect(day('2026-02-01')).toEqual({ date: '2026-02-01', revenue: 0, orders: 1 })
    expect(day('2026-01-31')).toEqual({ date: '2026-01-31', revenue: 0, orders: 0 })
    const summed = stats.daily.reduce(
      (sum: { revenue: number; orders: number }, entry: { revenue: number; orders: number }) => ({
        revenue: sum.revenue + entry.revenue,
        orders: sum.orders + entry.orders,
      }),
      { revenue: 0, orders: 0 },
    )
    expect(summed).toEqual({ revenue: 4734.5, orders: 4 })

    expect(stats.lowStock.map((product: { name: string }) => product.name)).toEqual([
      'Product D',
      'Product B',
      'Product E',
    ])
    expect(stats.lowStock[0]).toMatchObject({ _id: d.id, stock: 1, price: 4999, category: 'figures' })
    expect(stats.lowStock.map((product: { _id: string }) => product._id)).not.toContain(c.id)

    expect(stats.topSellers).toEqual([
      {
        product: { _id: b.id, name: 'Snapshot B', image: '/media/SnapshotB.webp' },
        quantity: 4,
        revenue: 1300,
      },
      {
        product: { _id: a.id, name: 'Snapshot A', image: '/media/SnapshotA.webp' },
        quantity: 2,
        revenue: 1234.5,
      },
      {
        product: { _id: c.id, name: 'Snapshot C', image: '/media/SnapshotC.webp' },
        quantity: 1,
        revenue: 100,
      },
    ])
  })

  it('keeps the dashboard to admins: 401 signed out, 403 for a shopper and for staff', async () => {
    expect((await context.app.inject({ method: 'GET', url: '/api/admin/stats' })).statusCode).toBe(401)
    for (const caller of [await signUp(context.app), await signUpStaff(context)]) {
      const refused = await context.app.inject({
        method: 'GET',
        url: '/api/admin/stats',
        headers: bearer(caller.token),
      })
      expect(refused.statusCode).toBe(403)
      expect(refused.json()).toEqual({ success: false, message: 'Admin access required' })
    }
  })
})

describeEachDatabase('admin dashboard of an empty shop', (context) => {
  it('answers zeros, thirty empty days and no percentages', async () => {
    const admin = await signUpAdmin(context)
    const stats = (
      await context.app.inject({ method: 'GET', url: '/api/admin/stats', headers: bearer(admin.token) })
    ).json()
    expect(stats).toMatchObject({
      totalSales: 0,
      totalOrders: 0,
      totalProducts: 0,
      totalUsers: 0,
      growth: { sales: { current: 0, previous: 0, percent: null } },
      lowStock: [],
      topSellers: [],
    })
    expect(stats.daily).toHaveLength(30)
    expect(
      stats.daily.every((entry: { revenue: number; orders: number }) => !entry.revenue && !entry.orders),
    ).toBe(true)
  })
})

describeEachDatabase('admin dashboard: low stock of products with variants', (context) => {
  it('names each low variant (label, SKU, stock) of a product with options, ranked by its lowest', async () => {
    const admin = await signUpAdmin(context)
    const plain = await insertProduct(context.database.db, { name: 'Plain figure', stock: 2 })
    // Twelve units in all, yet Deluxe is down to one and Limited sold out: listed by them, not by the sum.
    const editions = await insertProduct(context.database.db, { name: 'Edition figure', stock: 5 })
    // Every variant well stocked: not listed.
    const stocked = await insertProduct(context.database.db, { name: 'Stocked figure', stock: 5 })
    // Every variant sold out: the product is sold out, another matter.
    const soldOut = await insertProduct(context.database.db, { name: 'Sold-out figure', stock: 5 })
    const setVariants = async (id: string, figures: [string, string, number][]) => {
      const response = await context.app.inject({
        method: 'PUT',
        url: `/api/products/${id}/variants`,
        headers: bearer(admin.token),
        payload: {
          options: [{ name: 'Edition', values: figures.map(([edition]) => edition) }],
          variants: figures.map(([edition, sku, stock]) => ({
            options: { Edition: edition },
            sku,
            price: 4999,
            stock,
          })),
        },
      })
      expect(response.statusCode, response.body).toBe(200)
    }
    await setVariants(editions.id, [
      ['Standard', 'EDF-STD', 11],
      ['Deluxe', 'EDF-DLX', 1],
      ['Limited', 'EDF-LTD', 0],
    ])
    await setVariants(stocked.id, [
      ['Standard', 'STK-STD', 4],
      ['Deluxe', 'STK-DLX', 9],
    ])
    await setVariants(soldOut.id, [
      ['Standard', 'SLD-STD', 0],
      ['Deluxe', 'SLD-DLX', 0],
    ])

    const stats = (
      await context.app.inject({ method: 'GET', url: '/api/admin/stats', headers: bearer(admin.token) })
    ).json()
    expect(
      stats.lowStock.map((product: { name: string; stock: number }) => [product.name, product.stock]),
    ).toEqual([
      ['Edition figure', 12],
      ['Plain figure', 2],
    ])
    expect(stats.lowStock[0].lowVariants).toEqual([
      { _id: expect.any(String), label: 'Limited', sku: 'EDF-LTD', stock: 0 },
      { _id: expect.any(String), label: 'Deluxe', sku: 'EDF-DLX', stock: 1 },
    ])
    // A product sold as itself answers as it always has.
    expect(stats.lowStock[1]).not.toHaveProperty('lowVariants')
    expect(stats.lowStock[1]).toMatchObject({ _id: plain.id, stock: 2 })
  })
})
