import { act, fireEvent, render } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { RotatingBackground } from './rotating-background'

const visibleImage = (container: HTMLElement) => container.querySelector('img.z-10')?.getAttribute('src')
const overlay = (container: HTMLElement) => container.querySelector<HTMLElement>('div.bg-night-950')

describe('rotating background', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })

  it('shows each image in turn every 5 s, blurred, under a 0.7 overlay, fading over 1 s', () => {
    const { container } = render(<RotatingBackground images={['/a.webp', '/b.webp', '/c.webp']} />)
    expect(visibleImage(container)).toBe('/a.webp')
    expect(container.querySelector('img.z-10')).toHaveClass('blur-sm')
    expect(container.querySelector('img.z-10')).toHaveStyle({ transitionDuration: '1000ms' })
    expect(overlay(container)).toHaveStyle({ opacity: '0.7' })

    act(() => {
      vi.advanceTimersByTime(5_000)
    })
    expect(visibleImage(container)).toBe('/b.webp')

    act(() => {
      vi.advanceTimersByTime(10_000)
    })
    expect(visibleImage(container)).toBe('/a.webp')
  })

  it('takes its timing, darkness and blur from its props', () => {
    const { container } = render(
      <RotatingBackground
        images={['/a.webp', '/b.webp']}
        interval={2_000}
        transitionDuration={300}
        overlayOpacity={0.4}
        blur="lg"
      />,
    )
    expect(overlay(container)).toHaveStyle({ opacity: '0.4' })
    expect(container.querySelector('img.z-10')).toHaveClass('blur-lg')
    act(() => {
      vi.advanceTimersByTime(2_000)
    })
    expect(visibleImage(container)).toBe('/b.webp')
  })

  it('skips an image that fails to load and leaves only the overlay without images', () => {
    const { container, rerender } = render(<RotatingBackground images={['/broken.webp', '/b.webp']} />)
    fireEvent.error(container.querySelector('img[src="/broken.webp"]')!)
    expect(visibleImage(container)).toBe('/b.webp')

    rerender(<RotatingBackground images={[]} />)
    expect(container.querySelector('img')).toBeNull()
    expect(overlay(container)).toBeInTheDocument()
  })

  it('holds still for visitors who prefer reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }))
    const { container } = render(<RotatingBackground images={['/a.webp', '/b.webp']} />)
    act(() => {
      vi.advanceTimersByTime(20_000)
    })
    expect(visibleImage(container)).toBe('/a.webp')
  })
})
