import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, vi } from 'vitest'

// findBy… and waitFor wait as long as a busy machine may need: a test waits for what it expects, never for a time.
// Testing Library's default of one second failed tests whenever the machine was busy with something else.
configure({ asyncUtilTimeout: 10_000 })

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
