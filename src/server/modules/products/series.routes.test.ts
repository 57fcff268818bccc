import { expect, it } from 'vitest'
import { seriesSlug } from '@common/catalogue-attributes'
import { insertProduct } from '../../test/fixtures'
import { bearer, describeEachDatabase, signUpAdmin } from '../../test/test-app'
import { listSeriesChanges } from './series'

describeEachDatabase('series pages’ summaries', (context) => {
  const get = (url: string) => context.app.inject({ method: 'GET', url })
  const withSeries = (series: string, updatedAt = '2026-10-01T00:00:00.000Z') =>
    insertProduct(context.database.db, { series, series_slug: seriesSlug(series), updated_at: updatedAt })

  it('names a series by the spelling most of its products use and counts every product of its slug', async () => {
    await withSeries('Spy x Family')
    await withSeries('Spy x Family')
    await withSeries('SPY X FAMILY')
    await withSeries('Spy × Family — no, another series')
    const response = await get('/api/products/series/spy-x-family')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ name: 'Spy x Family', slug: 'spy-x-family', productCount: 3 })
    // Read as the listing's filter reads it: case-blind, and the name finds the series too.
    for (const asked of ['SPY-X-FAMILY', 'Spy%20x%20Family', '-spy-x-family-']) {
      expect((await get(`/api/products/series/${asked}`)).json(), asked).toEqual(response.json())
    }
  })

  it('breaks a tie between spellings the same way every time', async () => {
    await withSeries('one punch man')
    await withSeries('One Punch Man')
    const response = await get('/api/products/series/one-punch-man')
    expect(response.json()).toEqual({ name: 'One Punch Man', slug: 'one-punch-man', productCount: 2 })
  })

  it('answers a slug no product has with 404 "Series not found"', async () => {
    for (const slug of ['no-such-series', '%20', '%00', '-%00-']) {
      const response = await get(`/api/products/series/${slug}`)
      expect(response.statusCode, slug).toBe(404)
      expect(response.json(), slug).toEqual({ success: false, message: 'Series not found' })
    }
  })

  it('follows the catalogue: a new product of the series is counted at once, through the cache', async () => {
    const admin = await signUpAdmin(context)
    const product = await withSeries('Frieren')
    expect((await get('/api/products/series/frieren')).json().productCount).toBe(1)
    // Written through the API, so the cached answer is dropped.
    const deleted = await context.app.inject({
      method: 'DELETE',
      url: `/api/products/${product.id}`,
      headers: bearer(admin.token),
    })
    expect(deleted.statusCode).toBe(200)
    expect((await get('/api/products/series/frieren')).statusCode).toBe(404)
  })

  it('lists every series slug once with the last change of its products, for the sitemap', async () => {
    await withSeries('Blue Lock', '2026-09-01T00:00:00.000Z')
    await withSeries('BLUE LOCK', '2026-11-20T00:00:00.000Z')
    await insertProduct(context.database.db, { series: null, series_slug: null })
    const changes = await listSeriesChanges(context.database.db)
    expect(changes.filter((change) => change.slug === 'blue-lock')).toEqual([
      { slug: 'blue-lock', updatedAt: '2026-11-20T00:00:00.000Z' },
    ])
    const slugs = changes.map((change) => change.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    expect(slugs).not.toContain('')
  })
})
