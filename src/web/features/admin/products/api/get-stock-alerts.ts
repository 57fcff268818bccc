import { queryOptions, useQuery } from '@tanstack/react-query'
import { stockAlertCountsResponseSchema, type StockAlertCounts } from '@common/schemas/stock-alerts'
import { api } from '../../../../api/http-client'

// Under the admin products key: saving a product (a restock empties its list) refetches the counts too.
export const stockAlertCountsQueryKey = ['admin', 'products', 'stock-alerts'] as const

/** GET /stock-alerts: how many shoppers wait for each sold-out product that has any. */
export async function getStockAlertCounts(signal?: AbortSignal): Promise<StockAlertCounts> {
  return (await api.get('/stock-alerts', stockAlertCountsResponseSchema, { signal })).waiting
}

export const stockAlertCountsQueryOptions = () =>
  queryOptions({ queryKey: stockAlertCountsQueryKey, queryFn: ({ signal }) => getStockAlertCounts(signal) })

/**
 * The waiting counts, an empty record until known. They only add to the table, so a failed call shows no
 * figures rather than an error over the catalogue.
 */
export function useStockAlertCounts(): StockAlertCounts {
  return useQuery({ ...stockAlertCountsQueryOptions(), retry: false }).data ?? NO_COUNTS
}

const NO_COUNTS: StockAlertCounts = {}
