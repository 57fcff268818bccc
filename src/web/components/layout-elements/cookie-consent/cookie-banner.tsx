import { useEffect, useId, useState } from 'react'
import { Link } from 'react-router'
import { Cookie } from 'lucide-react'
import { COOKIE_BANNER_DELAY_MS } from '@common/constants'
import { buttonClassName } from '../../ui/button-styles'
import { CookiePreferencesForm } from './cookie-preferences-form'
import { useCookieConsent } from './cookie-consent-store'

const outlineButton = buttonClassName('ghost', 'border border-white/20 bg-white/5')

/**
 * Asks for cookie consent while it is undecided, one second after the page opens,
 * and again whenever the visitor opens "Cookie Settings".
 */
export function CookieBanner() {
  const consent = useCookieConsent()
  const [hasDelayPassed, setHasDelayPassed] = useState(false)
  const [isCustomizing, setIsCustomizing] = useState(false)
  const titleId = useId()

  useEffect(() => {
    const timer = setTimeout(() => setHasDelayPassed(true), COOKIE_BANNER_DELAY_MS)
    return () => clearTimeout(timer)
  }, [])

  const isAsking = consent.consent === null && hasDelayPassed
  if (!isAsking && !consent.isSettingsRequested) return null
  const showPreferences = isCustomizing || consent.isSettingsRequested

  const closePreferences = () => {
    setIsCustomizing(false)
    consent.dismissSettings()
  }

  return (
    <section
      aria-labelledby={titleId}
      className="fixed inset-x-3 bottom-3 z-[60] max-h-[calc(100dvh-1.5rem)] animate-rise-in overflow-y-auto rounded-2xl border border-white/15 bg-night-900/95 p-5 shadow-2xl shadow-black/60 backdrop-blur sm:inset-x-auto sm:bottom-5 sm:left-5 sm:w-[28rem]"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-700/20 text-accent-300">
          <Cookie aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 id={titleId} className="text-base text-white">
            {showPreferences ? 'Cookie Preferences' : 'We value your privacy'}
          </h2>
          <p className="mt-1.5 text-sm leading-relaxed text-slate-300">
            {showPreferences
              ? 'Choose which cookies we may use. Necessary cookies keep the shop working and are always on.'
              : 'We use cookies to keep you signed in, remember your cart and understand how the shop is used.'}{' '}
            <Link to="/privacy" className="font-semibold text-accent-300 underline-offset-2 hover:underline">
              Privacy Policy
            </Link>
          </p>
        </div>
      </div>

      {showPreferences ? (
        <CookiePreferencesForm
          initialPreferences={consent.preferences}
          onSave={consent.saveCustom}
          onAcceptAll={consent.acceptAll}
          onCancel={consent.consent === null ? () => setIsCustomizing(false) : closePreferences}
          cancelLabel={consent.consent === null ? 'Back' : 'Cancel'}
        />
      ) : (
        <div className="mt-4 flex flex-wrap gap-2">
          <button type="button" onClick={consent.acceptAll} className={buttonClassName('primary', 'flex-1')}>
            Accept All
          </button>
          <button type="button" onClick={consent.rejectNonEssential} className={`${outlineButton} flex-1`}>
            Reject Non-Essential
          </button>
          <button
            type="button"
            onClick={() => setIsCustomizing(true)}
            className={buttonClassName('ghost', 'w-full text-accent-300')}
          >
            Customize Preferences
          </button>
        </div>
      )}
    </section>
  )
}
