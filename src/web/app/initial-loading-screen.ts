import { INITIAL_SPLASH_MS } from '@common/constants'

/** The splash index.html paints before any script arrives (its markup and styles are in that file). */
export const INITIAL_LOADING_SCREEN_ID = 'initial-loading-screen'
const LEAVING_CLASS = 'is-leaving'
const FADE_OUT_MS = 400
const SHOWN_KEY = 'splashShown'

function hasShownThisSession(): boolean {
  try {
    return sessionStorage.getItem(SHOWN_KEY) === 'true'
  } catch {
    return false
  }
}

function rememberShown(): void {
  try {
    sessionStorage.setItem(SHOWN_KEY, 'true')
  } catch {
    // Without session storage the splash simply shows in full again on the next load.
  }
}

/**
 * Takes the page's splash away once the app has started. On the first load of a browsing session it stays
 * until 2 s after the page began loading (the time spent fetching the app counts towards them), then stops
 * catching clicks and fades out; on a later load it goes at once. It is decoration, hidden from assistive
 * technology by its markup.
 */
export function releaseInitialLoadingScreen(
  screen: HTMLElement | null = document.getElementById(INITIAL_LOADING_SCREEN_ID),
  msSincePageStart: number = performance.now(),
): void {
  if (!screen) return
  if (hasShownThisSession()) {
    screen.remove()
    return
  }
  rememberShown()
  const remainingMs = Math.max(0, INITIAL_SPLASH_MS - msSincePageStart)
  setTimeout(() => screen.classList.add(LEAVING_CLASS), remainingMs)
  setTimeout(() => screen.remove(), remainingMs + FADE_OUT_MS)
}
