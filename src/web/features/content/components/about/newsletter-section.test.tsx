import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse, mockApi } from '../../../../test/mock-api'
import { renderApp } from '../../../../test/render-app'

function renderAbout(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi(routes)
  const app = renderApp('/about')
  const newsletter = () => screen.getByRole('region', { name: 'Join Our Anime Community' })
  const emailField = () => within(newsletter()).getByRole('textbox', { name: 'Email address' })
  const join = async (email: string) => {
    await app.user.type(emailField(), email)
    await app.user.click(within(newsletter()).getByRole('button', { name: 'Join Now' }))
  }
  const openUnsubscribe = () =>
    app.user.click(within(newsletter()).getByRole('button', { name: 'Unsubscribe' }))
  return { ...api, ...app, newsletter, emailField, join, openUnsubscribe }
}

describe('About page newsletter', () => {
  it('hints at a badly formed address and sends nothing', async () => {
    const { join, requestsTo } = renderAbout()

    await join('asha@example')

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument()
    expect(requestsTo('POST', '/api/newsletter/subscribe')).toHaveLength(0)
  })

  it('subscribes, confirms in a modal and empties the form', async () => {
    const { join, requestsTo, emailField, user, newsletter } = renderAbout({
      'POST /api/newsletter/subscribe': () =>
        jsonResponse(201, {
          success: true,
          alreadySubscribed: false,
          message: 'Thank you for subscribing to our newsletter!',
        }),
    })

    await join('Asha@Example.com')

    const dialog = await screen.findByRole('dialog', { name: 'Thank You for Subscribing!' })
    expect(requestsTo('POST', '/api/newsletter/subscribe')[0]?.body).toEqual({ email: 'asha@example.com' })
    expect(emailField()).toHaveValue('')
    await user.click(within(dialog).getByRole('button', { name: 'Awesome!' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(within(newsletter()).getByRole('button', { name: 'Join Now' })).toHaveFocus()
  })

  it('says "Already Subscribed" for an address already on the list', async () => {
    const { join, emailField } = renderAbout({
      'POST /api/newsletter/subscribe': () =>
        jsonResponse(200, {
          success: true,
          alreadySubscribed: true,
          message: 'This email is already subscribed to our newsletter',
        }),
    })

    await join('asha@example.com')

    const dialog = await screen.findByRole('dialog', { name: 'Already Subscribed' })
    expect(dialog).toHaveTextContent('This email is already subscribed to our newsletter')
    expect(emailField()).toHaveValue('')
  })

  it('keeps the address and shows the error when the server refuses', async () => {
    const { join, emailField } = renderAbout({
      'POST /api/newsletter/subscribe': () =>
        jsonResponse(429, { success: false, message: 'Too many requests, please try again later.' }),
    })

    await join('asha@example.com')

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, please try again later.')
    expect(emailField()).toHaveValue('asha@example.com')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('asks for an address before unsubscribing', async () => {
    const { openUnsubscribe, user, requestsTo } = renderAbout()
    await openUnsubscribe()
    const dialog = screen.getByRole('dialog', { name: 'Unsubscribe from Newsletter' })

    await user.click(within(dialog).getByRole('button', { name: 'Unsubscribe' }))

    expect(within(dialog).getByText('Please enter your email address')).toBeInTheDocument()
    expect(requestsTo('POST', '/api/newsletter/unsubscribe')).toHaveLength(0)
  })

  it('processes for a second, then says an unknown address is not on the list', async () => {
    const { openUnsubscribe, user, requestsTo } = renderAbout({
      'POST /api/newsletter/unsubscribe': () =>
        jsonResponse(404, { success: false, message: 'Email not found in our subscription list' }),
    })
    await openUnsubscribe()
    const dialog = screen.getByRole('dialog', { name: 'Unsubscribe from Newsletter' })
    await user.type(within(dialog).getByLabelText('Email address'), 'nobody@example.com')
    await user.click(within(dialog).getByRole('button', { name: 'Unsubscribe' }))

    expect(within(dialog).getByRole('button', { name: 'Processing...' })).toBeInTheDocument()
    expect(requestsTo('POST', '/api/newsletter/unsubscribe')).toHaveLength(0)

    const errorView = await screen.findByRole('dialog', { name: 'Unsubscribe Failed' })
    expect(within(errorView).getByRole('alert')).toHaveTextContent('Email not found in our subscription list')
    expect(requestsTo('POST', '/api/newsletter/unsubscribe')[0]?.body).toEqual({
      email: 'nobody@example.com',
    })
  })

  it('gives the general message for any other failure, and closing resets the modal', async () => {
    const { openUnsubscribe, user } = renderAbout({
      'POST /api/newsletter/unsubscribe': () =>
        jsonResponse(500, { success: false, message: 'Internal Server Error' }),
    })
    await openUnsubscribe()
    let dialog = screen.getByRole('dialog', { name: 'Unsubscribe from Newsletter' })
    await user.type(within(dialog).getByLabelText('Email address'), 'asha@example.com')
    await user.click(within(dialog).getByRole('button', { name: 'Unsubscribe' }))

    const errorView = await screen.findByRole('dialog', { name: 'Unsubscribe Failed' })
    expect(within(errorView).getByRole('alert')).toHaveTextContent('An error occurred. Please try again.')
    await user.click(within(errorView).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await openUnsubscribe()
    dialog = screen.getByRole('dialog', { name: 'Unsubscribe from Newsletter' })
    expect(within(dialog).getByLabelText('Email address')).toHaveValue('')
  })

  it('confirms a successful unsubscribe and closes on Escape', async () => {
    const { openUnsubscribe, user } = renderAbout({
      'POST /api/newsletter/unsubscribe': () =>
        jsonResponse(200, { success: true, message: 'You have been unsubscribed from our newsletter.' }),
    })
    await openUnsubscribe()
    const dialog = screen.getByRole('dialog', { name: 'Unsubscribe from Newsletter' })
    expect(within(dialog).getByLabelText('Email address')).toHaveFocus()
    await user.type(within(dialog).getByLabelText('Email address'), 'asha@example.com{Enter}')

    const done = await screen.findByRole('dialog', { name: 'Unsubscribed Successfully' })
    expect(done).toHaveTextContent('You have been unsubscribed from our newsletter.')

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toHaveFocus()
  })
})
