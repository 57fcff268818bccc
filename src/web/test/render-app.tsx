import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { AppProviders } from '../app/providers'
import { createQueryClient } from '../app/query-client'
import { appRoutes } from '../app/routes'

/** The whole app (providers, router, every route) started at `path`, as a visitor would open it. */
export function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] })
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  const currentUrl = () => `${router.state.location.pathname}${router.state.location.search}`
  return { ...view, router, currentUrl, user: userEvent.setup() }
}
