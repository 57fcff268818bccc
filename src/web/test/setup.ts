import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

afterEach(() => {
  cleanup()
  localStorage.clear()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

// jsdom has no layout or scrolling; React Router's scroll restoration calls this on every navigation.
window.scrollTo = () => {}
