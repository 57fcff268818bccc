import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRef, useState } from 'react'
import {
  createMemoryRouter,
  Link,
  Navigate,
  Outlet,
  RouterProvider,
  useNavigate,
  useSearchParams,
} from 'react-router'
import { describe, expect, it } from 'vitest'
import { KEEP_FOCUS_STATE } from '../../lib/navigation-focus'
import { useMainHeadingFocus } from './use-main-heading-focus'

/** The app shell's part that matters here: a header of links and the main region the hook watches. */
function Shell() {
  const mainRef = useRef<HTMLElement>(null)
  useMainHeadingFocus(mainRef)
  return (
    <>
      <header>
        <Link to="/">Home</Link>
        <Link to="/about">About</Link>
        <Link to="/slow">Slow page</Link>
        <Link to="/collections/figures">Figures</Link>
      </header>
      <main ref={mainRef} tabIndex={-1}>
        <Outlet />
      </main>
    </>
  )
}

/** A page whose heading shows once its "data" arrives, as the product page's does. */
let showSlowHeading = () => {}
function SlowPage() {
  const [isLoaded, setIsLoaded] = useState(false)
  showSlowHeading = () => setIsLoaded(true)
  return isLoaded ? <h1>Slow page</h1> : <p>Loading…</p>
}

/** A listing whose search lives in the query string and whose category lives in the path. */
function Listing({ category }: { category: string }) {
  const navigate = useNavigate()
  const [searchParams, setSearchParams] = useSearchParams()
  return (
    <>
      <h1>{category}</h1>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          setSearchParams({ q: new FormData(event.currentTarget).get('q') as string })
        }}
      >
        <input aria-label="Search" name="q" defaultValue={searchParams.get('q') ?? ''} />
      </form>
      <button
        type="button"
        onClick={() => void navigate('/collections/keychains', { state: KEEP_FOCUS_STATE })}
      >
        Keychains filter
      </button>
      <Link to="/about">About us</Link>
    </>
  )
}

function renderShell(initialPath: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          { path: '/', element: <h1>Home</h1> },
          { path: '/about', element: <h1>About</h1> },
          { path: '/slow', element: <SlowPage /> },
          { path: '/old-address', element: <Navigate to="/about" replace /> },
          { path: '/collections/figures', element: <Listing category="Figures" /> },
          { path: '/collections/keychains', element: <Listing category="Keychains" /> },
        ],
      },
    ],
    { initialEntries: [initialPath] },
  )
  render(<RouterProvider router={router} />)
  return { router, user: userEvent.setup() }
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name })

describe('focus after a navigation', () => {
  it('leaves focus alone on the first load, and on a redirect before the visitor has pressed anything', async () => {
    renderShell('/old-address')
    await heading('About')
    expect(document.body).toHaveFocus()
  })

  it("moves focus to the new page's h1 when a link opens another page", async () => {
    const { user } = renderShell('/')
    await heading('Home')

    await user.click(screen.getByRole('link', { name: 'About' }))

    const about = await heading('About')
    expect(about).toHaveFocus()
    // Focusable by script, but no Tab stop of its own.
    expect(about).toHaveAttribute('tabindex', '-1')
  })

  it('waits for a page that shows its heading later, then focuses it', async () => {
    const { user } = renderShell('/')
    await heading('Home')

    await user.click(screen.getByRole('link', { name: 'Slow page' }))
    expect(await screen.findByText('Loading…')).toBeInTheDocument()
    act(() => showSlowHeading())

    expect(await heading('Slow page')).toHaveFocus()
  })

  it('does not take focus back from a visitor who moved on while the page was loading', async () => {
    const { user } = renderShell('/')
    await heading('Home')

    await user.click(screen.getByRole('link', { name: 'Slow page' }))
    await screen.findByText('Loading…')
    await user.tab()
    const movedTo = document.activeElement
    expect(movedTo).not.toBe(document.body)
    act(() => showSlowHeading())

    await heading('Slow page')
    expect(movedTo).toHaveFocus()
  })

  it('keeps focus in the search box when only the query string changes', async () => {
    const { router, user } = renderShell('/collections/figures')
    await heading('Figures')

    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'naruto{Enter}')

    expect(router.state.location.search).toBe('?q=naruto')
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus()
  })

  it('keeps focus on a filter that changes the path but updates the page in place', async () => {
    const { router, user } = renderShell('/collections/figures')
    await heading('Figures')

    await user.click(screen.getByRole('button', { name: 'Keychains filter' }))

    await heading('Keychains')
    expect(router.state.location.pathname).toBe('/collections/keychains')
    expect(screen.getByRole('button', { name: 'Keychains filter' })).toHaveFocus()
  })

  it('moves focus on a step back to another page, whatever state that entry was pushed with', async () => {
    const { router, user } = renderShell('/collections/figures')
    await heading('Figures')
    await user.click(screen.getByRole('button', { name: 'Keychains filter' }))
    await heading('Keychains')
    await user.click(screen.getByRole('link', { name: 'About us' }))
    expect(await heading('About')).toHaveFocus()

    await act(() => router.navigate(-1))

    expect(await heading('Keychains')).toHaveFocus()
  })
})
