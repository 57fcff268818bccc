import { act } from '@testing-library/react'
import { vi } from 'vitest'

/** jsdom has no IntersectionObserver: this one records what is watched and lets a test bring it into view. */
export function stubIntersectionObserver() {
  const observers: FakeIntersectionObserver[] = []

  class FakeIntersectionObserver {
    readonly targets = new Set<Element>()
    constructor(
      private readonly callback: IntersectionObserverCallback,
      readonly options: IntersectionObserverInit = {},
    ) {
      observers.push(this)
    }
    observe(target: Element) {
      this.targets.add(target)
    }
    unobserve(target: Element) {
      this.targets.delete(target)
    }
    disconnect() {
      this.targets.clear()
    }
    takeRecords() {
      return []
    }
    fire(target: Element) {
      const entry = {
        target,
        isIntersecting: true,
        intersectionRatio: 1,
      } as unknown as IntersectionObserverEntry
      this.callback([entry], this as unknown as IntersectionObserver)
    }
  }

  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
  return {
    /** The observers watching `target` right now. */
    watching: (target: Element) => observers.filter((observer) => observer.targets.has(target)),
    /** Scrolls `target` near the viewport: every observer watching it is told. */
    bringIntoView: (target: Element) =>
      act(() => {
        for (const observer of observers.filter((o) => o.targets.has(target))) observer.fire(target)
      }),
  }
}
