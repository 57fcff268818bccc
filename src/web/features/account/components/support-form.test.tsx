import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { shopper, storeSignedInUser } from '../../../test/fixtures'
import { jsonResponse, mockApi, type ApiHandler } from '../../../test/mock-api'
import { renderApp } from '../../../test/render-app'

const SENT = "Your message has been sent! We'll get back to you soon."

function openSupportTab(supportHandler: ApiHandler) {
  storeSignedInUser(shopper)
  const api = mockApi({
    'GET /api/users/profile': () => jsonResponse(200, { success: true, user: shopper }),
    'POST /api/messages/support': supportHandler,
  })
  renderApp('/profile')
  return api
}

const subjectField = () => screen.getByLabelText('Subject')
const messageField = () => screen.getByLabelText('Your Message')
const sendButton = () => screen.getByRole('button', { name: 'Send Message' })

describe('support form', () => {
  it('keeps Send Message disabled until both subject and message have more than spaces', async () => {
    openSupportTab(() => jsonResponse(201, { success: true }))
    const user = userEvent.setup()
    await user.click(await screen.findByRole('tab', { name: 'Support' }))

    expect(sendButton()).toBeDisabled()
    await user.type(subjectField(), '   ')
    await user.type(messageField(), 'Where is my order?')
    expect(sendButton()).toBeDisabled()
    await user.clear(subjectField())
    await user.type(subjectField(), 'Delivery')
    expect(sendButton()).toBeEnabled()
    await user.clear(messageField())
    await user.type(messageField(), '  \n ')
    expect(sendButton()).toBeDisabled()
  })

  it('sends the request, waits at least a second, shows the success message for 5 seconds and clears the form', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { requestsTo } = openSupportTab(() => jsonResponse(201, { success: true, message: SENT }))
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    await user.click(await screen.findByRole('tab', { name: 'Support' }))

    await user.type(subjectField(), '  Missing keychain ')
    await user.type(messageField(), 'My order arrived without the Luffy keychain.')
    await user.click(sendButton())

    expect(sendButton()).toBeDisabled()
    await vi.waitFor(() => expect(requestsTo('POST', '/api/messages/support')).toHaveLength(1))
    expect(requestsTo('POST', '/api/messages/support')[0]?.body).toEqual({
      subject: 'Missing keychain',
      message: 'My order arrived without the Luffy keychain.',
    })
    expect(screen.queryByText(SENT)).not.toBeInTheDocument()

    await act(() => vi.advanceTimersByTimeAsync(1_000))
    expect(screen.getByText(SENT)).toBeInTheDocument()
    expect(subjectField()).toHaveValue('')
    expect(messageField()).toHaveValue('')
    expect(sendButton()).toBeDisabled()

    act(() => vi.advanceTimersByTime(5_000))
    expect(screen.queryByText(SENT)).not.toBeInTheDocument()
  })

  it("shows the server's message when sending fails and keeps what was written", async () => {
    openSupportTab(() =>
      jsonResponse(429, { success: false, message: 'Too many requests, please try again later.' }),
    )
    const user = userEvent.setup()
    await user.click(await screen.findByRole('tab', { name: 'Support' }))

    await user.type(subjectField(), 'Refund')
    await user.type(messageField(), 'Please refund my cancelled order.')
    await user.click(sendButton())

    // The one-second minimum send applies to failures too.
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, please try again later.')
    expect(subjectField()).toHaveValue('Refund')
    expect(sendButton()).toBeEnabled()
    expect(screen.queryByText(SENT)).not.toBeInTheDocument()
  })
})
