import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { InitialLoadingScreen } from './initial-loading-screen'

describe('initial loading screen', () => {
  beforeEach(() => {
    sessionStorage.clear()
    vi.useFakeTimers()
  })
  afterEach(() => {
    sessionStorage.clear()
  })

  it('shows the logo, 30 particles and its text for 2 s, stops catching clicks, then leaves', () => {
    const { container } = render(<InitialLoadingScreen />)
    const screenElement = screen.getByTestId('initial-loading-screen')
    expect(screen.getByText('Loading your experience...')).toBeInTheDocument()
    expect(screenElement).toHaveTextContent('AnimeVerse')
    expect(container.querySelectorAll('[data-particle]')).toHaveLength(30)

    act(() => {
      vi.advanceTimersByTime(1_999)
    })
    expect(screenElement).not.toHaveClass('pointer-events-none')

    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(screenElement).toHaveClass('pointer-events-none')

    act(() => {
      vi.advanceTimersByTime(400)
    })
    expect(screen.queryByTestId('initial-loading-screen')).not.toBeInTheDocument()
  })

  it('shows only on the first load of a browsing session', () => {
    const first = render(<InitialLoadingScreen />)
    first.unmount()

    render(<InitialLoadingScreen />)
    expect(screen.queryByText('Loading your experience...')).not.toBeInTheDocument()
  })
})
