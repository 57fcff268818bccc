// `npm run bench`: the catalogue listing and order placement on a large generated catalogue, over real
// HTTP-free app.inject calls. Prints requests per second and the ratio of each listing to the plain one.
import { PRODUCT_CATEGORIES } from '@common/constants'
import { buildApp } from '../src/server/app'
import { benchAppConfig } from './bench-app-config'
import { connectDatabase } from '../src/server/db/connection'
import { newId } from '../src/server/db/ids'
import { migrateToLatest } from '../src/server/db/migrate'
import type { ProductsTable } from '../src/server/db/schema'

const PRODUCT_COUNT = Number(process.env.BENCH_PRODUCTS ?? 50_000)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300)

function generatedProduct(index: number, now: number): ProductsTable {
  const createdAt = new Date(now - index * 60_000).toISOString()
  const pricePaise = 9_900 + ((index * 7919) % 2_000) * 500
  return {
    id: newId(),
    name: `Bench figure ${index}`,
    description: 'Generated for the benchmark.',
    price_paise: pricePaise,
    original_price_paise: pricePaise,
    images: '[]',
    stock: 1_000_000,
    category: PRODUCT_CATEGORIES[index % PRODUCT_CATEGORIES.length]!,
    tags: '["bench"]',
    rating: (index % 11) / 2,
    num_reviews: 0,
    is_featured: index % 40 === 0 ? 1 : 0,
    is_best_seller: index % 45 === 1 ? 1 : 0,
    is_new_arrival: index % 30 === 2 ? 1 : 0,
    details: '[]',
    features: '[]',
    seed_key: null,
    created_at: createdAt,
    updated_at: createdAt,
  }
}

async function main() {
  const connection = connectDatabase(
    process.env.BENCH_DATABASE_URL
      ? { kind: 'postgres', connectionString: process.env.BENCH_DATABASE_URL }
      : { kind: 'sqlite', filename: ':memory:' },
  )
  await migrateToLatest(connection)
  const now = Date.now()
  const insertStarted = performance.now()
  await connection.db.transaction().execute(async (trx) => {
    for (let start = 0; start < PRODUCT_COUNT; start += 1_000) {
      const rows = Array.from({ length: Math.min(1_000, PRODUCT_COUNT - start) }, (_, offset) =>
        generatedProduct(start + offset, now),
      )
      await trx.insertInto('products').values(rows).execute()
    }
  })
  console.log(
    `catalogue: ${PRODUCT_COUNT} products (${connection.dialect}) inserted in ${((performance.now() - insertStarted) / 1000).toFixed(1)} s`,
  )

  const app = await buildApp(benchAppConfig(), connection)
  await app.ready()

  const listings: Record<string, string> = {
    'newest (home)': '/api/products?limit=100&sort=-createdAt',
    'category by price': '/api/products?category=figures&sort=price',
    'category by rating, page 50': '/api/products?category=keychains&sort=-rating&page=50',
    'best sellers': '/api/products?bestseller=true',
    'search "figure 4"': '/api/products?search=figure%204',
  }
  const results: { name: string; perSecond: number }[] = []
  for (const [name, url] of Object.entries(listings)) {
    for (let i = 0; i < 20; i += 1) await app.inject({ method: 'GET', url })
    const started = performance.now()
    for (let i = 0; i < ROUNDS; i += 1) {
      const response = await app.inject({ method: 'GET', url })
      if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`)
    }
    const seconds = (performance.now() - started) / 1000
    results.push({ name, perSecond: ROUNDS / seconds })
  }
  const baseline = results[0]!.perSecond
  for (const { name, perSecond } of results) {
    console.log(
      `${name.padEnd(30)} ${perSecond.toFixed(0).padStart(6)} req/s   ×${(perSecond / baseline).toFixed(2)} of newest`,
    )
  }

  const register = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Bench Buyer', email: 'bench@example.com', password: 'bench-password' },
  })
  const token = register.json().token as string
  const product = await connection.db.selectFrom('products').select('id').limit(1).executeTakeFirstOrThrow()
  const orderRounds = Math.max(50, Math.floor(ROUNDS / 3))
  const started = performance.now()
  for (let i = 0; i < orderRounds; i += 1) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        orderItems: [{ product: product.id, qty: 1 }],
        shippingAddress: { address: '1 Bench Road', city: 'Pune', postalCode: '411001' },
        paymentMethod: 'COD',
      },
    })
    if (response.statusCode !== 201)
      throw new Error(`order answered ${response.statusCode}: ${response.body}`)
  }
  const ordersPerSecond = orderRounds / ((performance.now() - started) / 1000)
  console.log(
    `${'place order (COD)'.padEnd(30)} ${ordersPerSecond.toFixed(0).padStart(6)} req/s   ×${(ordersPerSecond / baseline).toFixed(2)} of newest`,
  )

  await app.close()
  await connection.close()
}

await main()
