import { useId, useState, type FormEvent } from 'react'
import { buttonClassName } from '../../ui/button-styles'
import type { CookiePreferences, OptionalCookieCategory } from './cookie-consent-store'

const CATEGORIES: { key: keyof CookiePreferences; label: string; description: string }[] = [
  { key: 'necessary', label: 'Necessary', description: 'Sign-in, your cart and security. Always on.' },
  { key: 'preferences', label: 'Preferences', description: 'Remember choices such as sorting and filters.' },
  { key: 'statistics', label: 'Statistics', description: 'Anonymous counts that show us which pages help.' },
  { key: 'marketing', label: 'Marketing', description: 'Offers that match what you like, on other sites.' },
]

interface CookiePreferencesFormProps {
  initialPreferences: CookiePreferences
  onSave: (preferences: Omit<CookiePreferences, 'necessary'>) => void
  onAcceptAll: () => void
  onCancel: () => void
  cancelLabel: string
}

export function CookiePreferencesForm({
  initialPreferences,
  onSave,
  onAcceptAll,
  onCancel,
  cancelLabel,
}: CookiePreferencesFormProps) {
  const [choice, setChoice] = useState<Record<OptionalCookieCategory, boolean>>({
    preferences: initialPreferences.preferences,
    statistics: initialPreferences.statistics,
    marketing: initialPreferences.marketing,
  })
  const idPrefix = useId()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSave(choice)
  }

  return (
    <form onSubmit={submit} className="mt-4">
      <fieldset>
        <legend className="sr-only">Cookie categories</legend>
        <ul className="divide-y divide-white/10 rounded-xl border border-white/10 bg-night-950/60">
          {CATEGORIES.map(({ key, label, description }) => {
            const isNecessary = key === 'necessary'
            const inputId = `${idPrefix}-${key}`
            return (
              <li key={key} className="flex items-center justify-between gap-4 px-4 py-3">
                <label htmlFor={inputId} className="min-w-0 cursor-pointer">
                  <span className="block text-sm font-semibold text-white">{label}</span>
                  <span className="block text-xs text-slate-400">{description}</span>
                </label>
                <span className="relative inline-flex shrink-0">
                  <input
                    id={inputId}
                    type="checkbox"
                    className="peer absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
                    checked={isNecessary ? true : choice[key]}
                    disabled={isNecessary}
                    onChange={(event) => {
                      if (!isNecessary) setChoice((current) => ({ ...current, [key]: event.target.checked }))
                    }}
                  />
                  <span
                    aria-hidden="true"
                    className="pointer-events-none flex h-6 w-11 items-center rounded-full bg-night-600 p-0.5 transition peer-checked:bg-accent-700 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus peer-disabled:opacity-70 peer-checked:[&>span]:translate-x-5"
                  >
                    <span className="size-5 rounded-full bg-white shadow transition" />
                  </span>
                </span>
              </li>
            )
          })}
        </ul>
      </fieldset>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="submit" className={buttonClassName('primary', 'flex-1')}>
          Save Preferences
        </button>
        <button
          type="button"
          onClick={onAcceptAll}
          className={buttonClassName('ghost', 'flex-1 border border-white/20 bg-white/5')}
        >
          Accept All
        </button>
        <button type="button" onClick={onCancel} className={buttonClassName('ghost', 'w-full')}>
          {cancelLabel}
        </button>
      </div>
    </form>
  )
}
