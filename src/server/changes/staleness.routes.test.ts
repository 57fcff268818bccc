import { randomBytes } from 'node:crypto'
import { expect, it } from 'vitest'
import type { Change } from './changes'
import { insertProduct } from '../test/fixtures'
import {
  describeEachShop,
  expireHolds,
  HOLD_MS,
  MUMBAI,
  placeOrder,
  placeOrderRequest,
  shopperCancel,
} from '../test/lifecycle-shop'
import { bearer, signUp, signUpAdmin } from '../test/test-app'

/** The staleness rule's window, shortened so that the tests see it pass without waiting a second each time. */
const LAG_MS = 600

/**
 * The staleness rule (decision 0034) through the API: a product's own answer shows its stock at once; a listing
 * may show a stock figure from before an order for at most the window; any other change shows everywhere at once;
 * and what a write did not change stays kept.
 */
describeEachShop(
  'what an order changes, and what it leaves',
  (shop) => {
    const get = (url: string) => shop.app.inject({ method: 'GET', url })
    /** Changes published in this process while `run` runs. */
    async function published(run: () => Promise<void>): Promise<Change[]> {
      const heard: Change[] = []
      const stop = shop.app.changes.subscribe((change) => heard.push(change))
      try {
        await run()
      } finally {
        stop()
      }
      return heard
    }
    /** Two products found by one search word of their own, read once so that their answers are kept. */
    async function twoKeptProducts(stock = 5) {
      const word = `probe${randomBytes(4).toString('hex')}`
      const first = await insertProduct(shop.database.db, { name: `Figure ${word} one`, stock })
      const second = await insertProduct(shop.database.db, { name: `Figure ${word} two`, stock })
      const urls = {
        first: `/api/products/${first.id}`,
        second: `/api/products/${second.id}`,
        listing: `/api/products?search=${word}`,
        facets: `/api/products/facets?search=${word}`,
      }
      for (const url of Object.values(urls)) expect((await get(url)).statusCode).toBe(200)
      return { first, second, urls }
    }
    /** The stock each product shows in the listing, in the order of `ids`. */
    const listedStock = async (url: string, ids: string[]) => {
      const listed: { _id: string; stock: number }[] = (await get(url)).json().products
      return ids.map((id) => listed.find((product) => product._id === id)?.stock)
    }
    /** The new name written straight into the database, behind the shop: an answer still kept shows the old one. */
    const renameBehindTheShop = (id: string, name: string) =>
      shop.database.db.updateTable('products').set({ name }).where('id', '=', id).execute()

    it('shows the new stock in the product’s own answer at once, in a listing within the window, and leaves other products’ answers kept', async () => {
      // Signed up first: a sign-up changes `everything`.
      const shopper = await signUp(shop.app)
      const { first, second, urls } = await twoKeptProducts()
      await renameBehindTheShop(second.id, `${second.name} renamed`)
      let ordered = 0
      const changes = await published(async () => {
        await placeOrder(shop, shopper.token, [{ product: first.id, qty: 5 }], { paymentMethod: 'COD' })
        ordered = Date.now()
      })
      expect(changes).toEqual([{ kind: 'stock', productIds: [first.id] }])
      expect((await get(urls.first)).json().stock).toBe(0)
      // Not named by the order: still the answer kept before it.
      expect((await get(urls.second)).json().name).toBe(second.name)
      // A listing may lag the order, by the window at most.
      expect(await listedStock(urls.listing, [first.id, second.id])).toEqual([5, 5])
      expect((await get(urls.facets)).json().inStock).toBe(2)
      while ((await listedStock(urls.listing, [first.id]))[0] !== 0) {
        expect(Date.now() - ordered).toBeLessThan(LAG_MS + 250)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      expect(await listedStock(urls.listing, [first.id, second.id])).toEqual([0, 5])
      expect((await get(urls.facets)).json().inStock).toBe(1)
    })

    it('counts an order in the whole catalogue’s facets within the window, also in a facet query first asked after it', async () => {
      const shopper = await signUp(shop.app)
      const product = await insertProduct(shop.database.db, {
        name: `Figure probe${randomBytes(4).toString('hex')}`,
        stock: 1,
      })
      // A product written behind the shop, then any change: the facet groups are read again with it.
      shop.app.changes.publish({ kind: 'everything' })
      const inStock = async (url: string) => (await get(url)).json().inStock as number
      const before = await inStock('/api/products/facets?limit=17')
      await placeOrder(shop, shopper.token, [{ product: product.id, qty: 1 }], { paymentMethod: 'COD' })
      const ordered = Date.now()
      // Asked for the first time after the order, and answered from the groups read before it: kept only until
      // the window from the order has passed.
      const firstAskedAfter = '/api/products/facets?limit=18'
      expect(await inStock(firstAskedAfter)).toBeGreaterThanOrEqual(before - 1)
      while ((await inStock(firstAskedAfter)) !== before - 1) {
        expect(Date.now() - ordered).toBeLessThan(LAG_MS + 250)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      expect(await inStock('/api/products/facets?limit=17')).toBe(before - 1)
    })

    it('shows a price change in every answer at once, to the admin and everyone', async () => {
      const { first, urls } = await twoKeptProducts()
      const admin = await signUpAdmin(shop)
      const adminListing = () =>
        shop.app.inject({ method: 'GET', url: urls.listing, headers: bearer(admin.token) })
      expect((await adminListing()).statusCode).toBe(200)
      const changed = await shop.app.inject({
        method: 'PUT',
        url: urls.first,
        headers: bearer(admin.token),
        payload: { price: 98765 },
      })
      expect(changed.statusCode, changed.body).toBe(200)
      expect((await get(urls.first)).json().price).toBe(98765)
      const prices = (await get(urls.listing)).json().products.map((p: { price: number }) => p.price)
      expect(prices).toContain(98765)
      expect((await adminListing()).json().products.map((p: { _id: string }) => p._id)).toContain(first.id)
      expect((await get(urls.facets)).json().price.max).toBe(98765)
    })

    it('publishes nothing for an order refused as sold out, so every kept answer stays', async () => {
      const shopper = await signUp(shop.app)
      const { first, urls } = await twoKeptProducts(1)
      await renameBehindTheShop(first.id, 'Renamed behind the shop')
      const changes = await published(async () => {
        const refused = await placeOrderRequest(shop, shopper.token, [{ product: first.id, qty: 2 }], {
          paymentMethod: 'COD',
        })
        expect(refused.statusCode, refused.body).toBe(409)
      })
      expect(changes).toEqual([])
      expect((await get(urls.first)).json().name).toBe(first.name)
    })

    it('publishes only the stock a shopper’s cancellation and an expired hold put back', async () => {
      const { first, second, urls } = await twoKeptProducts()
      const shopper = await signUp(shop.app)
      const cod = await placeOrder(shop, shopper.token, [{ product: first.id, qty: 2 }], {
        paymentMethod: 'COD',
      })
      expect((await get(urls.first)).json().stock).toBe(3)
      const cancelling = await published(async () => {
        const cancelled = await shopperCancel(shop, shopper.token, cod._id)
        expect(cancelled.statusCode, cancelled.body).toBe(200)
      })
      expect(cancelling).toEqual([{ kind: 'stock', productIds: [first.id] }])
      expect((await get(urls.first)).json().stock).toBe(5)

      // An online order left unpaid: its hold runs out and the background task gives the stock back.
      await placeOrder(shop, shopper.token, [{ product: second.id, qty: 1 }])
      expect((await get(urls.second)).json().stock).toBe(4)
      shop.clock.advance(HOLD_MS + 60_000)
      const expiring = await published(async () => {
        while ((await expireHolds(shop)) > 0);
      })
      expect(expiring).toContainEqual({ kind: 'stock', productIds: [second.id] })
      expect(expiring.every((change) => change.kind === 'stock')).toBe(true)
      expect((await get(urls.second)).json().stock).toBe(5)
    })

    it('keeps a session’s lookup across an order, and drops it on a sign-out', async () => {
      const shopper = await signUp(shop.app)
      const other = await signUp(shop.app)
      const profile = () =>
        shop.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(shopper.token) })
      expect((await profile()).statusCode).toBe(200) // its lookup is now kept
      // Deactivated behind the shop: the kept lookup does not know yet.
      await shop.database.db.updateTable('users').set({ is_active: 0 }).where('id', '=', shopper.id).execute()
      const product = await insertProduct(shop.database.db, { stock: 3 })
      const order = await shop.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: bearer(other.token),
        payload: {
          orderItems: [{ product: product.id, qty: 1 }],
          shippingAddress: MUMBAI,
          paymentMethod: 'COD',
        },
      })
      expect(order.statusCode, order.body).toBe(201)
      expect((await profile()).statusCode).toBe(200)
      const signedOut = await shop.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: bearer(other.token),
      })
      expect(signedOut.statusCode).toBe(200)
      expect((await profile()).statusCode).toBe(401)
    })
  },
  { stockLagMs: LAG_MS },
)
