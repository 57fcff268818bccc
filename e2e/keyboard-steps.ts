import { expect, type Locator, type Page } from '@playwright/test'
import { focusedElementOutline } from './accessibility-steps'

/*
 * Steps of a keyboard-only shopper: Tab to a control, checking at every stop that focus shows a ring (the browser's
 * computed outline or box-shadow, read in the page).
 */

/** Fails unless the focused element draws a visible outline or box-shadow. */
export async function expectFocusRing(page: Page): Promise<void> {
  const focused = await focusedElementOutline(page)
  expect(focused.hasFocusRing, `a visible focus ring on ${focused.description}`).toBe(true)
}

export async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement)
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking the ring at every stop on the way.
 * Fails when `target` is not reached in `maxPresses`.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, maxPresses = 80 }: { backwards?: boolean; maxPresses?: number } = {},
): Promise<void> {
  await expect(target).toBeVisible()
  for (let press = 0; press < maxPresses; press++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
    // Past the last control (or after a new page replaced the focused one) focus leaves for the browser's
    // own controls, which the page cannot see: the next press comes back to the page's first control.
    if (await page.evaluate(() => document.activeElement === document.body)) continue
    await expectFocusRing(page)
    if (await isFocused(target)) return
  }
  throw new Error(`${target.toString()} was not reached in ${maxPresses} presses of Tab`)
}
