import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../../test/render-app'

describe('not-found page', () => {
  it('answers an unknown path with the 404 page and logs the path', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    renderApp('/figures/does-not-exist')

    expect(screen.getByRole('heading', { name: '404' })).toBeInTheDocument()
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
    expect(consoleError).toHaveBeenCalledWith(
      '404 Error: User attempted to access non-existent route:',
      '/figures/does-not-exist',
    )
    consoleError.mockRestore()
  })
})
