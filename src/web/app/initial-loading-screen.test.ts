import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import indexHtml from '../index.html?raw'
import { INITIAL_LOADING_SCREEN_ID, releaseInitialLoadingScreen } from './initial-loading-screen'

/** The page's splash exactly as index.html paints it. */
function paintIndexHtmlSplash(): HTMLElement {
  const page = new DOMParser().parseFromString(indexHtml, 'text/html')
  const splash = page.getElementById(INITIAL_LOADING_SCREEN_ID)
  if (!splash) throw new Error('index.html has no splash')
  document.body.append(document.importNode(splash, true))
  return document.getElementById(INITIAL_LOADING_SCREEN_ID)!
}

describe('initial loading screen', () => {
  beforeEach(() => {
    sessionStorage.clear()
    vi.useFakeTimers()
  })
  afterEach(() => {
    document.getElementById(INITIAL_LOADING_SCREEN_ID)?.remove()
    sessionStorage.clear()
    vi.useRealTimers()
  })

  it('is painted by index.html with the logo, 30 particles and its text, hidden from assistive technology', () => {
    const splash = paintIndexHtmlSplash()
    expect(splash).toHaveTextContent('AnimeVerse')
    expect(splash).toHaveTextContent('Loading your experience...')
    expect(splash.querySelectorAll('[data-particle]')).toHaveLength(30)
    expect(splash).toHaveAttribute('aria-hidden', 'true')
  })

  it('stays 2 s from the start of the page, counting the time the app took to load, then stops catching clicks and leaves', () => {
    const splash = paintIndexHtmlSplash()
    releaseInitialLoadingScreen(splash, 600)

    vi.advanceTimersByTime(1_399)
    expect(splash).not.toHaveClass('is-leaving')

    vi.advanceTimersByTime(1)
    expect(splash).toHaveClass('is-leaving')
    expect(splash.isConnected).toBe(true)

    vi.advanceTimersByTime(400)
    expect(splash.isConnected).toBe(false)
  })

  it('leaves at once, with its fade, when the app took longer than 2 s to start', () => {
    const splash = paintIndexHtmlSplash()
    releaseInitialLoadingScreen(splash, 3_500)

    vi.advanceTimersByTime(0)
    expect(splash).toHaveClass('is-leaving')
    vi.advanceTimersByTime(400)
    expect(splash.isConnected).toBe(false)
  })

  it('shows in full only on the first load of a browsing session', () => {
    releaseInitialLoadingScreen(paintIndexHtmlSplash(), 100)
    vi.runAllTimers()

    const secondLoadSplash = paintIndexHtmlSplash()
    releaseInitialLoadingScreen(secondLoadSplash, 100)
    expect(secondLoadSplash.isConnected).toBe(false)
  })
})
