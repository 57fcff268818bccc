import type { Page } from '@playwright/test'

export interface ApiSession {
  token: string
  user: { _id: string; name: string; email: string; role: string; isActive: boolean }
}

/*
 * The admin journeys sign in through the API and hand the session to the page, as the web app stores it.
 * Signing in through the screen is a journey of its own (auth.spec.ts); doing it again here would only
 * spend the per-minute sign-in allowance the server grants one address.
 */

/** The page opens already signed in with `session`, as a returning visitor who chose cookies. */
export async function openSignedIn(page: Page, session: ApiSession): Promise<void> {
  await page.addInitScript(
    ({ token, user }) => {
      if (sessionStorage.getItem('e2eSessionGiven')) return
      sessionStorage.setItem('e2eSessionGiven', 'true')
      sessionStorage.setItem('splashShown', 'true')
      localStorage.setItem('token', token)
      localStorage.setItem('user', JSON.stringify(user))
      localStorage.setItem('cookieConsent', 'true')
      localStorage.setItem(
        'cookiePreferences',
        JSON.stringify({ necessary: true, preferences: true, statistics: true, marketing: true }),
      )
    },
    { token: session.token, user: session.user },
  )
}

export function bearer(session: ApiSession): Record<string, string> {
  return { Authorization: `Bearer ${session.token}` }
}

/** Replaces the page's signed-in session (or signs out locally with null); takes effect on the next load. */
export async function switchSession(page: Page, session: ApiSession | null): Promise<void> {
  await page.evaluate(
    (next) => {
      localStorage.removeItem('token')
      localStorage.removeItem('user')
      if (!next) return
      localStorage.setItem('token', next.token)
      localStorage.setItem('user', JSON.stringify(next.user))
    },
    session && { token: session.token, user: session.user },
  )
}
