import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { AppProviders } from '../../../app/providers'
import { createTestQueryClient } from '../../../test/query-client'
import { homeAddress } from '../../../test/checkout-fixtures'
import { jsonResponse, mockApi } from '../../../test/mock-api'
import { AddressForm } from './address-form'

const shopper = { name: 'Asha Verma', email: 'asha@example.com' }

function renderForm(signedIn: typeof shopper | null = shopper) {
  const onAddressReady = vi.fn()
  render(
    <AppProviders queryClient={createTestQueryClient()}>
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

const bengaluru = { pincode: '560001', city: 'Bengaluru', district: 'Bengaluru Urban', state: 'Karnataka' }
const mumbai = { pincode: '400050', city: 'Mumbai', district: 'Mumbai Suburban', state: 'Maharashtra' }
const unknownPin = () => jsonResponse(404, { success: false, message: 'We could not find this PIN code' })
const unknownPinWarning =
  'We could not find this PIN code — please check it, or fill in the city and state yourself'

/** The polite status beside the PIN field: what the lookup found, or the warning. */
const pincodeNote = () => screen.getByRole('status')

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

  it.each(['----------', '0000000000', '1234567890'])(
    'refuses %j, ten characters that are no mobile number',
    async (phone) => {
      const { requestsTo } = mockApi({})
      const { user } = renderForm()

      await fillValidAddress(user)
      await user.clear(screen.getByLabelText('Phone Number'))
      await user.type(screen.getByLabelText('Phone Number'), phone)
      await user.click(screen.getByRole('button', { name: 'Save Address' }))

      expect(await screen.findByText('Enter a valid 10-digit phone number')).toBeInTheDocument()
      expect(requestsTo('POST', '/api/addresses')).toHaveLength(0)
    },
  )

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
      // Sent as its ten digits, as the server stores it.
      phone: '9876543210',
      country: 'India',
      addressLine1: '12 MG Road',
      addressLine2: null,
      city: 'Pune',
      state: 'Maharashtra',
      postalCode: '411001',
      gstin: null,
    })
  })

  it('saves a business buyer’s GSTIN in upper case, and refuses one of another state or with a wrong check character', async () => {
    const { requestsTo } = mockApi({ 'POST /api/addresses': () => jsonResponse(201, homeAddress) })
    const { user } = renderForm()
    await fillValidAddress(user)
    const gstin = screen.getByLabelText('GSTIN (for business purchases, optional)')

    await user.type(gstin, '29AAGCB7383J1Z4')
    await user.click(screen.getByRole('button', { name: 'Save Address' }))
    expect(
      await screen.findByText(
        'This GSTIN is registered in Karnataka (29), not Maharashtra (27): use a GSTIN of the address’s state',
      ),
    ).toBeInTheDocument()
    await user.clear(gstin)
    await user.type(gstin, '27AAPFU0939F1ZW')
    expect(
      await screen.findByText(
        'GSTIN must be 15 characters with a correct check character, e.g. 27AAPFU0939F1ZV',
      ),
    ).toBeInTheDocument()
    expect(requestsTo('POST', '/api/addresses')).toHaveLength(0)

    await user.clear(gstin)
    await user.type(gstin, '27aapfu0939f1zv')
    await user.click(screen.getByRole('button', { name: 'Save Address' }))
    await waitFor(() => expect(requestsTo('POST', '/api/addresses')).toHaveLength(1))
    expect(requestsTo('POST', '/api/addresses')[0]?.body).toMatchObject({ gstin: '27AAPFU0939F1ZV' })
  })

  it('uses the address for this order only when saving is turned off', async () => {
    const { requestsTo } = mockApi({})
    const { user, onAddressReady } = renderForm()

    await fillValidAddress(user)
    await user.click(screen.getByRole('checkbox', { name: 'Save this address for future use' }))
    await user.click(screen.getByRole('button', { name: 'Use This Address' }))

    expect(onAddressReady).toHaveBeenCalledWith({
      kind: 'one-time',
      address: expect.objectContaining({ addressLine1: '12 MG Road', country: 'India' }),
    })
    expect(requestsTo('POST', '/api/addresses')).toHaveLength(0)
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

  describe('PIN code lookup', () => {
    it('fills an empty city and state from a known PIN and says where it is', async () => {
      const { requestsTo } = mockApi({ 'GET /api/pincodes/560001': () => jsonResponse(200, bengaluru) })
      const { user } = renderForm()

      await user.type(screen.getByLabelText('Postal Code'), '560001')

      await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('Bengaluru'))
      expect(screen.getByLabelText('State')).toHaveValue('Karnataka')
      expect(pincodeNote()).toHaveTextContent('Bengaluru, Karnataka')
      expect(requestsTo('GET', '/api/pincodes/560001')).toHaveLength(1)
    })

    it('never overwrites what the shopper typed, and fills only the field left empty', async () => {
      mockApi({ 'GET /api/pincodes/560001': () => jsonResponse(200, bengaluru) })
      const { user } = renderForm()

      await user.type(screen.getByLabelText('City'), 'Bangalore')
      await user.type(screen.getByLabelText('Postal Code'), '560001')

      await waitFor(() => expect(screen.getByLabelText('State')).toHaveValue('Karnataka'))
      expect(screen.getByLabelText('City')).toHaveValue('Bangalore')
      expect(pincodeNote()).toHaveTextContent('Bengaluru, Karnataka')
    })

    it('replaces what an earlier lookup filled when the PIN changes, but not what the shopper changed since', async () => {
      mockApi({
        'GET /api/pincodes/560001': () => jsonResponse(200, bengaluru),
        'GET /api/pincodes/400050': () => jsonResponse(200, mumbai),
      })
      const { user } = renderForm()
      const postalCode = screen.getByLabelText('Postal Code')

      await user.type(postalCode, '560001')
      await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('Bengaluru'))
      await user.clear(screen.getByLabelText('City'))
      await user.type(screen.getByLabelText('City'), 'Bangalore Cantonment')
      await user.clear(postalCode)
      await user.type(postalCode, '400050')

      await waitFor(() => expect(screen.getByLabelText('State')).toHaveValue('Maharashtra'))
      expect(screen.getByLabelText('City')).toHaveValue('Bangalore Cantonment')
      expect(pincodeNote()).toHaveTextContent('Mumbai, Maharashtra')
    })

    it('spells the state as the form suggests it, whatever name the directory uses', async () => {
      mockApi({
        'GET /api/pincodes/751001': () =>
          jsonResponse(200, { pincode: '751001', city: 'Bhubaneswar', district: 'Khordha', state: 'Orissa' }),
      })
      const { user } = renderForm()

      await user.type(screen.getByLabelText('Postal Code'), '751001')

      await waitFor(() => expect(screen.getByLabelText('State')).toHaveValue('Odisha'))
      expect(pincodeNote()).toHaveTextContent('Bhubaneswar, Odisha')
    })

    it('warns gently about an unknown PIN, empties what an earlier lookup filled, and still submits', async () => {
      mockApi({
        'GET /api/pincodes/560001': () => jsonResponse(200, bengaluru),
        'GET /api/pincodes/999999': unknownPin,
      })
      const { user, onAddressReady } = renderForm()
      const postalCode = screen.getByLabelText('Postal Code')

      await user.type(postalCode, '560001')
      await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('Bengaluru'))
      await user.clear(postalCode)
      await user.type(postalCode, '999999')

      await waitFor(() => expect(pincodeNote()).toHaveTextContent(unknownPinWarning))
      expect(screen.getByLabelText('City')).toHaveValue('')
      expect(screen.getByLabelText('State')).toHaveValue('')
      expect(postalCode).not.toHaveAttribute('aria-invalid')

      await user.type(screen.getByLabelText('Phone Number'), '98765-43210')
      await user.type(screen.getByLabelText('Address Line 1'), '1 Aberdeen Bazaar')
      await user.type(screen.getByLabelText('City'), 'Port Blair')
      await user.type(screen.getByLabelText('State'), 'Andaman and Nicobar Islands')
      await user.click(screen.getByRole('checkbox', { name: 'Save this address for future use' }))
      await user.click(screen.getByRole('button', { name: 'Use This Address' }))

      expect(onAddressReady).toHaveBeenCalledWith({
        kind: 'one-time',
        address: expect.objectContaining({ city: 'Port Blair', postalCode: '999999' }),
      })
    })

    it('clears "City is required" once a lookup after a first submit fills the city', async () => {
      mockApi({ 'GET /api/pincodes/560001': () => jsonResponse(200, bengaluru) })
      const { user } = renderForm()

      await user.click(screen.getByRole('button', { name: 'Save Address' }))
      expect(await screen.findByText('City is required')).toBeInTheDocument()
      await user.type(screen.getByLabelText('Postal Code'), '560001')

      await waitFor(() => expect(screen.queryByText('City is required')).not.toBeInTheDocument())
      expect(screen.queryByText('State is required')).not.toBeInTheDocument()
    })

    it('asks nothing until the PIN is six digits that do not start with 0', async () => {
      const { fetchMock } = mockApi({})
      const { user } = renderForm()
      const postalCode = screen.getByLabelText('Postal Code')

      await user.type(postalCode, '56000')
      await user.clear(postalCode)
      await user.type(postalCode, '012345')

      expect(fetchMock).not.toHaveBeenCalled()
      expect(pincodeNote()).toBeEmptyDOMElement()
    })
  })
})
