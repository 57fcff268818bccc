import { useSyncExternalStore } from 'react'
import { STORAGE_KEYS } from '@common/constants'

/** Necessary cookies cannot be refused; the other three are the visitor's choice. */
export interface CookiePreferences {
  necessary: true
  preferences: boolean
  statistics: boolean
  marketing: boolean
}

export type OptionalCookieCategory = Exclude<keyof CookiePreferences, 'necessary'>

/** null: undecided (the banner asks); true: all or a custom set accepted; false: non-essential refused. */
export type CookieConsent = boolean | null

export const NECESSARY_ONLY: CookiePreferences = {
  necessary: true,
  preferences: false,
  statistics: false,
  marketing: false,
}

export const ALL_COOKIES: CookiePreferences = {
  necessary: true,
  preferences: true,
  statistics: true,
  marketing: true,
}

interface CookieConsentState {
  consent: CookieConsent
  preferences: CookiePreferences
  /** The visitor asked to see the choice again (the footer's "Cookie Settings"). */
  isSettingsRequested: boolean
}

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

/** False when the browser refuses storage (private mode, blocked site data). */
function writeStorage(key: string, value: string): boolean {
  try {
    localStorage.setItem(key, value)
    return true
  } catch {
    return false
  }
}

function parseConsent(stored: string | null): CookieConsent {
  if (stored === 'true') return true
  if (stored === 'false') return false
  return null
}

function parsePreferences(stored: string | null): CookiePreferences {
  if (!stored) return NECESSARY_ONLY
  try {
    const parsed: unknown = JSON.parse(stored)
    if (typeof parsed !== 'object' || parsed === null) return NECESSARY_ONLY
    const record = parsed as Record<string, unknown>
    return {
      necessary: true,
      preferences: record.preferences === true,
      statistics: record.statistics === true,
      marketing: record.marketing === true,
    }
  } catch {
    return NECESSARY_ONLY
  }
}

type Listener = () => void

/**
 * localStorage is the source of truth (so another tab's choice, or a cleared storage, shows at once);
 * the snapshot object is rebuilt only when what is stored changes, as useSyncExternalStore requires.
 */
function createCookieConsentStore() {
  let isSettingsRequested = false
  // Used only when storage refuses the write: the choice then holds for this page view.
  let unsavedChoice: { consent: boolean; preferences: CookiePreferences } | null = null
  let snapshotKey = ''
  let snapshot: CookieConsentState = { consent: null, preferences: NECESSARY_ONLY, isSettingsRequested }
  const listeners = new Set<Listener>()
  const notify = () => listeners.forEach((listener) => listener())

  const getState = (): CookieConsentState => {
    const storedConsent = readStorage(STORAGE_KEYS.cookieConsent)
    const storedPreferences = readStorage(STORAGE_KEYS.cookiePreferences)
    const key = `${storedConsent}|${storedPreferences}|${isSettingsRequested}|${JSON.stringify(unsavedChoice)}`
    if (key !== snapshotKey) {
      snapshotKey = key
      const consent = parseConsent(storedConsent)
      snapshot =
        consent === null && unsavedChoice
          ? { ...unsavedChoice, isSettingsRequested }
          : { consent, preferences: parsePreferences(storedPreferences), isSettingsRequested }
    }
    return snapshot
  }

  const decide = (consent: boolean, preferences: CookiePreferences) => {
    const isSaved =
      writeStorage(STORAGE_KEYS.cookieConsent, String(consent)) &&
      writeStorage(STORAGE_KEYS.cookiePreferences, JSON.stringify(preferences))
    unsavedChoice = isSaved ? null : { consent, preferences }
    isSettingsRequested = false
    notify()
  }

  const onStorage = (event: StorageEvent) => {
    if (
      event.key === null ||
      event.key === STORAGE_KEYS.cookieConsent ||
      event.key === STORAGE_KEYS.cookiePreferences
    ) {
      notify()
    }
  }

  return {
    getState,
    subscribe(listener: Listener) {
      if (listeners.size === 0) window.addEventListener('storage', onStorage)
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0) window.removeEventListener('storage', onStorage)
      }
    },
    acceptAll: () => decide(true, ALL_COOKIES),
    rejectNonEssential: () => decide(false, NECESSARY_ONLY),
    /** Saving a custom set counts as consent, whatever was chosen. */
    saveCustom: (preferences: Omit<CookiePreferences, 'necessary'>) =>
      decide(true, { ...preferences, necessary: true }),
    requestSettings: () => {
      isSettingsRequested = true
      notify()
    },
    dismissSettings: () => {
      isSettingsRequested = false
      notify()
    },
  }
}

export const cookieConsentStore = createCookieConsentStore()

const actions = {
  acceptAll: cookieConsentStore.acceptAll,
  rejectNonEssential: cookieConsentStore.rejectNonEssential,
  saveCustom: cookieConsentStore.saveCustom,
  requestSettings: cookieConsentStore.requestSettings,
  dismissSettings: cookieConsentStore.dismissSettings,
}

/** The visitor's cookie choice and the ways to change it, for the banner and any "Cookie Settings" link. */
export function useCookieConsent() {
  const state = useSyncExternalStore(
    cookieConsentStore.subscribe,
    cookieConsentStore.getState,
    cookieConsentStore.getState,
  )
  return { ...state, ...actions }
}
