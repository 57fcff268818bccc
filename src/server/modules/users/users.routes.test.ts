import { expect, it } from 'vitest'
import { WRONG_CURRENT_PASSWORD_MESSAGE } from '@common/schemas/auth'
import { sampleAddress } from '../../test/fixtures'
import {
  bearer,
  cookieValue,
  describeEachDatabase,
  signUp,
  signUpAdmin,
  signUpStaff,
  uniqueEmail,
} from '../../test/test-app'
import { listAuditEntries } from '../audit/audit.service'
import { findUserByEmail } from './user-accounts'
import { adminUpdateUser, LAST_ADMIN_MESSAGE } from './user-administration'
import { ensureAdminAccount } from '../auth/accounts'
import { revokeAllSessionsOf } from '../auth/refresh-sessions'

describeEachDatabase('profile', (context) => {
  const getProfile = (token?: string) =>
    context.app.inject({ method: 'GET', url: '/api/users/profile', headers: token ? bearer(token) : {} })
  const putProfile = (token: string, payload: object) =>
    context.app.inject({ method: 'PUT', url: '/api/users/profile', headers: bearer(token), payload })

  it('answers the signed-in user', async () => {
    const user = await signUp(context.app, { name: 'Kiran' })
    const response = await getProfile(user.token)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      success: true,
      user: { _id: user.id, name: 'Kiran', email: user.email },
    })
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
    const response = await putProfile(user.token, {
      name: 'Sneaky',
      role: 'admin',
      isActive: false,
      _id: 'x',
    })
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
    expect(response.json()).toEqual({
      success: false,
      message: 'This email is already used by another account',
    })
  })

  it('refuses an invalid e-mail and an empty update with 400', async () => {
    const user = await signUp(context.app)
    expect((await putProfile(user.token, { email: 'nope' })).json()).toMatchObject({
      message: 'Invalid email address',
    })
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

  it('promotes a staff member, on record as the command line, once', async () => {
    const staff = await signUpStaff(context)
    await ensureAdminAccount(context.database.db, { email: staff.email, password: 'ignored-password' })
    await ensureAdminAccount(context.database.db, { email: staff.email, password: 'ignored-password' })
    expect((await findUserByEmail(context.database.db, staff.email))?.role).toBe('admin')
    const { entries } = await listAuditEntries(context.database.db, { entity: 'user', entityId: staff.id })
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'user.update',
        actor: null,
        userAgent: 'command line',
        before: { role: 'staff' },
        after: { role: 'admin' },
      }),
    ])
  })
})

describeEachDatabase('admin user management', (context) => {
  const call = (method: 'GET' | 'PUT', url: string, token: string, payload?: object) =>
    context.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) })
  const logIn = async (user: { email: string; password: string }): Promise<string> => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    })
    return response.json().token
  }

  it('lists and searches users for admins only, with counts', async () => {
    const admin = await signUpAdmin(context)
    const shopper = await signUp(context.app, { name: 'Zoravar Findable' })
    const list = await call('GET', '/api/users?limit=1', admin.token)
    expect(list.json()).toMatchObject({
      success: true,
      totalUsers: expect.any(Number),
      total: expect.any(Number),
      currentPage: 1,
    })
    expect(list.json().users).toHaveLength(1)
    const search = await call('GET', '/api/users?search=zoravar', admin.token)
    expect(search.json().users.map((user: { _id: string }) => user._id)).toEqual([shopper.id])
    expect((await call('GET', '/api/users', shopper.token)).statusCode).toBe(403)
  })

  it('reads one user, and answers 404 for an unknown id', async () => {
    const admin = await signUpAdmin(context)
    const shopper = await signUp(context.app)
    expect((await call('GET', `/api/users/${shopper.id}`, admin.token)).json()).toMatchObject({
      _id: shopper.id,
      isActive: true,
    })
    expect((await call('GET', `/api/users/${'0'.repeat(24)}`, admin.token)).statusCode).toBe(404)
  })

  it('deactivates a user, ending their sessions at once, and activates them again', async () => {
    const admin = await signUpAdmin(context)
    const shopper = await signUp(context.app)
    const deactivated = await call('PUT', `/api/users/${shopper.id}`, admin.token, { isActive: false })
    expect(deactivated.json()).toMatchObject({ _id: shopper.id, isActive: false })
    const refresh = await context.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      cookies: { refreshToken: shopper.refreshCookie },
    })
    expect(refresh.statusCode).toBe(401)
    expect((await call('GET', '/api/users/profile', shopper.token)).statusCode).toBe(401)

    await call('PUT', `/api/users/${shopper.id}`, admin.token, { isActive: true })
    const login = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: shopper.email, password: shopper.password },
    })
    expect(login.statusCode).toBe(200)
  })

  it('promotes and demotes, but never lets admins lock themselves out', async () => {
    const admin = await signUpAdmin(context)
    const shopper = await signUp(context.app)
    expect((await call('PUT', `/api/users/${shopper.id}`, admin.token, { role: 'admin' })).json().role).toBe(
      'admin',
    )
    // A role change ends the account's sessions: the old token stops, a new sign-in has the new rights.
    expect((await call('GET', '/api/users', shopper.token)).statusCode).toBe(401)
    const promoted = await logIn(shopper)
    expect((await call('GET', '/api/users', promoted)).statusCode).toBe(200)
    expect((await call('PUT', `/api/users/${shopper.id}`, admin.token, { role: 'user' })).json().role).toBe(
      'user',
    )
    expect((await call('GET', '/api/users', promoted)).statusCode).toBe(401)
    const demoted = await logIn(shopper)

    const selfDemotion = await call('PUT', `/api/users/${admin.id}`, admin.token, { role: 'user' })
    expect(selfDemotion.statusCode).toBe(400)
    expect(selfDemotion.json().message).toBe('You cannot deactivate or demote your own account')
    expect((await call('PUT', `/api/users/${shopper.id}`, admin.token, { role: 'owner' })).statusCode).toBe(
      400,
    )
    expect((await call('PUT', `/api/users/${shopper.id}`, admin.token, {})).statusCode).toBe(400)
    expect((await call('PUT', `/api/users/${admin.id}`, demoted, { isActive: false })).statusCode).toBe(403)
  })
})

describeEachDatabase('roles: user, staff and admin', (context) => {
  const call = (method: 'GET' | 'PUT', url: string, token: string, payload?: object) =>
    context.app.inject({
      method,
      url,
      headers: { ...bearer(token), 'user-agent': 'users-test' },
      ...(payload ? { payload } : {}),
    })
  const logIn = async (user: { email: string; password: string }): Promise<string> => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    })
    expect(response.statusCode).toBe(200)
    return response.json().token
  }
  // Sign-ins to the admin area are on record too (user.sign-in); these tests read the changes.
  const entriesOf = async (userId: string) =>
    (await listAuditEntries(context.database.db, { entity: 'user', entityId: userId, action: 'user.update' }))
      .entries

  it('sets user → staff → admin → user, each change ending the sessions and writing its audit entry', async () => {
    const admin = await signUpAdmin(context)
    const person = await signUp(context.app)
    const setRole = async (role: string) => {
      const response = await call('PUT', `/api/users/${person.id}`, admin.token, { role })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({ _id: person.id, role, isActive: true })
    }

    await setRole('staff')
    expect((await call('GET', '/api/orders', person.token)).statusCode).toBe(401)
    const asStaff = await logIn(person)
    expect((await call('GET', '/api/orders', asStaff)).statusCode).toBe(200)
    expect((await call('GET', '/api/messages', asStaff)).statusCode).toBe(200)
    for (const url of ['/api/users', '/api/admin/stats', '/api/discounts', '/api/returns']) {
      expect((await call('GET', url, asStaff)).statusCode, url).toBe(403)
    }

    await setRole('admin')
    expect((await call('GET', '/api/orders', asStaff)).statusCode).toBe(401)
    const asAdmin = await logIn(person)
    expect((await call('GET', '/api/users', asAdmin)).statusCode).toBe(200)

    await setRole('user')
    expect((await call('GET', '/api/users', asAdmin)).statusCode).toBe(401)
    const asShopper = await logIn(person)
    expect((await call('GET', '/api/orders', asShopper)).statusCode).toBe(403)

    const entries = await entriesOf(person.id)
    expect(entries).toHaveLength(3)
    const common = {
      action: 'user.update',
      entity: 'user',
      entityId: person.id,
      actor: { _id: admin.id, email: admin.email },
      ip: expect.any(String),
      userAgent: 'users-test',
    }
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ...common, before: { role: 'user' }, after: { role: 'staff' } }),
        expect.objectContaining({ ...common, before: { role: 'staff' }, after: { role: 'admin' } }),
        expect.objectContaining({ ...common, before: { role: 'admin' }, after: { role: 'user' } }),
      ]),
    )
  })

  it('records only the fields that changed, and nothing for a save that changes nothing', async () => {
    const admin = await signUpAdmin(context)
    const person = await signUp(context.app)
    expect((await call('PUT', `/api/users/${person.id}`, admin.token, { isActive: true })).statusCode).toBe(
      200,
    )
    const unchanged = await call('PUT', `/api/users/${person.id}`, admin.token, {
      isActive: true,
      role: 'user',
    })
    expect(unchanged.statusCode).toBe(200)
    expect(await entriesOf(person.id)).toEqual([])

    const both = await call('PUT', `/api/users/${person.id}`, admin.token, { isActive: false, role: 'user' })
    expect(both.json()).toMatchObject({ role: 'user', isActive: false })
    const [deactivation] = await entriesOf(person.id)
    expect(deactivation).toMatchObject({ before: { isActive: true }, after: { isActive: false } })

    await call('PUT', `/api/users/${person.id}`, admin.token, { isActive: true, role: 'staff' })
    const [latest, ...earlier] = await entriesOf(person.id)
    expect(earlier).toHaveLength(1)
    expect(latest).toMatchObject({
      before: { isActive: false, role: 'user' },
      after: { isActive: true, role: 'staff' },
    })
  })

  it('refuses an admin demoting themself to staff or user, or deactivating themself, and records nothing', async () => {
    const admin = await signUpAdmin(context)
    for (const change of [{ role: 'staff' }, { role: 'user' }, { isActive: false }]) {
      const refused = await call('PUT', `/api/users/${admin.id}`, admin.token, change)
      expect(refused.statusCode).toBe(400)
      expect(refused.json()).toEqual({
        success: false,
        message: 'You cannot deactivate or demote your own account',
      })
    }
    // Keeping their own role is no demotion.
    expect((await call('PUT', `/api/users/${admin.id}`, admin.token, { role: 'admin' })).statusCode).toBe(200)
    expect(await entriesOf(admin.id)).toEqual([])
    const stored = await findUserByEmail(context.database.db, admin.email)
    expect(stored).toMatchObject({ role: 'admin', is_active: 1 })
  })

  it('lets staff change no account, their own included', async () => {
    const staff = await signUpStaff(context)
    const shopper = await signUp(context.app)
    for (const [id, change] of [
      [shopper.id, { role: 'admin' }],
      [staff.id, { role: 'admin' }],
      [shopper.id, { isActive: false }],
    ] as const) {
      expect((await call('PUT', `/api/users/${id}`, staff.token, change)).statusCode).toBe(403)
    }
    expect((await findUserByEmail(context.database.db, staff.email))?.role).toBe('staff')
    expect((await findUserByEmail(context.database.db, shopper.email))?.is_active).toBe(1)
  })

  it('refuses an unknown role with the three roles named', async () => {
    const admin = await signUpAdmin(context)
    const shopper = await signUp(context.app)
    const refused = await call('PUT', `/api/users/${shopper.id}`, admin.token, { role: 'owner' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toBe('Role must be user, staff or admin')
    const unknown = await call('PUT', `/api/users/${'0'.repeat(24)}`, admin.token, { role: 'staff' })
    expect(unknown.statusCode).toBe(404)
  })

  it('lists the accounts of one role', async () => {
    const admin = await signUpAdmin(context)
    const staff = await signUpStaff(context)
    const shopper = await signUp(context.app)
    const listed = await call('GET', '/api/users?role=staff&limit=100', admin.token)
    expect(listed.statusCode).toBe(200)
    const ids = listed.json().users.map((user: { _id: string }) => user._id)
    expect(ids).toContain(staff.id)
    expect(ids).not.toContain(shopper.id)
    expect(ids).not.toContain(admin.id)
    expect(listed.json().users.every((user: { role: string }) => user.role === 'staff')).toBe(true)
    expect(listed.json().total).toBe(ids.length)
    const bad = await call('GET', '/api/users?role=owner', admin.token)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe('Role must be user, staff or admin')
  })

  it('two admins demoting each other to staff at the same moment leave one admin', async () => {
    // Only these two are admins, so exactly one of the two demotions can be kept.
    const first = await signUpAdmin(context)
    const second = await signUpAdmin(context)
    await context.database.db
      .updateTable('users')
      .set({ role: 'user' })
      .where('role', '=', 'admin')
      .where('id', 'not in', [first.id, second.id])
      .execute()
    const demote = (token: string, id: string) => call('PUT', `/api/users/${id}`, token, { role: 'staff' })
    const responses = await Promise.all([demote(first.token, second.id), demote(second.token, first.id)])
    const statuses = responses.map((response) => response.statusCode).sort()
    expect(statuses[0]).toBe(200)
    expect([401, 403, 409]).toContain(statuses[1])
    const admins = await context.database.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .where('is_active', '=', 1)
      .execute()
    expect(admins).toHaveLength(1)
    const entries = [...(await entriesOf(first.id)), ...(await entriesOf(second.id))]
    expect(entries).toEqual([
      expect.objectContaining({ before: { role: 'admin' }, after: { role: 'staff' } }),
    ])
  })
})

describeEachDatabase("admin view of a customer's addresses", (context) => {
  const addresses = (token: string | undefined, userId: string) =>
    context.app.inject({
      method: 'GET',
      url: `/api/users/${userId}/addresses`,
      headers: token ? bearer(token) : {},
    })

  it("answers the customer's saved addresses, default first, in the address shape", async () => {
    const admin = await signUpAdmin(context)
    const customer = await signUp(context.app)
    for (const city of ['Mysuru', 'Hubballi']) {
      const saved = await context.app.inject({
        method: 'POST',
        url: '/api/addresses',
        headers: bearer(customer.token),
        payload: { ...sampleAddress, city },
      })
      expect(saved.statusCode).toBe(201)
    }
    const response = await addresses(admin.token, customer.id)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      success: true,
      addresses: [
        { city: 'Mysuru', isDefault: true, fullName: sampleAddress.fullName, postalCode: '560001' },
        { city: 'Hubballi', isDefault: false },
      ],
    })
    const other = await signUp(context.app)
    expect((await addresses(admin.token, other.id)).json()).toEqual({ success: true, addresses: [] })
  })

  it('answers 404 for an unknown user, 403 for a shopper and 401 signed out', async () => {
    const admin = await signUpAdmin(context)
    const shopper = await signUp(context.app)
    const unknown = await addresses(admin.token, '0'.repeat(24))
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ success: false, message: 'User not found' })
    expect((await addresses(shopper.token, shopper.id)).statusCode).toBe(403)
    expect((await addresses(undefined, shopper.id)).statusCode).toBe(401)
  })
})

describeEachDatabase('the last active admin', (context) => {
  it('two admins demoting each other at the same moment leave one admin', async () => {
    const first = await signUpAdmin(context)
    const second = await signUpAdmin(context)
    const demote = (token: string, id: string) =>
      context.app.inject({
        method: 'PUT',
        url: `/api/users/${id}`,
        headers: bearer(token),
        payload: { role: 'user' },
      })
    const responses = await Promise.all([demote(first.token, second.id), demote(second.token, first.id)])
    const statuses = responses.map((response) => response.statusCode).sort()
    expect(statuses[0]).toBe(200)
    // The loser's session has already ended with its demotion (401), or it is no longer an admin when it
    // asks (403), or it finds itself the last admin (409).
    expect([401, 403, 409]).toContain(statuses[1])
    const admins = await context.database.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .where('is_active', '=', 1)
      .execute()
    expect(admins).toHaveLength(1)
  })

  it('refuses to demote (to user or staff) or deactivate the only active admin with 409', async () => {
    const only = await signUpAdmin(context)
    const anotherAdmin = { id: 'f'.repeat(24), email: 'another@example.com', ip: null, userAgent: null }
    await context.database.db
      .updateTable('users')
      .set({ role: 'user' })
      .where('role', '=', 'admin')
      .where('id', '!=', only.id)
      .execute()
    for (const change of [{ role: 'user' as const }, { role: 'staff' as const }, { isActive: false }]) {
      await expect(
        adminUpdateUser(context.database.db, anotherAdmin, only.id, change, revokeAllSessionsOf),
      ).rejects.toMatchObject({
        statusCode: 409,
        message: LAST_ADMIN_MESSAGE,
      })
    }
    const kept = await context.database.db
      .selectFrom('users')
      .select(['role', 'is_active'])
      .where('id', '=', only.id)
      .executeTakeFirstOrThrow()
    expect(kept).toEqual({ role: 'admin', is_active: 1 })
    // The refused change took its audit entry with it.
    const entries = await listAuditEntries(context.database.db, { entity: 'user', entityId: only.id })
    expect(entries.entries).toEqual([])
  })

  it('refuses an admin deactivating their own account with 400, and a signed-out caller with 401', async () => {
    const admin = await signUpAdmin(context)
    const response = await context.app.inject({
      method: 'PUT',
      url: `/api/users/${admin.id}`,
      headers: bearer(admin.token),
      payload: { isActive: false },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      success: false,
      message: 'You cannot deactivate or demote your own account',
    })
    const signedOut = await context.app.inject({
      method: 'PUT',
      url: `/api/users/${admin.id}`,
      payload: { role: 'user' },
    })
    expect(signedOut.statusCode).toBe(401)
  })
})

describeEachDatabase('password change', (context) => {
  const changePassword = (token: string | undefined, payload: unknown) =>
    context.app.inject({
      method: 'PUT',
      url: '/api/users/password',
      headers: token ? bearer(token) : {},
      payload: payload as object,
    })
  const logIn = (email: string, password: string) =>
    context.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })
  const refreshWith = (refreshToken: string) =>
    context.app.inject({ method: 'POST', url: '/api/auth/refresh-token', cookies: { refreshToken } })
  const profileWith = (token: string) =>
    context.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) })

  it('changes the password, ends every other session and keeps the current one', async () => {
    const user = await signUp(context.app)
    const elsewhere = await logIn(user.email, user.password)
    const elsewhereCookie = cookieValue(elsewhere.headers['set-cookie'], 'refreshToken')!

    const changed = await changePassword(user.token, {
      currentPassword: user.password,
      newPassword: 'a-brand-new-secret',
    })
    expect(changed.statusCode).toBe(200)
    expect(changed.json()).toMatchObject({ success: true })

    expect((await profileWith(elsewhere.json().token)).statusCode).toBe(401)
    expect((await refreshWith(elsewhereCookie)).json()).toMatchObject({ success: false, shouldLogout: true })
    expect((await profileWith(user.token)).statusCode).toBe(200)
    expect((await refreshWith(user.refreshCookie)).statusCode).toBe(200)
    expect((await logIn(user.email, user.password)).statusCode).toBe(401)
    expect((await logIn(user.email, 'a-brand-new-secret')).statusCode).toBe(200)
  })

  it('refuses a wrong current password with 400 and changes nothing', async () => {
    const user = await signUp(context.app)
    const elsewhere = (await logIn(user.email, user.password)).json().token
    const refused = await changePassword(user.token, {
      currentPassword: 'not-my-password',
      newPassword: 'a-brand-new-secret',
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toEqual({ success: false, message: WRONG_CURRENT_PASSWORD_MESSAGE })
    expect((await profileWith(elsewhere)).statusCode).toBe(200)
    expect((await logIn(user.email, user.password)).statusCode).toBe(200)
  })

  it('holds the new password to the sign-up rules and refuses a signed-out caller with 401', async () => {
    const user = await signUp(context.app)
    const short = await changePassword(user.token, { currentPassword: user.password, newPassword: 'abc' })
    expect(short.statusCode).toBe(400)
    expect(short.json().message).toMatch(/at least/)
    expect((await changePassword(user.token, { newPassword: 'a-brand-new-secret' })).statusCode).toBe(400)
    const signedOut = await changePassword(undefined, {
      currentPassword: user.password,
      newPassword: 'a-brand-new-secret',
    })
    expect(signedOut.statusCode).toBe(401)
    expect((await logIn(user.email, user.password)).statusCode).toBe(200)
  })
})
