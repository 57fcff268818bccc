import { useQuery } from '@tanstack/react-query'
import type { CatalogueAttribute } from '@common/catalogue-attributes'
import { productFacetsResponseSchema, type ProductFacets } from '@common/schemas/product'
import { api } from '../../../../api/http-client'
import { adminProductsQueryKey } from './admin-product-query-keys'

/** The values of each attribute already in use, most used first, for the form to offer as it is typed. */
export type AttributeSuggestions = Record<CatalogueAttribute, string[]>

/** GET /products/facets with no filters: every value in use, with how many products carry it. */
export function getProductFacets(signal?: AbortSignal): Promise<ProductFacets> {
  return api.get('/products/facets', productFacetsResponseSchema, { signal })
}

export function toAttributeSuggestions(facets: ProductFacets): AttributeSuggestions {
  const values = (rows: readonly { value: string }[]) => rows.map((row) => row.value)
  return {
    series: values(facets.series),
    character: values(facets.character),
    manufacturer: values(facets.manufacturer),
    line: values(facets.line),
    scale: values(facets.scale),
  }
}

/**
 * Asked for when the form opens (not before), so "Good Smile Company" is picked rather than typed a fifth way.
 * Without an answer the fields still take any text: the suggestions only help.
 */
export function useAttributeSuggestions() {
  return useQuery({
    queryKey: [...adminProductsQueryKey, 'attribute-suggestions'],
    queryFn: ({ signal }) => getProductFacets(signal),
    select: toAttributeSuggestions,
  })
}
