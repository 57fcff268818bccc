import type { QueryClient } from '@tanstack/react-query'
import { createBrowserRouter } from 'react-router'
import { createAppRoutes } from './routes'

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createAppRoutes(queryClient))
}
