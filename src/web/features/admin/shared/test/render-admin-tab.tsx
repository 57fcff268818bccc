import type { ReactElement } from 'react'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { AppProviders } from '../../../../app/providers'
import { createTestQueryClient } from '../../../../test/query-client'

/**
 * One admin tab on /admin (or `path`, e.g. with its filters in the query) with the app's providers (query client,
 * toasts), without the rest of the app: links can be followed to see where they lead.
 */
export function renderAdminTab(tab: ReactElement, { path = '/admin' }: { path?: string } = {}) {
  const router = createMemoryRouter(
    [
      { path: '/admin', element: tab },
      { path: '*', element: <p>Left the tab</p> },
    ],
    { initialEntries: [path] },
  )
  const queryClient = createTestQueryClient()
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  const currentUrl = () => `${router.state.location.pathname}${router.state.location.search}`
  return { ...view, router, queryClient, currentUrl, user: userEvent.setup() }
}
