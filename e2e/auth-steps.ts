import { expect, type Page } from '@playwright/test'
import { openAccountMenu } from './storefront-steps'

/** The admin account scripts/e2e-server.mjs creates at start. */
export const E2E_ADMIN = { email: 'admin@example.com', password: 'admin-password-123' }

export interface NewShopper {
  name: string
  email: string
  password: string
}

export function uniqueShopper(): NewShopper {
  const suffix = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`
  return { name: `Asha ${suffix}`, email: `e2e-${suffix}@example.com`, password: 'kawaii-figure-2025' }
}

/** Fills the sign-up form on the current page and submits it. */
export async function signUp(page: Page, shopper: NewShopper): Promise<void> {
  const form = page.getByRole('main')
  await form.getByLabel('Name', { exact: true }).fill(shopper.name)
  await form.getByLabel('Email', { exact: true }).fill(shopper.email)
  await form.getByLabel('Password', { exact: true }).fill(shopper.password)
  await form.getByLabel('Confirm Password', { exact: true }).fill(shopper.password)
  await form.getByRole('button', { name: 'Create Account' }).click()
}

/** Fills the sign-in form on the current page and submits it. */
export async function signIn(page: Page, credentials: { email: string; password: string }): Promise<void> {
  const form = page.getByRole('main')
  await form.getByLabel('Email', { exact: true }).fill(credentials.email)
  await form.getByLabel('Password', { exact: true }).fill(credentials.password)
  await form.getByRole('button', { name: 'Sign In' }).click()
}

/** Signs out from the header, opening the collapsed card menu first where there is one (the home page). */
export async function signOut(page: Page): Promise<void> {
  const header = page.getByRole('banner')
  await openAccountMenu(page)
  await header.getByRole('button', { name: 'Sign Out' }).click()
  // The header is drawn again after signing out and may fold its menu meanwhile: open it until Sign In shows.
  await expect(async () => {
    await openAccountMenu(page)
    await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible({ timeout: 1_000 })
  }).toPass()
}
