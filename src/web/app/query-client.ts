import { QueryClient } from '@tanstack/react-query'
import { isApiError } from '../api/api-error'

const MAX_QUERY_RETRIES = 2

/**
 * The app's query client. `retryDelayMs` replaces TanStack Query's back-off (1 s, then 2 s) between the retries of a
 * failed query; only tests set it, so that they need not wait the back-off out.
 */
export function createQueryClient({ retryDelayMs }: { retryDelayMs?: number } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        ...(retryDelayMs === undefined ? {} : { retryDelay: retryDelayMs }),
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will answer the same again; only network trouble and 5xx are worth retrying.
        retry: (failureCount, error) =>
          failureCount < MAX_QUERY_RETRIES &&
          !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
    },
  })
}
