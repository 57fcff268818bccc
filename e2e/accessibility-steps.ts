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

  /** axe's findings on the page, and any disabled control too dim to read (which axe leaves out). */
  async check(where: string): Promise<void> {
    this.findings.push(...(await axeFindings(this.page, where)))
    this.findings.push(...(await dimDisabledControls(this.page)).map((finding) => `${where}: ${finding}`))
  }

  expectNone(): void {
    expect(this.findings).toEqual([])
  }
}

/**
 * axe leaves disabled controls out of its contrast rule (WCAG exempts them); the shop wants them readable
 * too. Each visible disabled control's text (4.5:1, 3:1 when large) or, without text, its icon (3:1) is
 * measured against what lies behind it: the control's own background (a gradient by each of its colours)
 * over its ancestors' up to the first opaque one, the control's opacity applied to both.
 */
export async function dimDisabledControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Rgba = [number, number, number, number]
    const canvas = document.createElement('canvas')
    canvas.width = canvas.height = 1
    const context = canvas.getContext('2d', { willReadFrequently: true })!
    // The canvas turns any CSS colour (oklch, color-mix results, names) into sRGB.
    const toRgba = (css: string): Rgba => {
      context.clearRect(0, 0, 1, 1)
      context.fillStyle = '#000'
      context.fillStyle = css
      context.fillRect(0, 0, 1, 1)
      const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data
      return [r, g, b, a / 255]
    }
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const a = top[3]
      return [0, 1, 2].map((i) => top[i]! * a + bottom[i]! * (1 - a)).concat(1) as Rgba
    }
    const mix = (a: Rgba, b: Rgba, share: number): Rgba =>
      [0, 1, 2].map((i) => a[i]! * share + b[i]! * (1 - share)).concat(1) as Rgba
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (value: number) => {
        const c = value / 255
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
      }
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
    }
    const ratio = (a: Rgba, b: Rgba) => {
      const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
      return (high + 0.05) / (low + 0.05)
    }
    /** One entry per colour the element's background may show: its colour, or each gradient stop. */
    const backgroundsOf = (element: Element): Rgba[] => {
      const style = getComputedStyle(element)
      const stops = style.backgroundImage.match(
        /(?:rgba?|oklch|oklab|lab|lch|color)\([^()]*\)|#[0-9a-f]{3,8}\b/gi,
      )
      if (stops && stops.length > 0) return stops.map(toRgba)
      return [toRgba(style.backgroundColor)]
    }
    /** What lies behind `element`: its ancestors' backgrounds composed from the first opaque one up. */
    const backdropsOf = (element: Element): Rgba[] => {
      const layers: Rgba[][] = []
      for (let node = element.parentElement; node; node = node.parentElement) {
        const colours = backgroundsOf(node)
        layers.push(colours)
        if (colours.every((colour) => colour[3] === 1)) break
      }
      let results: Rgba[] = [[13, 11, 31, 1]]
      for (const colours of layers.reverse())
        results = results.flatMap((bottom) => colours.map((top) => over(top, bottom)))
      return results
    }
    const isVisible = (element: HTMLElement) => {
      const box = element.getBoundingClientRect()
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden'
    }

    const controls = document.querySelectorAll<HTMLElement>(
      'button:disabled, button[aria-disabled="true"], input:disabled, select:disabled, textarea:disabled',
    )
    const findings: string[] = []
    for (const control of controls) {
      if (!isVisible(control) || control.closest('[aria-hidden="true"]')) continue
      const style = getComputedStyle(control)
      let opacity = 1
      for (let node: HTMLElement | null = control; node; node = node.parentElement)
        opacity *= Number(getComputedStyle(node).opacity)
      // An invisible input under a drawn switch: what shows is the switch, not this.
      if (opacity === 0) continue
      const isTextEntry = control instanceof HTMLInputElement && !/^(checkbox|radio)$/.test(control.type)
      const text = (control.innerText || (isTextEntry ? control.value : '')).trim()
      const size = parseFloat(style.fontSize)
      const isLarge = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700)
      const needed = text ? (isLarge ? 3 : 4.5) : 3
      const foreground = toRgba(style.color)
      let worst = Infinity
      for (const backdrop of backdropsOf(control))
        for (const own of backgroundsOf(control)) {
          const inside = over(own, backdrop)
          const shownText = mix(over(foreground, inside), backdrop, opacity)
          const shownBackground = mix(inside, backdrop, opacity)
          worst = Math.min(worst, ratio(shownText, shownBackground))
        }
      if (worst < needed) {
        const name = control.getAttribute('aria-label') ?? text.replace(/\s+/g, ' ').slice(0, 40)
        findings.push(`${control.tagName.toLowerCase()} "${name}": ${worst.toFixed(2)}:1, needs ${needed}:1`)
      }
    }
    return findings
  })
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
