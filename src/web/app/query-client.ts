import { QueryClient } from '@tanstack/react-query'
import { isApiError } from '../api/api-error'

const MAX_QUERY_RETRIES = 2

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
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
