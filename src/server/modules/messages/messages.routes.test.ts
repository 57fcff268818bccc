import { expect, it } from 'vitest'
import {
  bearer,
  describeEachDatabase,
  signUp,
  signUpAdmin,
  uniqueEmail,
  type TestApp,
} from '../../test/test-app'

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

describeEachDatabase('admin message inbox', (context: TestApp) => {
  const contact = async (name: string, message: string, email = uniqueEmail('visitor')) => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/messages/contact',
      payload: { name, email, message },
    })
    return response.json().data as { _id: string; email: string }
  }
  const list = (token: string, query = '') =>
    context.app.inject({ method: 'GET', url: `/api/messages${query}`, headers: bearer(token) })
  const mark = (token: string | undefined, id: string, payload: object) =>
    context.app.inject({
      method: 'PATCH',
      url: `/api/messages/${id}`,
      headers: token ? bearer(token) : {},
      payload,
    })
  const idsOf = (response: { json: () => { messages: { _id: string }[] } }) =>
    response.json().messages.map((message) => message._id)

  it('lists newest first with paging, and stored messages start unhandled', async () => {
    const admin = await signUpAdmin(context)
    const first = await contact('Asha', 'First question')
    // Two messages in the same millisecond would tie on time; the first is made visibly older.
    await context.database.db
      .updateTable('messages')
      .set({ created_at: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', first._id)
      .execute()
    const second = await contact('Bala', 'Second question')
    const page = await list(admin.token, '?limit=1')
    expect(page.statusCode).toBe(200)
    expect(page.json()).toMatchObject({ success: true, currentPage: 1, total: expect.any(Number) })
    expect(page.json().totalPages).toBe(page.json().total)
    expect(idsOf(page)).toEqual([second._id])
    expect(idsOf(await list(admin.token, `?limit=1&page=${page.json().total}`))).toEqual([first._id])
    expect(page.json().messages[0]).toMatchObject({ handledAt: null, isHandled: false })
  })

  it('searches name, e-mail, subject and message ignoring case, and filters by kind', async () => {
    const admin = await signUpAdmin(context)
    const byName = await contact('Quorra Unusualname', 'hello')
    const byEmail = await contact('Someone', 'hello', `xylophonist.${Date.now()}@example.com`)
    const byText = await contact('Someone', 'Is the WOMBATFIGURE back?')
    const shopper = await signUp(context.app, { name: 'Support Person' })
    const support = (
      await context.app.inject({
        method: 'POST',
        url: '/api/messages/support',
        headers: bearer(shopper.token),
        payload: { subject: 'Parcel ZEPHYRCASE', message: 'Where is it?' },
      })
    ).json().data as { _id: string }

    expect(idsOf(await list(admin.token, '?search=unusualNAME'))).toEqual([byName._id])
    expect(idsOf(await list(admin.token, '?search=XYLOPHONIST'))).toEqual([byEmail._id])
    expect(idsOf(await list(admin.token, '?search=wombatfigure'))).toEqual([byText._id])
    expect(idsOf(await list(admin.token, '?search=zephyrcase'))).toEqual([support._id])
    expect(idsOf(await list(admin.token, '?search=zephyrcase&kind=contact'))).toEqual([])
    const supportOnly = (await list(admin.token, '?kind=support&limit=100')).json()
    expect(supportOnly.messages.every((message: { kind: string }) => message.kind === 'support')).toBe(true)
  })

  it('marks a message handled and back, counting what still waits whatever the filter', async () => {
    const admin = await signUpAdmin(context)
    const message = await contact('Chitra', 'Please call me back')
    const before = (await list(admin.token)).json().unhandled as number

    const handled = await mark(admin.token, message._id, { handled: true })
    expect(handled.statusCode).toBe(200)
    expect(handled.json()).toMatchObject({
      _id: message._id,
      isHandled: true,
      kind: 'contact',
      name: 'Chitra',
    })
    const handledAt = handled.json().handledAt as string
    expect(handledAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect((await mark(admin.token, message._id, { handled: true })).json().handledAt).toBe(handledAt)

    const filtered = (await list(admin.token, '?handled=true&kind=support')).json()
    expect(filtered.unhandled).toBe(before - 1)
    expect(idsOf(await list(admin.token, '?handled=true&search=chitra'))).toEqual([message._id])
    expect(idsOf(await list(admin.token, '?handled=false&search=chitra'))).toEqual([])

    const reopened = await mark(admin.token, message._id, { handled: false })
    expect(reopened.json()).toMatchObject({ handledAt: null, isHandled: false })
    expect((await list(admin.token)).json().unhandled).toBe(before)
  })

  it('answers 404 for an unknown message and 400 for a bad body or filter', async () => {
    const admin = await signUpAdmin(context)
    const message = await contact('Dev', 'Hi')
    const unknown = await mark(admin.token, 'f'.repeat(24), { handled: true })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ success: false, message: 'Message not found' })
    expect((await mark(admin.token, message._id, { handled: 'yes' })).statusCode).toBe(400)
    expect((await mark(admin.token, message._id, {})).statusCode).toBe(400)
    expect((await list(admin.token, '?kind=letter')).statusCode).toBe(400)
    expect((await list(admin.token, '?handled=maybe')).statusCode).toBe(400)
    expect((await list(admin.token, '?page=0')).statusCode).toBe(400)
  })

  it('keeps the inbox to admins: 401 signed out, 403 for a shopper', async () => {
    const shopper = await signUp(context.app)
    const message = await contact('Esha', 'Hi')
    expect((await context.app.inject({ method: 'GET', url: '/api/messages' })).statusCode).toBe(401)
    expect((await list(shopper.token)).statusCode).toBe(403)
    expect((await mark(undefined, message._id, { handled: true })).statusCode).toBe(401)
    expect((await mark(shopper.token, message._id, { handled: true })).statusCode).toBe(403)
  })
})
