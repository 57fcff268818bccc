import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router'
import { AppProviders } from '../app/providers'
import { createQueryClient } from '../app/query-client'
import { appRoutes } from '../app/routes'

/** Loads every lazily loaded page up front, so that a test sees a page as soon as it renders. */
async function withPagesLoaded(routes: RouteObject[]): Promise<RouteObject[]> {
  return Promise.all(
    routes.map(async (route) => {
      const loaded = typeof route.lazy === 'function' ? await route.lazy() : {}
      const children = route.children ? await withPagesLoaded(route.children) : undefined
      return { ...route, ...loaded, lazy: undefined, ...(children ? { children } : {}) } as RouteObject
    }),
  )
}

const loadedRoutes = await withPagesLoaded(appRoutes)

/** The whole app (providers, router, every route) started at `path`, as a visitor would open it. */
export function renderApp(path: string) {
  const router = createMemoryRouter(loadedRoutes, { initialEntries: [path] })
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  const currentUrl = () => `${router.state.location.pathname}${router.state.location.search}`
  return { ...view, router, currentUrl, user: userEvent.setup() }
}
