import type { APIRequestContext } from '@playwright/test'
import { expect } from './fixtures'

/*
 * The journeys' shop runs on a clock they move forward (scripts/e2e-shop.ts): a journey that needs a moment to
 * have come (a raffle's close) sets the shop's clock past it rather than waiting for it. Every journey shares the
 * one shop, so a move is as small as the journey needs: holds and deadlines of the others run on for minutes.
 */

async function clockAnswer(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<number> {
  expect(response.status(), await response.text()).toBe(200)
  return Date.parse(((await response.json()) as { now: string }).now)
}

/** The shop's time now, in milliseconds. */
export async function shopNow(request: APIRequestContext): Promise<number> {
  return clockAnswer(await request.get('/__e2e/clock'))
}

/** Sets the shop's clock forward to `at`, answered once what fell due by then (a draw, a launch) has run. */
export async function moveShopClockTo(request: APIRequestContext, at: number): Promise<number> {
  return clockAnswer(await request.post('/__e2e/clock', { data: { to: new Date(at).toISOString() } }))
}
