import { expect, test } from '@playwright/test'
import { E2E_ADMIN, signIn, signOut, signUp, uniqueShopper } from './auth-steps'

test('a new shopper signs up, signs out, and signing in again returns to the page that asked', async ({
  page,
}) => {
  const shopper = uniqueShopper()

  await page.goto('/signup')
  await signUp(page, shopper)
  await expect(page).toHaveURL('/')
  const header = page.getByRole('banner')
  await expect(header.getByText(shopper.name)).toBeVisible()
  await expect(header.getByRole('link', { name: 'My Profile' })).toBeVisible()

  await signOut(page)
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
    null,
    null,
  ])

  await page.goto('/profile')
  await expect(page).toHaveURL(/\/login\?returnTo=(%2F|\/)profile$/)
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible()

  await signIn(page, shopper)
  await expect(page).toHaveURL('/profile')
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible()
  await expect(header.getByText(shopper.name)).toBeVisible()

  // The session survives a reload: restored from storage, then confirmed by the server.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible()
})

test('a wrong password is refused with the required message', async ({ page }) => {
  await page.goto('/login')
  await signIn(page, { email: E2E_ADMIN.email, password: 'not-the-password' })

  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Invalid email or password. Please try again.',
  )
  await expect(page).toHaveURL('/login')
})

test('the admin signs in and lands on the admin dashboard', async ({ page }) => {
  await page.goto('/login')
  await signIn(page, E2E_ADMIN)

  await expect(page).toHaveURL('/admin')
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
})

test('a signed-out visitor of an admin page is sent home', async ({ page }) => {
  await page.goto('/admin/products/new')

  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible()
})
