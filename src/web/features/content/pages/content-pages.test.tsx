import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockApi } from '../../../test/mock-api'
import { renderApp } from '../../../test/render-app'

describe('content pages', () => {
  it('announces a coming-soon category in title case with its two ways out', () => {
    mockApi({})
    renderApp('/coming-soon/action-figures')

    expect(
      screen.getByRole('heading', { level: 1, name: 'Action Figures — Coming Soon' }),
    ).toBeInTheDocument()
    expect(
      screen.getByText(
        'We are working hard to add products in the action-figures category. Stock will be available soon.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Collections' })).toHaveAttribute('href', '/collections')
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/')
  })

  it.each([
    [
      '/shipping',
      'Shipping Policy',
      ['Delivery times', 'Cash on Delivery', 'Cancellations', 'Returns and refunds'],
    ],
    ['/privacy', 'Privacy Policy', ['What we keep', 'Why we keep it', 'Cookies and browser storage']],
    ['/terms', 'Terms of Service', ['Products and prices', 'Delivery and returns', 'Governing law']],
  ])('%s has its title and sections', (path, title, sections) => {
    mockApi({})
    renderApp(path)

    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument()
    for (const section of sections)
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument()
    expect(document.title).toBe(`${title} | AnimeVerse`)
  })

  it('lists the footer links, with the keychains category spelt "keychains"', async () => {
    mockApi({})
    renderApp('/about')

    // The footer renders just after the first paint.
    const footer = await screen.findByRole('contentinfo')
    expect(footer).toHaveTextContent('Designed & developed with')
    expect(screen.getByRole('navigation', { name: 'Categories' })).toContainElement(
      screen
        .getAllByRole('link', { name: 'Keychains' })
        .find((link) => link.getAttribute('href') === '/collections/keychains')!,
    )
    for (const name of ['Shipping Policy', 'Privacy Policy', 'Terms of Service']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument()
    }
    expect(screen.getAllByRole('link', { name: /^AnimeVerse on / })).toHaveLength(4)
  })
})
