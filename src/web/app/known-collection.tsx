import type { ComponentType } from 'react'
import { useParams, useSearchParams } from 'react-router'
import { isKnownCollection } from '@common/collections'
import { NotFoundPage } from '../features/content/pages/not-found-page'

/** The collection a listing's address names: the path's (/collections/figures) or else ?category=. */
export function namedCollection(
  pathCategory: string | undefined,
  searchParams: URLSearchParams,
): string | null {
  return pathCategory ?? searchParams.get('category')
}

/**
 * The listing for a collection that exists, the not-found page for one that does not (as the server answers
 * 404 for it): the same rule, isKnownCollection. A known collection with no products is still a listing.
 */
export function KnownCollection({ Listing }: { Listing: ComponentType }) {
  const { category } = useParams()
  const [searchParams] = useSearchParams()
  return isKnownCollection(namedCollection(category, searchParams)) ? <Listing /> : <NotFoundPage />
}
