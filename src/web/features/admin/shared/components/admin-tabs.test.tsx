import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ADMIN_TABS } from '@common/constants'
import { AdminTabs } from './admin-tabs'

const TAB_WIDTH = 100
const STRIP_WIDTH = 390

/** Lays the strip out as a phone would: 390 px wide, each tab 100 px wide side by side, shifted by its scroll. */
function layOutAsPhone(): void {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const strip = this.closest<HTMLElement>('[role="tablist"]')
    if (this === strip) return DOMRect.fromRect({ x: 0, y: 0, width: STRIP_WIDTH, height: 44 })
    const index = strip ? [...strip.children].indexOf(this) : -1
    const left = index * TAB_WIDTH - (strip?.scrollLeft ?? 0)
    return DOMRect.fromRect({ x: left, y: 0, width: TAB_WIDTH, height: 44 })
  })
}

describe('AdminTabs', () => {
  afterEach(() => vi.restoreAllMocks())

  it('scrolls the strip sideways so that a selected tab past a phone’s edge is in view', () => {
    layOutAsPhone()
    render(<AdminTabs tabs={ADMIN_TABS} current="activity" onSelect={() => undefined} />)

    const strip = screen.getByRole('tablist', { name: 'Admin sections' })
    // Activity is the last tab: its right edge meets the strip's right edge.
    expect(strip.scrollLeft).toBe(ADMIN_TABS.length * TAB_WIDTH - STRIP_WIDTH)
    expect(screen.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true')
  })

  it('leaves the strip where it is when the selected tab is already in view', () => {
    layOutAsPhone()
    render(<AdminTabs tabs={ADMIN_TABS} current="products" onSelect={() => undefined} />)

    expect(screen.getByRole('tablist', { name: 'Admin sections' }).scrollLeft).toBe(0)
  })
})
