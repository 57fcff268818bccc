import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/*
 * axe-core over a page as it stands, with every rule axe enables by default (WCAG 2.0, 2.1 and 2.2 A and AA,
 * and its best practices). Nothing is disabled or excluded: a finding is fixed in the app, not here.
 */

/** One line per offending element: rule, impact, the element and what axe says is wrong with it. */
export type AxeFinding = string

/**
 * Waits until the page has settled: fonts loaded, no request for data under way and every finite animation
 * (a banner rising in, a fade) finished, so axe measures colours as the shopper finally sees them.
 */
export async function waitForSettledPage(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const end = animation.effect?.getComputedTiming().endTime
      return animation.playState !== 'running' || end === undefined || end === Infinity
    }),
  )
}

/** axe's findings on the page as it stands, each described on one line. */
export async function axeFindings(page: Page, where: string): Promise<AxeFinding[]> {
  await waitForSettledPage(page)
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${where}: ${violation.id} (${violation.impact ?? 'no impact'}) ${node.target.join(' ')} — ` +
        node.failureSummary?.replace(/\s+/g, ' '),
    ),
  )
}

/** Fails with every finding listed when axe finds anything on the page. */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  expect(await axeFindings(page, where)).toEqual([])
}

/**
 * Collects findings over several pages of one test, so a run names every page that fails rather than only
 * the first; `expectNone` fails at the end with all of them.
 */
export class AxeReport {
  private readonly findings: AxeFinding[] = []

  constructor(private readonly page: Page) {}

  async check(where: string): Promise<void> {
    this.findings.push(...(await axeFindings(this.page, where)))
  }

  expectNone(): void {
    expect(this.findings).toEqual([])
  }
}

/** The element that has focus, described for a failing assertion, and whether it draws a focus ring. */
export async function focusedElementOutline(page: Page): Promise<{
  description: string
  hasFocusRing: boolean
}> {
  return page.evaluate(() => {
    const element = document.activeElement
    if (!element || element === document.body) return { description: 'body', hasFocusRing: false }
    // The element's own ring, or one it draws with a pseudo-element (a card's link rings the whole card).
    const styles = [null, '::before', '::after'].map((pseudo) => getComputedStyle(element, pseudo))
    const isTransparent = (color: string) => color === 'transparent' || /^rgba\(.*,\s*0\)$/.test(color)
    const outline = styles.some(
      (style) =>
        style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) > 0 &&
        !isTransparent(style.outlineColor),
    )
    // Tailwind's resting shadows are transparent layers: only a layer with a visible colour draws a ring.
    const shadow = styles.some((style) =>
      (style.boxShadow.match(/(rgba?|oklab|oklch|color)\([^)]*\)/g) ?? []).some(
        (color) => !isTransparent(color),
      ),
    )
    const label =
      element.getAttribute('aria-label') ??
      (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60)
    return {
      description: `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> ${label}`,
      hasFocusRing: outline || shadow,
    }
  })
}
