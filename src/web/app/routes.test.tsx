import { QueryClient } from '@tanstack/react-query'
import type { RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { RequireAdmin } from './guards/require-admin'
import { RequireUser } from './guards/require-user'
import { createAppRoutes } from './routes'

interface FlatRoute {
  address: string
  route: RouteObject
  guards: string[]
}

/** Every route with its full address and the guards (RequireUser, RequireAdmin) above it. */
function flatten(routes: RouteObject[], parent = '', guards: string[] = []): FlatRoute[] {
  return routes.flatMap((route) => {
    const address = !route.path
      ? parent
      : route.path.startsWith('/')
        ? route.path
        : `${parent.replace(/\/$/, '')}/${route.path}`
    const type = (route.element as { type?: unknown } | undefined)?.type
    const guard = type === RequireUser ? ['RequireUser'] : type === RequireAdmin ? ['RequireAdmin'] : []
    const here = {
      address: route.index ? `${address} (index)` : address,
      route,
      guards: [...guards, ...guard],
    }
    return [here, ...flatten(route.children ?? [], address, [...guards, ...guard])]
  })
}

const routes = flatten(createAppRoutes(new QueryClient()))
// A page is a route without children: the others are layouts and guards around pages.
const pages = routes.filter(({ route }) => !route.children)

describe('the route table', () => {
  it('draws only the home and not-found pages from the first bundle: every other page is loaded when visited', () => {
    const eager = pages.filter(({ route }) => !route.lazy).map(({ address }) => address)
    expect(eager.sort()).toEqual(['/ (index)', '/*'])
  })

  it('states each address once', () => {
    const addresses = pages.map(({ address }) => address)
    expect(new Set(addresses).size).toBe(addresses.length)
  })

  it('keeps the account pages behind RequireUser and every admin page behind RequireAdmin', () => {
    const guardsOf = (address: string) => routes.find((route) => route.address === address)?.guards
    for (const address of ['/profile', '/orders', '/orders/:orderId', '/checkout', '/wishlist'])
      expect(guardsOf(address)).toEqual(['RequireUser'])
    const admin = routes.filter(
      ({ address }) => address.startsWith('/admin/') || address === '/admin (index)',
    )
    expect(admin.length).toBeGreaterThan(5)
    for (const { guards } of admin) expect(guards).toEqual(['RequireAdmin'])
    for (const address of ['/cart', '/login', '/orders/confirm-cod', '/products/:id'])
      expect(guardsOf(address)).toEqual([])
  })

  it('gives each lazy route a page: an element or a component, and nothing else', async () => {
    for (const { address, route } of routes.filter(({ route }) => route.lazy)) {
      const lazy = route.lazy as () => Promise<RouteObject>
      const loaded = await lazy()
      const drawn = [loaded.element, loaded.Component].filter(Boolean)
      expect(drawn, address).toHaveLength(1)
      expect(Object.keys(loaded).sort(), address).toEqual([loaded.element ? 'element' : 'Component'])
    }
  }, 60_000)
})
