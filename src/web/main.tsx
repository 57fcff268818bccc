import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { releaseInitialLoadingScreen } from './app/initial-loading-screen'
import { AppProviders } from './app/providers'
import { createQueryClient } from './app/query-client'
import { createAppRouter } from './app/router'
import './styles.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

// One query cache for the route loaders and the pages, so what a loader fetched is what the page reads.
const queryClient = createQueryClient()

// A phone's main thread gets several short waits instead of one long one. Evaluating the bundle is one task. The
// router, which matches the address and starts the route's API calls and its chunk, is made in the next. The first
// render starts in a third, as a transition, which React draws in slices of a few milliseconds with the browser
// let in between.
setTimeout(() => {
  const router = createAppRouter(queryClient)
  setTimeout(() => {
    const root = createRoot(container)
    startTransition(() => {
      root.render(
        <StrictMode>
          <AppProviders queryClient={queryClient}>
            <RouterProvider router={router} />
          </AppProviders>
        </StrictMode>,
      )
    })
    releaseInitialLoadingScreen()
  }, 0)
}, 0)
