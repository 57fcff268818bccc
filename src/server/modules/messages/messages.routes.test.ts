import { expect, it } from 'vitest'
import { bearer, describeEachDatabase, signUp, signUpAdmin, uniqueEmail } from '../../test/test-app'

describeEachDatabase('contact and support messages', (context) => {
  it('keeps a contact message and lists it to admins', async () => {
    const email = uniqueEmail('visitor')
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/messages/contact',
      payload: { name: 'Meera', email, message: 'Do you ship to Guwahati?' },
    })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({ success: true, data: { kind: 'contact', name: 'Meera', email } })

    const admin = await signUpAdmin(context)
    const list = await context.app.inject({
      method: 'GET',
      url: '/api/messages',
      headers: bearer(admin.token),
    })
    expect(list.json().messages.map((message: { email: string }) => message.email)).toContain(email)
  })

  it.each([
    [{ email: 'a@example.com', message: 'hi' }, 'Name is required'],
    [{ name: 'A', email: 'nope', message: 'hi' }, 'Please enter a valid email address'],
    [{ name: 'A', email: 'a@example.com', message: '   ' }, 'Message is required'],
  ])('refuses a contact message %j with 400 "%s"', async (payload, message) => {
    const response = await context.app.inject({ method: 'POST', url: '/api/messages/contact', payload })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false, message })
  })

  it('keeps a support request from the signed-in account, and refuses anonymous ones', async () => {
    const user = await signUp(context.app, { name: 'Ravi' })
    const anonymous = await context.app.inject({
      method: 'POST',
      url: '/api/messages/support',
      payload: { subject: 'Order', message: 'Where is it?' },
    })
    expect(anonymous.statusCode).toBe(401)

    const response = await context.app.inject({
      method: 'POST',
      url: '/api/messages/support',
      headers: bearer(user.token),
      payload: { subject: 'Order', message: 'Where is it?' },
    })
    expect(response.statusCode).toBe(201)
    expect(response.json().data).toMatchObject({
      kind: 'support',
      name: 'Ravi',
      email: user.email,
      subject: 'Order',
      userId: user.id,
    })
  })

  it('keeps the message list to admins', async () => {
    const shopper = await signUp(context.app)
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/messages',
      headers: bearer(shopper.token),
    })
    expect(response.statusCode).toBe(403)
  })
})
