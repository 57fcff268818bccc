import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse, mockApi } from '../../../../test/mock-api'
import { renderApp } from '../../../../test/render-app'

function renderContact(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi(routes)
  const app = renderApp('/contact')
  const form = () => screen.getByRole('region', { name: 'Send a Message' })
  const field = (label: string) => within(form()).getByLabelText(label)
  const send = () => app.user.click(within(form()).getByRole('button', { name: 'Send Message' }))
  return { ...api, ...app, form, field, send }
}

describe('contact form', () => {
  it('requires a name, an email and a message', async () => {
    const { send, form, requestsTo } = renderContact()

    await send()

    expect(await within(form()).findByText('Name is required')).toBeInTheDocument()
    expect(within(form()).getByText('Email is required')).toBeInTheDocument()
    expect(within(form()).getByText('Message is required')).toBeInTheDocument()
    expect(requestsTo('POST', '/api/messages/contact')).toHaveLength(0)
  })

  it('refuses a badly formed email and blank text', async () => {
    const { send, field, user, form } = renderContact()
    await user.type(field('Name'), '   ')
    await user.type(field('Email'), 'asha@')
    await user.type(field('Message'), 'Is the Gojo figure coming back?')

    await send()

    expect(await within(form()).findByText('Please enter a valid email address')).toBeInTheDocument()
    expect(within(form()).getByText('Name is required')).toBeInTheDocument()
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true')
  })

  it('shows "Sending...", stores the message, then thanks and empties the form', async () => {
    const { send, field, user, requestsTo } = renderContact({
      'POST /api/messages/contact': () =>
        jsonResponse(201, { success: true, message: 'Message sent successfully!' }),
    })
    await user.type(field('Name'), 'Asha Verma')
    await user.type(field('Email'), 'asha@example.com')
    await user.type(field('Message'), 'Is the Gojo figure coming back?')

    await send()

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled()
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument()
    expect(requestsTo('POST', '/api/messages/contact')[0]?.body).toEqual({
      name: 'Asha Verma',
      email: 'asha@example.com',
      message: 'Is the Gojo figure coming back?',
    })
    expect(field('Name')).toHaveValue('')
    expect(field('Email')).toHaveValue('')
    expect(field('Message')).toHaveValue('')
  })

  it('keeps what was typed and says why when the message cannot be sent', async () => {
    const { send, field, user, form } = renderContact({
      'POST /api/messages/contact': () =>
        jsonResponse(429, { success: false, message: 'Too many requests, please try again later.' }),
    })
    await user.type(field('Name'), 'Asha Verma')
    await user.type(field('Email'), 'asha@example.com')
    await user.type(field('Message'), 'Hello!')

    await send()

    expect(await within(form()).findByRole('alert')).toHaveTextContent('Too many requests')
    expect(field('Message')).toHaveValue('Hello!')
  })
})
