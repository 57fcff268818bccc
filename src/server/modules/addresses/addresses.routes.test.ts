import { expect, it } from 'vitest'
import { sampleAddress } from '../../test/fixtures'
import { bearer, describeEachDatabase, signUp } from '../../test/test-app'

describeEachDatabase('saved addresses', (context) => {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    context.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) })

  it('makes the first address the default and keeps exactly one default', async () => {
    const user = await signUp(context.app)
    const first = await call('POST', '/api/addresses', user.token, sampleAddress)
    expect(first.statusCode).toBe(201)
    expect(first.json()).toMatchObject({ fullName: 'Priya Sharma', country: 'India', isDefault: true })

    const second = await call('POST', '/api/addresses', user.token, {
      ...sampleAddress,
      city: 'Pune',
      isDefault: true,
    })
    expect(second.json().isDefault).toBe(true)

    const list = (await call('GET', '/api/addresses', user.token)).json()
    expect(list).toHaveLength(2)
    expect(list.filter((address: { isDefault: boolean }) => address.isDefault)).toHaveLength(1)
    expect(list[0].city).toBe('Pune')
  })

  it('answers on the doubled /api/api/addresses path too', async () => {
    const user = await signUp(context.app)
    const response = await call('GET', '/api/api/addresses', user.token)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual([])
  })

  it('hands the default on when the default is deleted', async () => {
    const user = await signUp(context.app)
    const first = (await call('POST', '/api/addresses', user.token, sampleAddress)).json()
    const second = (
      await call('POST', '/api/addresses', user.token, { ...sampleAddress, city: 'Chennai' })
    ).json()
    expect((await call('DELETE', `/api/addresses/${first._id}`, user.token)).statusCode).toBe(200)
    const list = (await call('GET', '/api/addresses', user.token)).json()
    expect(list).toEqual([expect.objectContaining({ _id: second._id, isDefault: true })])
  })

  it("keeps each shopper to their own addresses: another's is 404", async () => {
    const owner = await signUp(context.app)
    const other = await signUp(context.app)
    const address = (await call('POST', '/api/addresses', owner.token, sampleAddress)).json()
    expect((await call('PUT', `/api/addresses/${address._id}`, other.token, sampleAddress)).statusCode).toBe(
      404,
    )
    expect((await call('DELETE', `/api/addresses/${address._id}`, other.token)).statusCode).toBe(404)
    expect((await call('GET', '/api/addresses', other.token)).json()).toEqual([])
  })

  it('updates an address', async () => {
    const user = await signUp(context.app)
    const address = (await call('POST', '/api/addresses', user.token, sampleAddress)).json()
    const response = await call('PUT', `/api/addresses/${address._id}`, user.token, {
      ...sampleAddress,
      city: 'Mysuru',
    })
    expect(response.json()).toMatchObject({ _id: address._id, city: 'Mysuru', isDefault: true })
  })

  it.each([
    [{ fullName: '' }, 'Full name is required'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'priya' }, 'Invalid email address'],
    [{ phone: '' }, 'Phone number is required'],
    [{ phone: '12345' }, 'Enter a valid 10-digit phone number'],
    [{ phone: '----------' }, 'Enter a valid 10-digit phone number'],
    [{ phone: '0000000000' }, 'Enter a valid 10-digit phone number'],
    [{ phone: '1234567890' }, 'Enter a valid 10-digit phone number'],
    [{ phone: '98765 4321a' }, 'Enter a valid 10-digit phone number'],
    [{ addressLine1: ' ' }, 'Address is required'],
    [{ city: '' }, 'City is required'],
    [{ state: '' }, 'State is required'],
    [{ postalCode: '' }, 'Postal code is required'],
    [{ postalCode: '56O001' }, 'Invalid postal code'],
    [{ country: 'Nepal' }, 'We currently deliver only within India'],
  ])('refuses %j with 400 "%s"', async (change, message) => {
    const user = await signUp(context.app)
    const response = await call('POST', '/api/addresses', user.token, { ...sampleAddress, ...change })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false, message })
  })

  it('stores a phone as its ten digits, however it was written, and answers it so', async () => {
    const user = await signUp(context.app)
    const created = await call('POST', '/api/addresses', user.token, {
      ...sampleAddress,
      phone: '+91 98765-43210',
    })
    expect(created.statusCode).toBe(201)
    expect(created.json().phone).toBe('9876543210')
    const updated = await call('PUT', `/api/addresses/${created.json()._id}`, user.token, {
      ...sampleAddress,
      phone: '09123456780',
    })
    expect(updated.json().phone).toBe('9123456780')
    const stored = await context.database.db
      .selectFrom('addresses')
      .select('phone')
      .where('user_id', '=', user.id)
      .execute()
    expect(stored).toEqual([{ phone: '9123456780' }])
  })

  it('keeps at most 20 addresses per shopper', async () => {
    const user = await signUp(context.app)
    for (let i = 0; i < 20; i += 1) await call('POST', '/api/addresses', user.token, sampleAddress)
    const response = await call('POST', '/api/addresses', user.token, sampleAddress)
    expect(response.statusCode).toBe(409)
  })

  it('refuses anonymous visitors', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/addresses' })
    expect(response.statusCode).toBe(401)
  })
})

describeEachDatabase('a business buyer’s GSTIN on an address', (context) => {
  const call = (method: 'POST' | 'PUT', url: string, token: string, payload: object) =>
    context.app.inject({ method, url, headers: bearer(token), payload })

  it('keeps the GSTIN of the address’s state, upper-cased, and answers it; none is null', async () => {
    const user = await signUp(context.app)
    const saved = await call('POST', '/api/addresses', user.token, {
      ...sampleAddress,
      gstin: '29aagcb7383j1z4',
    })
    expect(saved.statusCode, saved.body).toBe(201)
    expect(saved.json().gstin).toBe('29AAGCB7383J1Z4')
    const listed = await context.app.inject({
      method: 'GET',
      url: '/api/addresses',
      headers: bearer(user.token),
    })
    expect(listed.json()[0].gstin).toBe('29AAGCB7383J1Z4')

    const cleared = await call('PUT', `/api/addresses/${saved.json()._id}`, user.token, {
      ...sampleAddress,
      gstin: '',
    })
    expect(cleared.json().gstin).toBeNull()
    const without = await call('POST', '/api/addresses', user.token, sampleAddress)
    expect(without.json().gstin).toBeNull()
  })

  it.each([
    [
      'a wrong check character',
      { gstin: '29AAGCB7383J1Z5' },
      'GSTIN must be 15 characters with a correct check character, e.g. 27AAPFU0939F1ZV',
    ],
    [
      'another state’s GSTIN',
      { gstin: '27AAPFU0939F1ZV' },
      'This GSTIN is registered in Maharashtra (27), not Karnataka (29): use a GSTIN of the address’s state',
    ],
    [
      'an unknown state',
      { gstin: '29AAGCB7383J1Z4', state: 'Atlantis' },
      'A GSTIN needs the address’s state to be an Indian state or union territory',
    ],
  ])('refuses %s with 400', async (_, change, message) => {
    const user = await signUp(context.app)
    const response = await call('POST', '/api/addresses', user.token, { ...sampleAddress, ...change })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false, message })
  })
})
