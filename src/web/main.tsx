import { StrictMode } from 'react'
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
const router = createAppRouter(queryClient)

// The first render runs in a task of its own, after the one that evaluated the bundle: two shorter waits for a
// phone's main thread instead of one long one.
setTimeout(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  )
  releaseInitialLoadingScreen()
}, 0)
