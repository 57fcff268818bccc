import type { Kysely } from 'kysely'
import { seriesSlug } from '@common/catalogue-attributes'
import type { SeriesSummary } from '@common/schemas/product'
import type { Database } from '../../db/schema'
import { NotFoundError } from '../../errors'
import { isLive } from './product-filters'

export const SERIES_NOT_FOUND = 'Series not found'

/**
 * A series page's name and size: the live products whose series has this slug, named by the spelling most of them
 * use ("Jujutsu Kaisen" over a stray "JUJUTSU KAISEN"; alphabetical first on a tie, so the name does not flip
 * between requests). Undefined when no product has the slug.
 */
export async function findSeriesSummary(
  db: Kysely<Database>,
  slug: string,
): Promise<SeriesSummary | undefined> {
  // A stored slug is seriesSlug's output; anything else (a NUL byte PostgreSQL refuses, a space) names no series.
  if (slug === '' || seriesSlug(slug) !== slug) return undefined
  const spellings = await db
    .selectFrom('products')
    .select((eb) => ['series', eb.fn.countAll<number | string>().as('count')])
    .where('series_slug', '=', slug)
    .where('series', 'is not', null)
    .where(isLive())
    .groupBy('series')
    .execute()
  if (spellings.length === 0) return undefined
  const counted = spellings.map((row) => ({ name: row.series!, count: Number(row.count) }))
  counted.sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  return {
    name: counted[0]!.name,
    slug,
    productCount: counted.reduce((total, row) => total + row.count, 0),
  }
}

/**
 * GET /products/series/:slug: the summary, or 404 "Series not found". The series' name finds it too, as in the
 * listing's filter ("Jujutsu Kaisen" is read as "jujutsu-kaisen"); the answer names the slug.
 */
export async function getSeriesSummary(db: Kysely<Database>, slugOrName: string): Promise<SeriesSummary> {
  const summary = await findSeriesSummary(db, seriesSlug(slugOrName))
  if (!summary) throw new NotFoundError(SERIES_NOT_FOUND)
  return summary
}

export type SeriesLastChange = { slug: string; updatedAt: string }

/**
 * Every series that has a page, by slug, with the last change of any of its products: the sitemap's series
 * pages. A catalogue holds a few hundred series at most, so they are read in one query.
 */
export async function listSeriesChanges(db: Kysely<Database>): Promise<SeriesLastChange[]> {
  const rows = await db
    .selectFrom('products')
    .select((eb) => ['series_slug', eb.fn.max('updated_at').as('updated_at')])
    .where('series_slug', 'is not', null)
    .where('series_slug', '!=', '')
    .where(isLive())
    .groupBy('series_slug')
    .orderBy('series_slug')
    .execute()
  return rows.map((row) => ({ slug: row.series_slug!, updatedAt: row.updated_at }))
}
