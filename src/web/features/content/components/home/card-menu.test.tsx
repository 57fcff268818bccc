import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AppProviders } from '../../../../app/providers'
import { createTestQueryClient } from '../../../../test/query-client'
import { shopper, storeSignedInUser } from '../../../../test/fixtures'
import { jsonResponse, mockApi } from '../../../../test/mock-api'
import { CardMenu } from './card-menu'

/** The menu on every path, so following one of its links keeps it on screen. */
function renderCardMenu() {
  const router = createMemoryRouter([{ path: '*', element: <CardMenu /> }], { initialEntries: ['/'] })
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { router, user: userEvent.setup() }
}

const menuNav = () => screen.getByRole('navigation', { name: 'Main' })
const groupLinks = (group: string) =>
  within(screen.getByRole('list', { name: group }))
    .getAllByRole('listitem')
    .map((item) => item.textContent)

function setWindowWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width })
}

afterEach(() => {
  setWindowWidth(1024)
})

describe('home card menu', () => {
  it('offers Shop, Collections and, to a visitor, Sign In and Create Account', () => {
    renderCardMenu()

    expect(groupLinks('Shop')).toEqual(['All Products', 'New Arrivals', 'Best Sellers'])
    expect(groupLinks('Collections')).toEqual(['Figurines', 'Keychains', 'Q Poskets'])
    expect(groupLinks('Account')).toEqual(['Sign In', 'Create Account'])
    expect(screen.getByRole('link', { name: 'All Products' })).toHaveAttribute('href', '/collections/all')
    expect(screen.getByRole('link', { name: 'Keychains' })).toHaveAttribute('href', '/collections/keychain')
    expect(screen.getByRole('link', { name: 'Q Poskets' })).toHaveAttribute('href', '/collections/qposket')
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/signup')
  })

  it('gives a signed-in shopper My Profile, Orders and Sign Out, and signing out brings the visitor links back', async () => {
    storeSignedInUser(shopper)
    const { requestsTo } = mockApi({
      'GET /api/users/profile': () => jsonResponse(200, { success: true, user: shopper }),
      'POST /api/auth/logout': () => jsonResponse(200, { success: true }),
    })
    const { user } = renderCardMenu()

    expect(groupLinks('Account')).toEqual(['My Profile', 'Orders', 'Sign Out'])
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders')

    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    await user.click(screen.getByRole('button', { name: 'Sign Out' }))

    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument()
    expect(requestsTo('POST', '/api/auth/logout')).toHaveLength(1)
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false')
  })

  it('opens from 60 px to 260 px on a wide screen and closes when a link is followed', async () => {
    const { user, router } = renderCardMenu()
    const toggle = screen.getByRole('button', { name: 'Open menu' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(menuNav()).toHaveStyle({ height: '60px', transitionDuration: '0.4s' })

    await user.click(toggle)
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
    expect(menuNav()).toHaveStyle({ height: '260px' })

    await user.click(screen.getByRole('link', { name: 'New Arrivals' }))

    expect(router.state.location.pathname).toBe('/collections/new-arrivals')
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false')
    expect(menuNav()).toHaveStyle({ height: '60px' })
  })

  it('on a phone opens to the cards’ own height plus 76 px, and is measured again on resize', async () => {
    setWindowWidth(390)
    const scrollHeight = vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(480)
    const { user } = renderCardMenu()

    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    expect(menuNav()).toHaveStyle({ height: `${480 + 60 + 16}px` })

    scrollHeight.mockReturnValue(500)
    act(() => {
      window.dispatchEvent(new Event('resize'))
    })
    expect(menuNav()).toHaveStyle({ height: '576px' })

    setWindowWidth(1280)
    act(() => {
      window.dispatchEvent(new Event('resize'))
    })
    expect(menuNav()).toHaveStyle({ height: '260px' })
    scrollHeight.mockRestore()
  })

  it('closes on Escape and gives focus back to the toggle', async () => {
    const { user } = renderCardMenu()
    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    await user.tab()

    await user.keyboard('{Escape}')

    const toggle = screen.getByRole('button', { name: 'Open menu' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveFocus()
  })
})
