import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router'
import { AppProviders } from '../app/providers'
import { createTestQueryClient } from './query-client'
import { createAppRoutes } from '../app/routes'

interface LazyParts {
  loaded: Partial<RouteObject>
  children: LazyParts[]
}

/** What every route's `lazy` gives, loaded once up front, so that a test sees a page as soon as it renders. */
async function loadLazyParts(routes: RouteObject[]): Promise<LazyParts[]> {
  return Promise.all(
    routes.map(async (route) => ({
      loaded: typeof route.lazy === 'function' ? ((await route.lazy()) as Partial<RouteObject>) : {},
      children: route.children ? await loadLazyParts(route.children) : [],
    })),
  )
}

function withLazyPartsLoaded(routes: RouteObject[], parts: LazyParts[]): RouteObject[] {
  return routes.map((route, index) => {
    const part = parts[index]!
    const children = route.children ? withLazyPartsLoaded(route.children, part.children) : undefined
    return { ...route, ...part.loaded, lazy: undefined, ...(children ? { children } : {}) } as RouteObject
  })
}

// The routes' loaders use the query client they are made with; their lazy parts do not, so one load serves all.
const lazyParts = await loadLazyParts(createAppRoutes(createTestQueryClient()))

/** The whole app (providers, router, every route) started at `path`, as a visitor would open it. */
export function renderApp(path: string) {
  const queryClient = createTestQueryClient()
  const router = createMemoryRouter(withLazyPartsLoaded(createAppRoutes(queryClient), lazyParts), {
    initialEntries: [path],
  })
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  const currentUrl = () => `${router.state.location.pathname}${router.state.location.search}`
  return { ...view, router, currentUrl, user: userEvent.setup() }
}
