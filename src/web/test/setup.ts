import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, vi } from 'vitest'

afterEach(() => {
  // Sonner keeps toasts in a module-wide store: without this, one test's toast shows up in the next.
  toast.dismiss()
  cleanup()
  localStorage.clear()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

// jsdom has no layout or scrolling; React Router's scroll restoration calls this on every navigation.
window.scrollTo = () => {}
