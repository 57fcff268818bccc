import { expect, it } from 'vitest'
import { SCHEDULED_NEEDS_LIVE_AT_MESSAGE } from '@common/schemas/product'
import { insertProduct } from '../../test/fixtures'
import {
  bearer,
  describeEachDatabase,
  signUp,
  signUpAdmin,
  signUpStaff,
  uniqueEmail,
  type TestApp,
} from '../../test/test-app'

const HOUR_MS = 60 * 60_000

describeEachDatabase('drops: a product’s status', (context: TestApp) => {
  const db = () => context.database.db
  const get = (url: string, token?: string) =>
    context.app.inject({ method: 'GET', url: `/api${url}`, headers: token ? bearer(token) : {} })
  const put = (token: string, id: string, payload: object) =>
    context.app.inject({ method: 'PUT', url: `/api/products/${id}`, headers: bearer(token), payload })
  const inFuture = (ms = HOUR_MS) => new Date(Date.now() + ms).toISOString()
  const listedIds = async (url: string, token?: string) =>
    ((await get(url, token)).json().products as { _id: string }[]).map((product) => product._id)

  /** One product of each status but live, all with a word found nowhere else, in one series of their own. */
  async function hiddenProducts(word: string) {
    const series = `Series ${word}`
    const common = {
      name: `Figure ${word}`,
      tags: JSON.stringify([word]),
      series,
      series_slug: `series-${word}`,
      manufacturer: `Maker ${word}`,
      is_featured: 1 as const,
    }
    return {
      draft: await insertProduct(db(), { ...common, status: 'draft' }),
      archived: await insertProduct(db(), { ...common, status: 'archived' }),
      scheduled: await insertProduct(db(), { ...common, status: 'scheduled', live_at: inFuture() }),
      teaser: await insertProduct(db(), { ...common, status: 'scheduled', live_at: inFuture(), teaser: 1 }),
    }
  }

  it('keeps every product that is not live out of what shoppers are answered', async () => {
    const word = `zq${Date.now().toString(36)}`
    const hidden = await hiddenProducts(word)
    const hiddenIds = Object.values(hidden).map((product) => product.id)
    const live = await insertProduct(db(), {
      name: `Other figure`,
      tags: JSON.stringify(['unrelated']),
      manufacturer: `Maker ${word}`,
    })

    for (const url of [
      `/products?limit=50`,
      `/products?search=${word}`,
      `/products?manufacturer=Maker%20${word}`,
      `/products?featured=true&limit=50`,
      `/products?series=series-${word}`,
    ])
      expect(await listedIds(url), url).not.toEqual(expect.arrayContaining([hiddenIds[0]]))
    const manufacturer = await listedIds(`/products?manufacturer=Maker%20${word}`)
    expect(manufacturer).toEqual([live.id])
    const search = await get(`/products?search=${word}`)
    expect(search.json()).toMatchObject({ products: [], totalProducts: 0, didYouMean: null })
    expect((await get(`/products/suggestions?q=${word}`)).json().suggestions).toEqual([])
    const facets = (await get(`/products/facets?manufacturer=Maker%20${word}`)).json()
    expect(facets.manufacturer).toContainEqual({ value: `Maker ${word}`, count: 1 })
    expect(facets.series.map((series: { slug: string }) => series.slug)).not.toContain(`series-${word}`)
    expect((await get(`/products/series/series-${word}`)).statusCode).toBe(404)
    for (const product of [hidden.draft, hidden.archived, hidden.scheduled])
      expect((await get(`/products/${product.id}`)).statusCode).toBe(404)
    const sitemap = await context.app.inject({ method: 'GET', url: '/sitemap.xml' })
    for (const id of hiddenIds) expect(sitemap.body).not.toContain(id)
    expect(sitemap.body).toContain(live.id)
  })

  it('answers a scheduled teaser with its status and launch time', async () => {
    const teaser = await insertProduct(db(), { status: 'scheduled', live_at: inFuture(), teaser: 1 })
    const answer = await get(`/products/${teaser.id}`)
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toMatchObject({ status: 'scheduled', liveAt: teaser.live_at, teaser: true })
  })

  it('shows staff every product, by their own answer that shoppers are never handed', async () => {
    const staff = await signUpStaff(context)
    const shopper = await signUp(context.app)
    const word = `zd${Date.now().toString(36)}`
    const draft = await insertProduct(db(), { status: 'draft', name: `Figure ${word}` })
    expect((await get(`/products/${draft.id}`, staff.token)).json()).toMatchObject({ status: 'draft' })
    // Asked again by a shopper and by nobody, after staff's answer: still not found.
    expect((await get(`/products/${draft.id}`, shopper.token)).statusCode).toBe(404)
    expect((await get(`/products/${draft.id}`)).statusCode).toBe(404)

    expect(await listedIds('/products?status=all&limit=100', staff.token)).toContain(draft.id)
    expect(await listedIds('/products?status=draft&limit=100', staff.token)).toContain(draft.id)
    expect(await listedIds('/products?status=live&limit=100', staff.token)).not.toContain(draft.id)
    // Found by a word only products not on sale have, which the shoppers' dictionary does not know.
    expect(await listedIds(`/products?status=all&search=${word}`, staff.token)).toEqual([draft.id])
    expect((await get('/products?status=all')).statusCode).toBe(401)
    expect((await get('/products?status=all', shopper.token)).statusCode).toBe(403)
    expect((await get('/products?launches=true', shopper.token)).statusCode).toBe(403)
  })

  it('lists the launches to come, the next first', async () => {
    const admin = await signUpAdmin(context)
    const later = await insertProduct(db(), { status: 'scheduled', live_at: inFuture(3 * HOUR_MS) })
    const sooner = await insertProduct(db(), { status: 'scheduled', live_at: inFuture(2 * HOUR_MS) })
    const launches = (await get('/products?launches=true&limit=100', admin.token)).json().products as {
      _id: string
      status: string
      liveAt: string
    }[]
    expect(launches.every((product) => product.status === 'scheduled')).toBe(true)
    const liveAts = launches.map((product) => product.liveAt)
    expect(liveAts).toEqual([...liveAts].sort())
    const ids = launches.map((product) => product._id)
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id))
  })

  it('stores a drop’s fields on edit, checked once merged with what is stored, and records them', async () => {
    const admin = await signUpAdmin(context)
    const product = await insertProduct(db())
    const refused = await put(admin.token, product.id, { status: 'scheduled' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toBe(SCHEDULED_NEEDS_LIVE_AT_MESSAGE)

    const liveAt = inFuture()
    const saved = await put(admin.token, product.id, {
      status: 'scheduled',
      liveAt,
      teaser: true,
      earlyAccessMinutes: 30,
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toMatchObject({ status: 'scheduled', liveAt, teaser: true, earlyAccessMinutes: 30 })
    // The launch time stays when only the status is sent again; clearing it is refused while scheduled.
    expect((await put(admin.token, product.id, { status: 'scheduled' })).statusCode).toBe(200)
    const cleared = await put(admin.token, product.id, { liveAt: '' })
    expect(cleared.statusCode).toBe(400)
    expect(cleared.json().message).toBe(SCHEDULED_NEEDS_LIVE_AT_MESSAGE)

    const entries = await db()
      .selectFrom('audit_entries')
      .select(['before', 'after'])
      .where('entity_id', '=', product.id)
      .where('action', '=', 'product.update')
      .execute()
    expect(entries).toHaveLength(1)
    expect(JSON.parse(entries[0]!.before!)).toMatchObject({ status: 'live', liveAt: null })
    expect(JSON.parse(entries[0]!.after!)).toMatchObject({
      status: 'scheduled',
      liveAt,
      teaser: true,
      earlyAccessMinutes: 30,
    })
  })

  it('takes a product off sale: gone from wishlists, reviews and restock mails until it is live again', async () => {
    const admin = await signUpAdmin(context)
    const shopper = await signUp(context.app)
    const product = await insertProduct(db(), { stock: 0 })
    const wish = () =>
      context.app.inject({
        method: 'POST',
        url: '/api/wishlist',
        headers: bearer(shopper.token),
        payload: { productId: product.id },
      })
    expect((await wish()).statusCode).toBeLessThan(300)
    await context.app.inject({
      method: 'POST',
      url: `/api/products/${product.id}/notify-me`,
      payload: { email: uniqueEmail('waiting') },
    })
    expect((await put(admin.token, product.id, { status: 'archived' })).statusCode).toBe(200)

    const wishlist = await get('/wishlist', shopper.token)
    expect(JSON.stringify(wishlist.json())).not.toContain(product.id)
    expect((await wish()).statusCode).toBe(404)
    const review = await context.app.inject({
      method: 'POST',
      url: `/api/reviews/product/${product.id}`,
      headers: bearer(shopper.token),
      payload: { rating: 5, comment: 'Lovely figure, well painted.' },
    })
    expect(review.statusCode).toBe(404)
    // Stock set on a hidden product mails nobody: the list waits for it to be on sale.
    expect((await put(admin.token, product.id, { stock: 5 })).statusCode).toBe(200)
    const restockMails = () =>
      db()
        .selectFrom('mail_outbox')
        .select('id')
        .where('kind', '=', 'back-in-stock')
        .where('subject', 'like', `%${product.name}%`)
        .execute()
    expect(await restockMails()).toHaveLength(0)

    expect((await put(admin.token, product.id, { status: 'live' })).statusCode).toBe(200)
    expect(JSON.stringify((await get('/wishlist', shopper.token)).json())).toContain(product.id)
  })
})
