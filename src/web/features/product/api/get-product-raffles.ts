import { queryOptions, useQuery } from '@tanstack/react-query'
import type { RaffleSummary } from '@common/schemas/raffle'
import { isApiError } from '../../../api/api-error'
import { api } from '../../../api/http-client'
import { productQueryKeys } from '../../../lib/products'

/** What the product page says of a raffle: when it opens and closes, and whether entries are taken now. */
export type ProductRaffle = Pick<RaffleSummary, '_id' | 'opensAt' | 'closesAt' | 'state'>

const STATES: readonly string[] = ['upcoming', 'open', 'closed', 'drawn'] satisfies RaffleSummary['state'][]

type Raw = Record<string, unknown>
const isRecord = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function readRaffle(raw: unknown): ProductRaffle | null {
  if (!isRecord(raw)) return null
  const { _id, opensAt, closesAt, state } = raw
  if (typeof _id !== 'string' || typeof opensAt !== 'string' || typeof closesAt !== 'string') return null
  if (typeof state !== 'string' || !STATES.includes(state)) return null
  return { _id, opensAt, closesAt, state: state as ProductRaffle['state'] }
}

/**
 * The answer read by hand, as the product itself is (lib/products): the product page carries no zod. A raffle
 * that cannot be read is left out, so at worst the page shows no raffle box, as for a product without one.
 */
export function readProductRaffles(body: unknown): ProductRaffle[] {
  const raffles = isRecord(body) && Array.isArray(body.raffles) ? body.raffles : []
  return raffles.map(readRaffle).filter((raffle): raffle is ProductRaffle => raffle !== null)
}

/** GET /products/:id/raffles (anyone): the product's raffles not yet drawn, soonest first; a 404 means none. */
export async function getProductRaffles(productId: string, signal?: AbortSignal): Promise<ProductRaffle[]> {
  try {
    return await api.get(`/products/${encodeURIComponent(productId)}/raffles`, readProductRaffles, { signal })
  } catch (error) {
    if (isApiError(error) && error.status === 404) return []
    throw error
  }
}

export function productRafflesQueryOptions(productId: string) {
  return queryOptions({
    queryKey: [...productQueryKeys.all, 'raffles', productId] as const,
    queryFn: ({ signal }) => getProductRaffles(productId, signal),
  })
}

/** The raffle the product page points to: the first (soonest) one not yet drawn, if any. */
export function currentRaffle(raffles: readonly ProductRaffle[] | undefined): ProductRaffle | null {
  return raffles?.find((raffle) => raffle.state !== 'drawn') ?? null
}

export function useCurrentRaffle(productId: string): ProductRaffle | null {
  return currentRaffle(useQuery(productRafflesQueryOptions(productId)).data)
}
