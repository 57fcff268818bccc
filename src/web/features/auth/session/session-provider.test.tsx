import { act, renderHook, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { shopper, storeSignedInUser } from '../../../test/fixtures'
import { jsonResponse, mockApi } from '../../../test/mock-api'
import { AppProviders } from '../../../app/providers'
import { createTestQueryClient } from '../../../test/query-client'
import { renderApp } from '../../../test/render-app'
import { useSession } from '../../../lib/session-context'

describe('session', () => {
  it('restores the stored user and refreshes it from the profile check', async () => {
    storeSignedInUser({ ...shopper, name: 'Old Name' })
    const { requestsTo } = mockApi({
      'GET /api/users/profile': () => jsonResponse(200, { success: true, user: shopper }),
    })
    renderApp('/')

    expect(await screen.findByText('Asha Verma')).toBeInTheDocument()
    expect(requestsTo('GET', '/api/users/profile')[0]?.headers.get('Authorization')).toBe(
      'Bearer stored-token',
    )
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ name: 'Asha Verma' })
  })

  it('keeps the stored user when the server cannot be reached', async () => {
    storeSignedInUser(shopper)
    mockApi({ 'GET /api/users/profile': () => Promise.reject(new TypeError('Failed to fetch')) })
    renderApp('/profile')

    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument()
    expect(localStorage.getItem('user')).not.toBeNull()
  })

  it('never checks a session for an anonymous visitor', async () => {
    const { requestsTo } = mockApi({})
    renderApp('/login')

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument()
    expect(requestsTo('GET', '/api/users/profile')).toEqual([])
  })

  it('signs out locally even when the logout call fails', async () => {
    storeSignedInUser(shopper)
    const { requestsTo } = mockApi({
      'GET /api/users/profile': () => jsonResponse(200, { success: true, user: shopper }),
      'POST /api/auth/logout': () => jsonResponse(503, { success: false, message: 'Unavailable' }),
    })
    const { user, currentUrl } = renderApp('/profile')

    await user.click(await screen.findByRole('button', { name: 'Sign Out' }))

    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument()
    expect(requestsTo('POST', '/api/auth/logout')).toHaveLength(1)
    expect(localStorage.getItem('user')).toBeNull()
    expect(localStorage.getItem('token')).toBeNull()
    await waitFor(() => expect(currentUrl()).toBe('/'))
  })

  it('saves profile changes with PUT /api/users/profile and keeps the answer', async () => {
    storeSignedInUser(shopper)
    const renamed = { ...shopper, name: 'Asha V.' }
    const { requestsTo } = mockApi({
      'GET /api/users/profile': () => jsonResponse(200, { success: true, user: shopper }),
      'PUT /api/users/profile': () => jsonResponse(200, { success: true, user: renamed }),
    })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AppProviders queryClient={createTestQueryClient()}>{children}</AppProviders>
    )
    const { result } = renderHook(() => useSession(), { wrapper })
    await waitFor(() => expect(result.current.status).toBe('authenticated'))

    await act(() => result.current.updateProfile({ name: 'Asha V.' }))

    expect(requestsTo('PUT', '/api/users/profile')[0]?.body).toEqual({ name: 'Asha V.' })
    expect(result.current.user?.name).toBe('Asha V.')
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ name: 'Asha V.' })
  })
})
