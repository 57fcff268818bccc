import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { AxeReport } from './accessibility-steps'
import { bearer, openSignedIn, type ApiSession } from './admin-steps'
import { expect, registerShopperThroughApi, test } from './fixtures'
import { moveShopClockTo, shopNow } from './shop-clock'

/*
 * A raffle on a phone: the admin sets one up on a product's edit page; two shoppers enter with their saved
 * addresses, the second first with the same address as the first (refused, its message shown); after the close
 * the shop draws, and the raffle page shows the seed, every ticket and the winner, the browser's own check passes
 * every step, and the winner finds the order to pay. Nothing waits for the close: once both have entered, the
 * journey moves the shop's clock past it (the draw runs then), and the first shopper's browser, whose page counts
 * down to it, with it (`page.clock`).
 */

const PHONE = { width: 390, height: 844 }
const IST_OFFSET_MS = 330 * 60_000
/**
 * Time enough for both shoppers to enter on a busy machine; not waited for. Kept short all the same: the shop's
 * clock moves this far for every journey running beside this one.
 */
const ENTRY_WINDOW_MS = 60_000

test.use({ viewport: PHONE })

/** The datetime-local value of a moment on the shop's clock (IST), to the second. */
function istInputValue(time: number): string {
  return new Date(time + IST_OFFSET_MS).toISOString().slice(0, 19)
}

const ADDRESS_DEFAULTS = { state: 'Maharashtra', country: 'India', isDefault: false }

async function saveAddress(
  request: APIRequestContext,
  shopper: ApiSession,
  address: { addressLine1: string; city: string; postalCode: string; phone: string; isDefault?: boolean },
): Promise<void> {
  const response = await request.post('/api/addresses', {
    headers: bearer(shopper),
    data: { ...ADDRESS_DEFAULTS, fullName: shopper.user.name, email: shopper.user.email, ...address },
  })
  expect(response.status(), await response.text()).toBe(201)
}

/** A shopper's phone, its clock set to the shop's and moved with it (`page.clock`). */
async function shopperPage(browser: Browser, session: ApiSession, shopTime: number): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE })
  await context.clock.install({ time: shopTime })
  const page = await context.newPage()
  await openSignedIn(page, session)
  return page
}

test('shoppers enter a raffle, a second entry from the same address is refused, and the draw checks out in the browser', async ({
  page,
  browser,
  request,
  adminApi,
  shopper: first,
}) => {
  const product = await adminApi.createProduct({
    name: `Gojo Raffle Figure ${Date.now().toString(36)}`,
    stock: 5,
  })
  const second = await registerShopperThroughApi(request)
  // The second shopper's first address is the first shopper's, written another way: the same delivery address.
  await saveAddress(request, first, {
    addressLine1: '7, Marine Drive',
    city: 'Mumbai',
    postalCode: '400002',
    phone: '98765 43210',
    isDefault: true,
  })
  await saveAddress(request, second, {
    addressLine1: '7 marine drive',
    city: 'MUMBAI',
    postalCode: '400002',
    phone: '91234 56780',
    isDefault: true,
  })
  await saveAddress(request, second, {
    addressLine1: '21 Hill Road',
    city: 'Mumbai',
    postalCode: '400050',
    phone: '99887 76655',
  })

  // The admin sets one unit aside, entries open now and close shortly.
  await openSignedIn(page, await adminApi.session())
  await page.goto(`/admin/products/edit/${product._id}`)
  const form = page.getByRole('form', { name: 'New raffle' })
  const now = await shopNow(request)
  await form.getByLabel('Entries open (IST)').fill(istInputValue(now - 60_000))
  await form.getByLabel('Entries close (IST)').fill(istInputValue(now + ENTRY_WINDOW_MS))
  await form.getByLabel('Units').fill('1')
  await form.getByRole('button', { name: 'Create raffle' }).click()
  const raffles = page.getByRole('region', { name: 'Raffles' })
  await raffles.getByRole('row').nth(1).getByRole('link').click()
  await expect(page).toHaveURL(/\/admin\/raffles\/[0-9a-f]{24}$/)
  const raffleId = page.url().split('/').pop()!

  // The first shopper enters with their default address.
  const firstPage = await shopperPage(browser, first, await shopNow(request))
  await firstPage.goto(`/raffles/${raffleId}`)
  await expect(firstPage.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
  await expect(firstPage.getByText('Open for entries')).toBeVisible()
  const shopperAxe = new AxeReport(firstPage)
  await expect(firstPage.getByRole('button', { name: 'Enter the raffle' })).toBeEnabled()
  await shopperAxe.check('open raffle')
  await firstPage.getByRole('button', { name: 'Enter the raffle' }).click()
  await expect(firstPage.getByText(/^Your entry: [0-9a-f]{24}/)).toBeVisible()
  const firstEntry = (await firstPage.getByText(/^Your entry: /).textContent())!.replace('Your entry: ', '')

  // The second tries the same address first: refused, with the rule in the message; then enters with another.
  const secondPage = await shopperPage(browser, second, await shopNow(request))
  await secondPage.goto(`/raffles/${raffleId}`)
  const entry = secondPage.getByRole('region', { name: 'Enter the raffle' })
  await entry.getByRole('radio', { name: /7 marine drive/ }).check()
  await entry.getByRole('button', { name: 'Enter the raffle' }).click()
  await expect(entry.getByRole('alert')).toHaveText(
    'This delivery address has already been entered in this raffle',
  )
  await entry.getByRole('radio', { name: /21 Hill Road/ }).check()
  await entry.getByRole('button', { name: 'Enter the raffle' }).click()
  await expect(secondPage.getByText(/^Your entry: [0-9a-f]{24}/)).toBeVisible()

  // The close comes: the shop draws at it, and the page, whose countdown runs out, asks again and shows the seed,
  // both tickets and the winner.
  const raffle = await request.get(`/api/raffles/${raffleId}`)
  expect(raffle.status()).toBe(200)
  const closesAt = Date.parse(((await raffle.json()) as { closesAt: string }).closesAt)
  await expect(firstPage.getByText('Open for entries')).toBeVisible()
  const afterClose = await moveShopClockTo(request, closesAt + 1_000)
  await firstPage.clock.setSystemTime(afterClose)
  const draw = firstPage.getByRole('region', { name: 'The draw' })
  await expect(draw).toBeVisible()
  await expect(firstPage.getByText('Drawn', { exact: true })).toBeVisible()
  await expect(
    firstPage.getByRole('region', { name: 'The commitment' }).getByText(/^[0-9a-f]{64}$/),
  ).toHaveCount(2)
  const tickets = draw.getByRole('list', { name: 'Entries in ticket order' }).getByRole('listitem')
  await expect(tickets).toHaveCount(2)
  await expect(tickets.filter({ hasText: 'Winner' })).toHaveCount(1)
  await expect(tickets.filter({ hasText: 'Your entry' })).toContainText(firstEntry)

  await firstPage.getByRole('button', { name: 'Check the draw in your browser' }).click()
  const results = firstPage.getByRole('list', { name: 'Check results' }).getByRole('listitem')
  await expect(results).toHaveCount(4)
  await expect(results.filter({ hasText: 'Passed:' })).toHaveCount(4)
  await shopperAxe.check('drawn raffle, checked')
  shopperAxe.expectNone()

  // The winner, whichever it is, finds their order for one unit waiting to be paid.
  const firstWon = (await tickets.filter({ hasText: 'Winner' }).textContent())!.includes(firstEntry)
  const winnerPage = firstWon ? firstPage : secondPage
  if (!firstWon) await winnerPage.reload()
  const winnerEntry = winnerPage.getByRole('region', { name: 'Your entry' })
  await expect(winnerEntry.getByRole('status')).toHaveText(/^You won!/)
  await winnerEntry.getByRole('link', { name: 'Pay for your order' }).click()
  await expect(winnerPage).toHaveURL(/\/orders\/[0-9a-f]{24}$/)
  await expect(winnerPage.getByRole('region', { name: 'Payment pending' })).toBeVisible()
  await expect(winnerPage.getByText(product.name).first()).toBeVisible()

  // The admin's raffle: both entries with their outcomes, and the refused one with its rule.
  await page.reload()
  await expect(page.getByRole('region', { name: 'Entries', exact: true }).getByRole('row')).toHaveCount(3)
  await expect(page.getByRole('region', { name: 'Refused entries' })).toContainText(
    'One entry per delivery address',
  )
  const adminAxe = new AxeReport(page)
  await adminAxe.check("admin's raffle")
  adminAxe.expectNone()
})
