import { FORGOT_PASSWORD_MESSAGE, RESET_LINK_INVALID_MESSAGE } from '../src/common/schemas/mail'
import { signIn, signOut } from './auth-steps'
import { expect, test } from './fixtures'
import { findLink, waitForMail } from './mail-capture'

const NEW_PASSWORD = 'new-kawaii-figure-2026'

test('a shopper who forgot the password resets it from the mailed link, once, and signs in with the new one', async ({
  page,
  shopper,
}) => {
  await page.goto('/login')
  await page.getByRole('main').getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL('/forgot-password')
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible()

  await page.getByRole('main').getByLabel('Email', { exact: true }).fill(shopper.email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('main').getByRole('status')).toHaveText(FORGOT_PASSWORD_MESSAGE)
  await expect(page.getByRole('link', { name: 'Back to sign in' })).toBeVisible()

  const mail = await waitForMail(shopper.email, 'Reset your')
  const link = new URL(findLink(mail, '/reset-password?token='))
  const resetPath = `${link.pathname}${link.search}`

  await page.goto(resetPath)
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
  await page.getByLabel('Confirm password', { exact: true }).fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Set new password' }).click()

  await expect(page).toHaveURL('/')
  await expect(page.getByText('Your password has been changed')).toBeVisible()
  await expect(page.getByRole('banner').getByText(shopper.name)).toBeVisible()

  // Signed out, the old password is refused and the new one works.
  await signOut(page)
  await page.goto('/login')
  await signIn(page, { email: shopper.email, password: shopper.password })
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Invalid email or password. Please try again.',
  )
  await signIn(page, { email: shopper.email, password: NEW_PASSWORD })
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('banner').getByText(shopper.name)).toBeVisible()

  // The link works once: a second visit is refused, with a way to ask for another.
  await page.goto(resetPath)
  await page.getByLabel('New password', { exact: true }).fill('another-figure-2027')
  await page.getByLabel('Confirm password', { exact: true }).fill('another-figure-2027')
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(RESET_LINK_INVALID_MESSAGE)
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  )
})
