import { act, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { mockApi } from '../../../../test/mock-api'
import { renderApp } from '../../../../test/render-app'

describe('copy email button', () => {
  it('copies the address, says "Copied!" for 2 s and toasts', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    mockApi({})
    const { user } = renderApp('/contact')
    const writeText = vi.spyOn(navigator.clipboard, 'writeText')

    await user.click(screen.getByRole('button', { name: 'Copy email address' }))

    expect(writeText).toHaveBeenCalledWith('support@animeverse.in')
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument()
    expect(await screen.findByText('Email copied to clipboard!')).toBeInTheDocument()

    act(() => {
      vi.advanceTimersByTime(2_000)
    })
    expect(screen.getByRole('button', { name: 'Copy email address' })).toBeInTheDocument()
  })
})
