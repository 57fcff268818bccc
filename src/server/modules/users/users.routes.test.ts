import { expect, it } from 'vitest'
import { bearer, describeEachDatabase, signUp, uniqueEmail } from '../../test/test-app'
import { ensureAdminAccount, findUserByEmail } from './users.service'

describeEachDatabase('profile', (context) => {
  const getProfile = (token?: string) =>
    context.app.inject({ method: 'GET', url: '/api/users/profile', headers: token ? bearer(token) : {} })
  const putProfile = (token: string, payload: object) =>
    context.app.inject({ method: 'PUT', url: '/api/users/profile', headers: bearer(token), payload })

  it('answers the signed-in user', async () => {
    const user = await signUp(context.app, { name: 'Kiran' })
    const response = await getProfile(user.token)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ success: true, user: { _id: user.id, name: 'Kiran', email: user.email } })
    expect(response.json().user).not.toHaveProperty('password_hash')
  })

  it('answers 401 without a token', async () => {
    const response = await getProfile()
    expect(response.statusCode).toBe(401)
    expect(response.json()).toMatchObject({ success: false, message: expect.any(String) })
  })

  it('changes the name and a free e-mail', async () => {
    const user = await signUp(context.app)
    const email = uniqueEmail('renamed')
    const response = await putProfile(user.token, { name: 'New Name', email })
    expect(response.statusCode).toBe(200)
    expect(response.json().user).toMatchObject({ name: 'New Name', email })
    expect((await findUserByEmail(context.database.db, email))?.id).toBe(user.id)
  })

  it('never changes the role, whatever the body says', async () => {
    const user = await signUp(context.app)
    const response = await putProfile(user.token, { name: 'Sneaky', role: 'admin', isActive: false, _id: 'x' })
    expect(response.statusCode).toBe(200)
    expect(response.json().user).toMatchObject({ name: 'Sneaky', role: 'user', isActive: true, _id: user.id })
    const stored = await findUserByEmail(context.database.db, user.email)
    expect(stored?.role).toBe('user')
  })

  it('refuses an e-mail that belongs to someone else with 409', async () => {
    const owner = await signUp(context.app)
    const user = await signUp(context.app)
    const response = await putProfile(user.token, { email: owner.email })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ success: false, message: 'This email is already used by another account' })
  })

  it('refuses an invalid e-mail and an empty update with 400', async () => {
    const user = await signUp(context.app)
    expect((await putProfile(user.token, { email: 'nope' })).json()).toMatchObject({ message: 'Invalid email address' })
    expect((await putProfile(user.token, {})).statusCode).toBe(400)
  })
})

describeEachDatabase('admin bootstrap', (context) => {
  it('creates the admin account from ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    const email = uniqueEmail('owner')
    await ensureAdminAccount(context.database.db, { email, password: 'owner-password-1' })
    const login = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'owner-password-1' },
    })
    expect(login.statusCode).toBe(200)
    expect(login.json().user.role).toBe('admin')
  })

  it('promotes and re-activates an existing account, and doing it again changes nothing', async () => {
    const user = await signUp(context.app)
    await context.database.db.updateTable('users').set({ is_active: 0 }).where('id', '=', user.id).execute()
    await ensureAdminAccount(context.database.db, { email: user.email, password: 'ignored-password' })
    await ensureAdminAccount(context.database.db, { email: user.email, password: 'ignored-password' })
    const stored = await findUserByEmail(context.database.db, user.email)
    expect(stored).toMatchObject({ role: 'admin', is_active: 1 })
    const count = await context.database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('email', '=', user.email)
      .executeTakeFirstOrThrow()
    expect(Number(count.count)).toBe(1)
  })
})
