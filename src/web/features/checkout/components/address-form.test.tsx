import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { AppProviders } from '../../../app/providers'
import { createQueryClient } from '../../../app/query-client'
import { homeAddress } from '../../../test/checkout-fixtures'
import { jsonResponse, mockApi } from '../../../test/mock-api'
import { AddressForm } from './address-form'

const shopper = { name: 'Asha Verma', email: 'asha@example.com' }

function renderForm(signedIn: typeof shopper | null = shopper) {
  const onAddressReady = vi.fn()
  render(
    <AppProviders queryClient={createQueryClient()}>
      <AddressForm shopper={signedIn} onAddressReady={onAddressReady} />
    </AppProviders>,
  )
  return { user: userEvent.setup(), onAddressReady }
}

async function fillValidAddress(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Phone Number'), '98765-43210')
  await user.type(screen.getByLabelText('Address Line 1'), '12 MG Road')
  await user.type(screen.getByLabelText('City'), 'Pune')
  await user.type(screen.getByLabelText('State'), 'Maharashtra')
  await user.type(screen.getByLabelText('Postal Code'), '411001')
}

const toasts = () => screen.getByRole('region', { name: /notifications/i })

describe('address form', () => {
  it('pre-fills name and e-mail, fixes the country to India and offers saving, on by default', () => {
    renderForm()

    expect(screen.getByLabelText('Full Name')).toHaveValue('Asha Verma')
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com')
    expect(screen.getByLabelText('Country')).toHaveValue('India')
    expect(screen.getByLabelText('Country')).toBeDisabled()
    expect(screen.getByRole('checkbox', { name: 'Save this address for future use' })).toBeChecked()
  })

  it('names every missing field with the required message, without calling the server', async () => {
    const { fetchMock } = mockApi({})
    const { user, onAddressReady } = renderForm()

    await user.clear(screen.getByLabelText('Full Name'))
    await user.clear(screen.getByLabelText('Email'))
    await user.click(screen.getByRole('button', { name: 'Save Address' }))

    for (const message of [
      'Full name is required',
      'Email is required',
      'Phone number is required',
      'Address is required',
      'City is required',
      'State is required',
      'Postal code is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument()
    }
    expect(screen.getByLabelText('Full Name')).toHaveAccessibleDescription('Full name is required')
    expect(fetchMock).not.toHaveBeenCalled()
    expect(onAddressReady).not.toHaveBeenCalled()
  })

  it('refuses a malformed e-mail, phone number and postal code', async () => {
    mockApi({})
    const { user } = renderForm()

    await fillValidAddress(user)
    await user.clear(screen.getByLabelText('Email'))
    await user.type(screen.getByLabelText('Email'), 'asha@')
    await user.clear(screen.getByLabelText('Phone Number'))
    await user.type(screen.getByLabelText('Phone Number'), '98765')
    await user.clear(screen.getByLabelText('Postal Code'))
    await user.type(screen.getByLabelText('Postal Code'), '4110A1')
    await user.click(screen.getByRole('button', { name: 'Save Address' }))

    expect(await screen.findByText('Invalid email address')).toBeInTheDocument()
    expect(screen.getByText('Enter a valid 10-digit phone number')).toBeInTheDocument()
    expect(screen.getByText('Invalid postal code')).toBeInTheDocument()
  })

  it('saves the address, says so and hands the saved address on', async () => {
    const { requestsTo } = mockApi({ 'POST /api/addresses': () => jsonResponse(201, homeAddress) })
    const { user, onAddressReady } = renderForm()

    await fillValidAddress(user)
    await user.click(screen.getByRole('button', { name: 'Save Address' }))

    expect(await within(toasts()).findByText('Address saved successfully')).toBeInTheDocument()
    expect(onAddressReady).toHaveBeenCalledWith({ kind: 'saved', address: homeAddress })
    expect(requestsTo('POST', '/api/addresses')[0]?.body).toEqual({
      fullName: 'Asha Verma',
      email: 'asha@example.com',
      phone: '98765-43210',
      country: 'India',
      addressLine1: '12 MG Road',
      addressLine2: null,
      city: 'Pune',
      state: 'Maharashtra',
      postalCode: '411001',
    })
  })

  it('uses the address for this order only when saving is turned off', async () => {
    const { fetchMock } = mockApi({})
    const { user, onAddressReady } = renderForm()

    await fillValidAddress(user)
    await user.click(screen.getByRole('checkbox', { name: 'Save this address for future use' }))
    await user.click(screen.getByRole('button', { name: 'Use This Address' }))

    expect(onAddressReady).toHaveBeenCalledWith({
      kind: 'one-time',
      address: expect.objectContaining({ addressLine1: '12 MG Road', country: 'India' }),
    })
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('says when the address could not be saved, inline and in a toast', async () => {
    mockApi({
      'POST /api/addresses': () => jsonResponse(400, { success: false, message: 'At most 20 addresses' }),
    })
    const { user, onAddressReady } = renderForm()

    await fillValidAddress(user)
    await user.click(screen.getByRole('button', { name: 'Save Address' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save address. Please try again.')
    expect(within(toasts()).getByText('Failed to save address')).toBeInTheDocument()
    expect(onAddressReady).not.toHaveBeenCalled()
  })

  it('offers no saving to a visitor who is not signed in', () => {
    renderForm(null)

    expect(
      screen.queryByRole('checkbox', { name: 'Save this address for future use' }),
    ).not.toBeInTheDocument()
    expect(screen.getByLabelText('Full Name')).toHaveValue('')
  })
})
