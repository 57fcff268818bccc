import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { CookieBanner } from './cookie-banner'
import { useCookieConsent } from './cookie-consent-store'

function CookieSettingsLink() {
  const { requestSettings } = useCookieConsent()
  return (
    <button type="button" onClick={requestSettings}>
      Cookie Settings
    </button>
  )
}

function renderBanner() {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <>
          <CookieBanner />
          <CookieSettingsLink />
        </>
      ),
    },
  ])
  render(<RouterProvider router={router} />)
}

const banner = () => screen.queryByRole('region', { name: /privacy|cookie preferences/i })
const storedPreferences = () => JSON.parse(localStorage.getItem('cookiePreferences') ?? 'null') as unknown

/** Lets the 1 s delay pass on fake timers, then hands over to real ones for the clicks. */
function renderBannerAfterDelay() {
  renderBanner()
  act(() => {
    vi.advanceTimersByTime(1_000)
  })
  vi.useRealTimers()
  return userEvent.setup()
}

describe('cookie banner', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })

  it('appears one second after the page opens while consent is undecided', () => {
    renderBanner()
    act(() => {
      vi.advanceTimersByTime(999)
    })
    expect(banner()).not.toBeInTheDocument()

    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(banner()).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'We value your privacy' })).toBeInTheDocument()
  })

  it('accepts all cookies and stores consent true with every category on', async () => {
    const user = renderBannerAfterDelay()

    await user.click(screen.getByRole('button', { name: 'Accept All' }))

    expect(banner()).not.toBeInTheDocument()
    expect(localStorage.getItem('cookieConsent')).toBe('true')
    expect(storedPreferences()).toEqual({
      necessary: true,
      preferences: true,
      statistics: true,
      marketing: true,
    })
  })

  it('rejects non-essential cookies and stores consent false with only the necessary ones', async () => {
    const user = renderBannerAfterDelay()

    await user.click(screen.getByRole('button', { name: 'Reject Non-Essential' }))

    expect(banner()).not.toBeInTheDocument()
    expect(localStorage.getItem('cookieConsent')).toBe('false')
    expect(storedPreferences()).toEqual({
      necessary: true,
      preferences: false,
      statistics: false,
      marketing: false,
    })
  })

  it('saves custom preferences as consent true, with the necessary cookies always on', async () => {
    const user = renderBannerAfterDelay()

    await user.click(screen.getByRole('button', { name: 'Customize Preferences' }))
    const necessary = screen.getByRole('checkbox', { name: /Necessary/ })
    expect(necessary).toBeChecked()
    expect(necessary).toBeDisabled()
    await user.click(screen.getByRole('checkbox', { name: /Statistics/ }))
    await user.click(screen.getByRole('button', { name: 'Save Preferences' }))

    expect(banner()).not.toBeInTheDocument()
    expect(localStorage.getItem('cookieConsent')).toBe('true')
    expect(storedPreferences()).toEqual({
      necessary: true,
      preferences: false,
      statistics: true,
      marketing: false,
    })
  })

  it('goes back from the preferences to the three choices without deciding', async () => {
    const user = renderBannerAfterDelay()

    await user.click(screen.getByRole('button', { name: 'Customize Preferences' }))
    await user.click(screen.getByRole('button', { name: 'Back' }))

    expect(screen.getByRole('button', { name: 'Reject Non-Essential' })).toBeInTheDocument()
    expect(localStorage.getItem('cookieConsent')).toBeNull()
  })

  it('stays away once a choice is stored, until Cookie Settings asks again with the stored choice', async () => {
    localStorage.setItem('cookieConsent', 'true')
    localStorage.setItem(
      'cookiePreferences',
      JSON.stringify({ necessary: true, preferences: true, statistics: false, marketing: false }),
    )
    renderBanner()
    act(() => {
      vi.advanceTimersByTime(5_000)
    })
    expect(banner()).not.toBeInTheDocument()
    vi.useRealTimers()
    const user = userEvent.setup()

    await user.click(screen.getByRole('button', { name: 'Cookie Settings' }))

    expect(screen.getByRole('checkbox', { name: /Preferences/ })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: /Marketing/ })).not.toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(banner()).not.toBeInTheDocument()
    expect(localStorage.getItem('cookieConsent')).toBe('true')
  })

  it('treats an unreadable stored preference as necessary-only and still asks when consent is missing', () => {
    localStorage.setItem('cookiePreferences', '{not json')
    renderBanner()
    act(() => {
      vi.advanceTimersByTime(1_000)
    })
    expect(banner()).toBeInTheDocument()
  })
})
