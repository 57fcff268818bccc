import { screen, waitFor, within } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, describe, expect, it } from 'vitest'
import { jsonResponse } from '../../../test/mock-api'
import { renderAdminTab } from '../shared/test/render-admin-tab'
import { SettingsTab } from './settings-tab'
import { builtInTaxDefaults } from '../shared/test/tax-default-fixtures'
import { mockSettingsApi } from './test/settings-fixtures'

// Sonner keeps its toasts in module state: without this, one test's toast shows in the next.
afterEach(() => {
  toast.dismiss()
})

function openTab(...args: Parameters<typeof mockSettingsApi>) {
  const api = mockSettingsApi(...args)
  return { ...api, ...renderAdminTab(<SettingsTab />) }
}

const taxForm = () => screen.findByRole('form', { name: 'Tax defaults' })
const deliveryForm = () => screen.findByRole('form', { name: 'Delivery settings' })
const categoryRow = (form: HTMLElement, name: string) => within(within(form).getByRole('group', { name }))
const zone = (form: HTMLElement, name: string) => within(within(form).getByRole('group', { name }))

describe('Settings tab: tax defaults by category', () => {
  it('shows every category’s HSN code and GST rate, and saves them all with a PUT', async () => {
    const { user, requestsTo } = openTab()
    const form = await taxForm()

    expect(screen.getByRole('heading', { name: 'Tax defaults by category', level: 2 })).toBeInTheDocument()
    expect(within(form).getAllByRole('group')).toHaveLength(6)
    expect(categoryRow(form, 'Figures').getByLabelText('HSN code')).toHaveValue('9503')
    expect(categoryRow(form, 'Figures').getByLabelText('GST rate')).toHaveDisplayValue('5 %')
    expect(categoryRow(form, 'KeyChains').getByLabelText('HSN code')).toHaveValue('3926')
    expect(categoryRow(form, 'KeyChains').getByLabelText('GST rate')).toHaveDisplayValue('18 %')

    const keychains = categoryRow(form, 'KeyChains')
    await user.clear(keychains.getByLabelText('HSN code'))
    await user.type(keychains.getByLabelText('HSN code'), ' 3926.40 00 ')
    // Only the slabs since 22 September 2025 are offered.
    expect(
      within(keychains.getByLabelText('GST rate'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['0 %', '5 %', '18 %', '40 %'])
    await user.selectOptions(keychains.getByLabelText('GST rate'), '40 %')
    await user.click(within(form).getByRole('button', { name: 'Save tax defaults' }))

    expect(await screen.findByText('Tax defaults saved')).toBeInTheDocument()
    const expected = builtInTaxDefaults().map((row) =>
      row.category === 'keychains' ? { ...row, hsnCode: '39264000', gstRate: 40 } : row,
    )
    expect(requestsTo('PUT', '/api/tax/category-defaults').map((request) => request.body)).toEqual([
      { defaults: expected },
    ])
    // The saved answer is what the form now holds: the code without its spaces and dot, the new rate kept.
    expect(keychains.getByLabelText('HSN code')).toHaveValue('39264000')
    expect(keychains.getByLabelText('GST rate')).toHaveDisplayValue('40 %')
  })

  it('refuses an HSN code that is not 4, 6 or 8 digits, under its field, and sends nothing', async () => {
    const { user, requestsTo } = openTab()
    const form = await taxForm()
    const clothing = categoryRow(form, 'Clothing')

    await user.clear(clothing.getByLabelText('HSN code'))
    await user.type(clothing.getByLabelText('HSN code'), '61091')
    await user.clear(categoryRow(form, 'Other').getByLabelText('HSN code'))
    await user.click(within(form).getByRole('button', { name: 'Save tax defaults' }))

    expect(await clothing.findByText('HSN code must be 4, 6 or 8 digits')).toBeInTheDocument()
    expect(clothing.getByLabelText('HSN code')).toHaveAccessibleDescription(
      'HSN code must be 4, 6 or 8 digits',
    )
    expect(clothing.getByLabelText('HSN code')).toHaveFocus()
    expect(categoryRow(form, 'Other').getByText('HSN code must be 4, 6 or 8 digits')).toBeInTheDocument()
    expect(categoryRow(form, 'Figures').queryByText(/HSN code must/)).not.toBeInTheDocument()
    expect(requestsTo('PUT', '/api/tax/category-defaults')).toHaveLength(0)
  })

  it('asks for a rate where the server has no default yet', async () => {
    const { user, requestsTo } = openTab({
      'GET /api/tax/category-defaults': () =>
        jsonResponse(200, {
          defaults: builtInTaxDefaults().filter((row) => row.category !== 'accessories'),
        }),
    })
    const form = await taxForm()
    const accessories = categoryRow(form, 'Accessories')
    expect(accessories.getByLabelText('HSN code')).toHaveValue('')
    expect(accessories.getByLabelText('GST rate')).toHaveDisplayValue('Choose a rate')

    await user.type(accessories.getByLabelText('HSN code'), '4202')
    await user.click(within(form).getByRole('button', { name: 'Save tax defaults' }))
    expect(await accessories.findByText('Choose a GST rate')).toBeInTheDocument()

    await user.selectOptions(accessories.getByLabelText('GST rate'), '18 %')
    await user.click(within(form).getByRole('button', { name: 'Save tax defaults' }))
    expect(await screen.findByText('Tax defaults saved')).toBeInTheDocument()
    expect(requestsTo('PUT', '/api/tax/category-defaults')).toHaveLength(1)
  })

  it('shows the server’s refusal in the form and as a toast', async () => {
    const { user } = openTab({
      'PUT /api/tax/category-defaults': () =>
        jsonResponse(400, { success: false, message: 'GST rate must be one of 0, 5, 18, 40' }),
    })
    const form = await taxForm()
    await user.click(within(form).getByRole('button', { name: 'Save tax defaults' }))

    expect(await within(form).findByRole('alert')).toHaveTextContent('GST rate must be one of 0, 5, 18, 40')
    await waitFor(() => expect(screen.getAllByText('GST rate must be one of 0, 5, 18, 40')).toHaveLength(2))
  })

  it('says when the defaults cannot be loaded, and tries again', async () => {
    const { user } = openTab({
      'GET /api/tax/category-defaults': [
        // A 404 is not retried by the query client, so the message shows at once.
        () =>
          jsonResponse(404, { success: false, message: 'Route GET:/api/tax/category-defaults not found' }),
        () => jsonResponse(200, { defaults: builtInTaxDefaults() }),
      ],
    })
    expect(await screen.findByText('Failed to load the tax defaults')).toBeInTheDocument()
    // The delivery section loads on its own.
    expect(await deliveryForm()).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await taxForm()).toBeInTheDocument()
  })
})

describe('Settings tab: delivery', () => {
  it('shows the COD prefixes one per line and the day ranges, and saves the whole object', async () => {
    const { user, requestsTo } = openTab()
    const form = await deliveryForm()
    const prefixes = within(form).getByLabelText('COD not available for PIN prefixes')

    expect(prefixes).toHaveValue('744\n68255')
    expect(prefixes).toHaveAccessibleDescription(/^One prefix per line, 1 to 6 digits/)
    expect(zone(form, 'Same state').getByLabelText('Minimum days')).toHaveValue(2)
    expect(zone(form, 'Same state').getByLabelText('Maximum days')).toHaveValue(4)
    expect(zone(form, 'Neighbouring states').getByLabelText('Maximum days')).toHaveValue(6)
    expect(zone(form, 'Elsewhere').getByLabelText('Minimum days')).toHaveValue(5)

    // Blank lines and a repeat are tidied away.
    await user.type(prefixes, '\n\n 7 \n744\n194')
    await user.clear(zone(form, 'Elsewhere').getByLabelText('Maximum days'))
    await user.type(zone(form, 'Elsewhere').getByLabelText('Maximum days'), '12')
    await user.click(within(form).getByRole('button', { name: 'Save delivery settings' }))

    expect(await screen.findByText('Delivery settings saved')).toBeInTheDocument()
    expect(requestsTo('PUT', '/api/delivery/settings').map((request) => request.body)).toEqual([
      {
        codExcludedPinPrefixes: ['744', '68255', '7', '194'],
        sameState: { minDays: 2, maxDays: 4 },
        neighbouring: { minDays: 3, maxDays: 6 },
        elsewhere: { minDays: 5, maxDays: 12 },
      },
    ])
    expect(prefixes).toHaveValue('744\n68255\n7\n194')
  })

  it('an empty list turns cash on delivery on everywhere', async () => {
    const { user, requestsTo } = openTab()
    const form = await deliveryForm()
    await user.clear(within(form).getByLabelText('COD not available for PIN prefixes'))
    await user.click(within(form).getByRole('button', { name: 'Save delivery settings' }))

    await screen.findByText('Delivery settings saved')
    expect(requestsTo('PUT', '/api/delivery/settings')[0]?.body).toMatchObject({ codExcludedPinPrefixes: [] })
  })

  it('names the line of a prefix that is not 1 to 6 digits, and sends nothing', async () => {
    const { user, requestsTo } = openTab()
    const form = await deliveryForm()
    const prefixes = within(form).getByLabelText('COD not available for PIN prefixes')

    await user.type(prefixes, '\n4000501\n12a')
    await user.click(within(form).getByRole('button', { name: 'Save delivery settings' }))

    const message = 'Line 3: “4000501” is not a PIN prefix (1 to 6 digits)'
    expect(await within(form).findByText(message)).toBeInTheDocument()
    expect(prefixes).toHaveAccessibleDescription(expect.stringMatching(/^Line 3: “4000501” is not/))
    expect(prefixes).toHaveAttribute('aria-invalid', 'true')
    expect(prefixes).toHaveFocus()
    expect(requestsTo('PUT', '/api/delivery/settings')).toHaveLength(0)
  })

  it('refuses a minimum above the maximum and days outside 0 to 60', async () => {
    const { user, requestsTo } = openTab()
    const form = await deliveryForm()
    const sameState = zone(form, 'Same state')
    const neighbouring = zone(form, 'Neighbouring states')

    await user.clear(sameState.getByLabelText('Minimum days'))
    await user.type(sameState.getByLabelText('Minimum days'), '5')
    await user.clear(neighbouring.getByLabelText('Maximum days'))
    await user.type(neighbouring.getByLabelText('Maximum days'), '61')
    await user.click(within(form).getByRole('button', { name: 'Save delivery settings' }))

    expect(
      await sameState.findByText('The maximum days must not be less than the minimum'),
    ).toBeInTheDocument()
    expect(sameState.getByLabelText('Maximum days')).toHaveAccessibleDescription(
      'The maximum days must not be less than the minimum',
    )
    expect(neighbouring.getByText('Delivery days must be whole numbers from 0 to 60')).toBeInTheDocument()
    expect(zone(form, 'Elsewhere').queryByText(/must/)).not.toBeInTheDocument()
    expect(requestsTo('PUT', '/api/delivery/settings')).toHaveLength(0)
  })

  it('shows the server’s refusal in the form and as a toast', async () => {
    const { user } = openTab({
      'PUT /api/delivery/settings': () =>
        jsonResponse(403, { success: false, message: 'Not authorized as an admin' }),
    })
    const form = await deliveryForm()
    await user.click(within(form).getByRole('button', { name: 'Save delivery settings' }))

    expect(await within(form).findByRole('alert')).toHaveTextContent('Not authorized as an admin')
  })
})

const returnsForm = () => screen.findByRole('form', { name: 'Return settings' })
const codForm = () => screen.findByRole('form', { name: 'Cash-on-delivery settings' })

describe('Settings tab: returns', () => {
  it('shows the return window and saves it, decimals allowed', async () => {
    const { user, requestsTo } = openTab()
    const form = await returnsForm()
    expect(screen.getByRole('heading', { name: 'Returns', level: 2 })).toBeInTheDocument()
    const days = within(form).getByRole('spinbutton', { name: 'Return window (days)' })
    expect(days).toHaveValue(7)

    await user.clear(days)
    await user.type(days, '2.5')
    await user.click(within(form).getByRole('button', { name: 'Save return settings' }))

    expect(await screen.findByText('Return settings saved')).toBeInTheDocument()
    expect(requestsTo('PUT', '/api/returns/settings').map((request) => request.body)).toEqual([
      { windowDays: 2.5 },
    ])
    expect(days).toHaveValue(2.5)
  })

  it('refuses an empty, zero or too long window under its field, and sends nothing', async () => {
    const { user, requestsTo } = openTab()
    const form = await returnsForm()
    const days = within(form).getByRole('spinbutton', { name: 'Return window (days)' })
    const saveButton = within(form).getByRole('button', { name: 'Save return settings' })

    await user.clear(days)
    await user.click(saveButton)
    expect(await within(form).findByText('Please enter the return window in days')).toBeInTheDocument()
    expect(days).toHaveFocus()

    await user.type(days, '0')
    await user.click(saveButton)
    expect(await within(form).findByText('The return window must be more than 0 days')).toBeInTheDocument()

    await user.clear(days)
    await user.type(days, '400')
    await user.click(saveButton)
    expect(await within(form).findByText('At most 365 days')).toBeInTheDocument()
    expect(days).toHaveAccessibleDescription(expect.stringMatching(/^At most 365 days/))
    expect(requestsTo('PUT', '/api/returns/settings')).toHaveLength(0)
  })

  it('shows the server’s refusal of the window under the field', async () => {
    const { user } = openTab({
      'PUT /api/returns/settings': () =>
        jsonResponse(400, { success: false, message: 'At most 365 days', field: 'windowDays' }),
    })
    const form = await returnsForm()
    await user.click(within(form).getByRole('button', { name: 'Save return settings' }))

    const days = within(form).getByRole('spinbutton', { name: 'Return window (days)' })
    await waitFor(() => expect(days).toHaveAccessibleDescription(expect.stringMatching(/^At most 365 days/)))
    expect(days).toHaveAttribute('aria-invalid', 'true')
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument()
  })
})

describe('Settings tab: cash on delivery', () => {
  it('shows the rules and saves them, an empty largest value meaning no limit', async () => {
    const { user, requestsTo } = openTab()
    const form = await codForm()
    expect(screen.getByRole('heading', { name: 'Cash on delivery', level: 2 })).toBeInTheDocument()
    const maxValue = within(form).getByRole('spinbutton', { name: 'Largest order value (₹)' })
    const blockAfter = within(form).getByRole('spinbutton', { name: 'Returned parcels before it is blocked' })
    const hours = within(form).getByRole('spinbutton', { name: 'Confirmation window (hours)' })
    expect(maxValue).toHaveValue(10000)
    expect(blockAfter).toHaveValue(2)
    expect(hours).toHaveValue(0)

    await user.clear(maxValue)
    await user.clear(blockAfter)
    await user.type(blockAfter, '3')
    await user.clear(hours)
    await user.type(hours, '1.5')
    await user.click(within(form).getByRole('button', { name: 'Save cash-on-delivery rules' }))

    expect(await screen.findByText('Cash-on-delivery rules saved')).toBeInTheDocument()
    expect(requestsTo('PUT', '/api/cod/settings').map((request) => request.body)).toEqual([
      { maxOrderValue: null, blockAfterReturns: 3, confirmationHours: 1.5 },
    ])
    expect(maxValue).toHaveValue(null)
  })

  it('refuses what the shared rules refuse, under each field, and sends nothing', async () => {
    const { user, requestsTo } = openTab()
    const form = await codForm()
    const maxValue = within(form).getByRole('spinbutton', { name: 'Largest order value (₹)' })
    const blockAfter = within(form).getByRole('spinbutton', { name: 'Returned parcels before it is blocked' })
    const hours = within(form).getByRole('spinbutton', { name: 'Confirmation window (hours)' })

    await user.clear(maxValue)
    await user.type(maxValue, '0')
    await user.clear(blockAfter)
    await user.type(blockAfter, '1.5')
    await user.clear(hours)
    await user.type(hours, '200')
    await user.click(within(form).getByRole('button', { name: 'Save cash-on-delivery rules' }))

    expect(await within(form).findByText('The largest order value must be more than ₹0')).toBeInTheDocument()
    expect(
      within(form).getByText('Please enter a whole number of parcels (0 never blocks)'),
    ).toBeInTheDocument()
    expect(within(form).getByText('At most 168 hours')).toBeInTheDocument()
    expect(maxValue).toHaveFocus()

    await user.clear(blockAfter)
    await user.click(within(form).getByRole('button', { name: 'Save cash-on-delivery rules' }))
    expect(
      await within(form).findByText('Please enter a whole number of parcels (0 never blocks)'),
    ).toBeInTheDocument()

    // Less than a paisa, or a third decimal, would be kept rounded: refused under the field.
    for (const [typed, message] of [
      ['0.001', 'The largest order value must be at least ₹0.01 (one paisa)'],
      ['100.005', 'The largest order value can have at most 2 decimals (whole paise)'],
    ] as const) {
      await user.clear(maxValue)
      await user.type(maxValue, typed)
      await user.click(within(form).getByRole('button', { name: 'Save cash-on-delivery rules' }))
      expect(await within(form).findByText(message)).toBeInTheDocument()
    }
    expect(requestsTo('PUT', '/api/cod/settings')).toHaveLength(0)
  })

  it('shows a refused field’s message under that field, and any other refusal above the button', async () => {
    const { user } = openTab({
      'PUT /api/cod/settings': [
        () =>
          jsonResponse(400, {
            success: false,
            message: 'Please enter the hours (0 for no confirmation)',
            field: 'confirmationHours',
          }),
        () => jsonResponse(503, { success: false, message: 'The database is not answering' }),
      ],
    })
    const form = await codForm()
    const save = within(form).getByRole('button', { name: 'Save cash-on-delivery rules' })
    const hours = within(form).getByRole('spinbutton', { name: 'Confirmation window (hours)' })

    await user.click(save)
    await waitFor(() =>
      expect(hours).toHaveAccessibleDescription(
        expect.stringMatching(/^Please enter the hours \(0 for no confirmation\)/),
      ),
    )
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument()

    await user.click(save)
    expect(await within(form).findByRole('alert')).toHaveTextContent('The database is not answering')
  })

  it('says when the rules cannot be loaded, and tries again', async () => {
    const { user } = openTab({
      'GET /api/cod/settings': [
        // A 4xx is not retried by the query client, so the message shows at once.
        () => jsonResponse(403, { success: false, message: 'Not authorized as an admin' }),
        () => jsonResponse(200, { maxOrderValue: null, blockAfterReturns: 0, confirmationHours: 0 }),
      ],
    })
    expect(await screen.findByText('Failed to load the cash-on-delivery rules')).toBeInTheDocument()
    await user.click(
      within(screen.getByRole('region', { name: 'Cash on delivery' })).getByRole('button', {
        name: 'Try again',
      }),
    )
    const form = await codForm()
    expect(within(form).getByRole('spinbutton', { name: 'Largest order value (₹)' })).toHaveValue(null)
  })
})

const shippingForm = () => screen.findByRole('form', { name: 'Shipping charges' })

describe('Settings tab: shipping charges', () => {
  it('shows the charges, nothing charged by default, and saves the three in rupees', async () => {
    const { user, requestsTo } = openTab()
    const form = await shippingForm()
    expect(screen.getByRole('heading', { name: 'Shipping charges', level: 2 })).toBeInTheDocument()
    const flatRate = within(form).getByRole('spinbutton', { name: 'Flat rate (₹)' })
    const freeOver = within(form).getByRole('spinbutton', { name: 'Free shipping from (₹)' })
    const codFee = within(form).getByRole('spinbutton', { name: 'Cash on delivery fee (₹)' })
    expect([flatRate, freeOver, codFee].map((input) => (input as HTMLInputElement).valueAsNumber)).toEqual([
      0, 500, 0,
    ])

    await user.clear(flatRate)
    await user.type(flatRate, '49.50')
    await user.clear(freeOver)
    await user.type(freeOver, '999')
    await user.clear(codFee)
    await user.type(codFee, '30')
    await user.click(within(form).getByRole('button', { name: 'Save shipping charges' }))

    expect(await screen.findByText('Shipping charges saved')).toBeInTheDocument()
    expect(requestsTo('PUT', '/api/shipping/settings').map((request) => request.body)).toEqual([
      { flatRate: 49.5, freeOver: 999, codFee: 30 },
    ])
  })

  it('refuses an empty, negative or sub-paisa amount under its field, and sends nothing', async () => {
    const { user, requestsTo } = openTab()
    const form = await shippingForm()
    const flatRate = within(form).getByRole('spinbutton', { name: 'Flat rate (₹)' })
    const freeOver = within(form).getByRole('spinbutton', { name: 'Free shipping from (₹)' })
    const codFee = within(form).getByRole('spinbutton', { name: 'Cash on delivery fee (₹)' })

    await user.clear(flatRate)
    await user.clear(freeOver)
    await user.type(freeOver, '-1')
    await user.clear(codFee)
    await user.type(codFee, '10.005')
    await user.click(within(form).getByRole('button', { name: 'Save shipping charges' }))

    expect(await within(form).findByText('The flat rate must be a number')).toBeInTheDocument()
    expect(within(form).getByText('The free shipping threshold cannot be negative')).toBeInTheDocument()
    expect(
      within(form).getByText('The cash on delivery fee can have at most 2 decimals (whole paise)'),
    ).toBeInTheDocument()
    expect(flatRate).toHaveFocus()
    expect(requestsTo('PUT', '/api/shipping/settings')).toHaveLength(0)
  })

  it('shows the server’s refusal under the field it names', async () => {
    const { user } = openTab({
      'PUT /api/shipping/settings': () =>
        jsonResponse(400, {
          success: false,
          message: 'The flat rate must be at most ₹1,00,00,000',
          field: 'flatRate',
        }),
    })
    const form = await shippingForm()
    await user.click(within(form).getByRole('button', { name: 'Save shipping charges' }))
    const flatRate = within(form).getByRole('spinbutton', { name: 'Flat rate (₹)' })
    await waitFor(() =>
      expect(flatRate).toHaveAccessibleDescription(expect.stringMatching(/^The flat rate must be at most/)),
    )
  })

  it('says when the charges cannot be loaded, and tries again', async () => {
    const { user } = openTab({
      'GET /api/shipping/settings': [
        () => jsonResponse(403, { success: false, message: 'Not authorized as an admin' }),
        () => jsonResponse(200, { flatRate: 40, freeOver: 0, codFee: 25 }),
      ],
    })
    expect(await screen.findByText('Failed to load the shipping charges')).toBeInTheDocument()
    await user.click(
      within(screen.getByRole('region', { name: 'Shipping charges' })).getByRole('button', {
        name: 'Try again',
      }),
    )
    const form = await shippingForm()
    expect(within(form).getByRole('spinbutton', { name: 'Flat rate (₹)' })).toHaveValue(40)
  })
})
