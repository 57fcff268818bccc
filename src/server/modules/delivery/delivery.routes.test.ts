import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findIndianState } from '@common/indian-states'
import {
  DEFAULT_DELIVERY_SETTINGS,
  INVALID_PIN_CODE_MESSAGE,
  UNKNOWN_PIN_CODE_MESSAGE,
  type DeliverySettings,
} from '@common/schemas/delivery'
import {
  bearer,
  closeTestApp,
  createTestApp,
  signUp,
  signUpAdmin,
  testDialects,
  type TestApp,
} from '../../test/test-app'
import { placeOfPostalCode } from './delivery.service'
import { allPincodePlaces, findPincode } from './pincode-directory'

/** 1 April 2026, 01:30 in India (still 31 March in UTC): dates must be counted from India's day. */
const INDIAN_MORNING = new Date('2026-03-31T20:00:00.000Z')

describe('the PIN directory shipped with the shop', () => {
  it('holds every region of India, each PIN once, sorted, with a city, a district and a known state', () => {
    const places = [...allPincodePlaces()]
    expect(places.length).toBeGreaterThan(19_000)
    const pins = places.map((place) => place.pincode)
    expect(new Set(pins).size).toBe(pins.length)
    expect([...pins].sort()).toEqual(pins)
    const unresolved = places.filter((place) => findIndianState(place.state)?.name !== place.state)
    expect(unresolved).toEqual([])
    expect(
      places.filter((place) => !/^[1-9]\d{5}$/.test(place.pincode) || !place.city || !place.district),
    ).toEqual([])
    // Every state and union territory has PINs.
    expect(new Set(places.map((place) => place.state)).size).toBe(36)
  })

  it('names the city an address form wants for metro, town and island PINs', () => {
    expect(findPincode('400050')).toEqual({
      pincode: '400050',
      city: 'Mumbai',
      district: 'Mumbai Suburban',
      state: 'Maharashtra',
    })
    expect(findPincode('560001')).toMatchObject({ city: 'Bengaluru', state: 'Karnataka' })
    expect(findPincode('110001')).toMatchObject({ city: 'New Delhi', state: 'Delhi' })
    expect(findPincode('744101')).toMatchObject({ city: 'Port Blair', state: 'Andaman and Nicobar Islands' })
    expect(findPincode('411038')).toMatchObject({ city: 'Pune', state: 'Maharashtra' })
    expect(findPincode('201301')).toMatchObject({ city: 'Noida', state: 'Uttar Pradesh' })
    expect(findPincode('682555')).toMatchObject({ city: 'Kavaratti', state: 'Lakshadweep' })
    expect(findPincode('999999')).toBeUndefined()
    expect(findPincode('40005')).toBeUndefined()
    expect(placeOfPostalCode(' 560 001 ')).toMatchObject({ pincode: '560001', state: 'Karnataka' })
    expect(placeOfPostalCode('SW1A 1AA')).toBeUndefined()
  })
})

describe.each(testDialects)('PIN codes and delivery [%s]', (dialect) => {
  const context = {} as TestApp
  let adminToken: string
  let shopperToken: string

  beforeAll(async () => {
    Object.assign(context, await createTestApp(dialect, { clock: () => INDIAN_MORNING }))
    adminToken = (await signUpAdmin(context)).token
    shopperToken = (await signUp(context.app)).token
  })
  afterAll(async () => {
    await closeTestApp(context)
  })

  const get = (url: string, token?: string) =>
    context.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} })
  /** Whether checkout takes cash on delivery to this PIN code (the cart's question, asked as the shopper). */
  const codAt = async (pin: string) => {
    const answer = await get(
      `/api/cod/eligibility?amount=100&postalCode=${encodeURIComponent(pin)}`,
      shopperToken,
    )
    expect(answer.statusCode, answer.body).toBe(200)
    return (answer.json() as { available: boolean }).available
  }
  /** As the admin unless another token, or null for none, is given. */
  const putSettings = (settings: unknown, token: string | null = adminToken) =>
    context.app.inject({
      method: 'PUT',
      url: '/api/delivery/settings',
      headers: token ? bearer(token) : {},
      payload: settings as object,
    })

  it('answers a known PIN with its city, district and state, and lets the browser keep it', async () => {
    const answer = await get('/api/pincodes/400050')
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toEqual({
      pincode: '400050',
      city: 'Mumbai',
      district: 'Mumbai Suburban',
      state: 'Maharashtra',
    })
    expect(answer.headers['cache-control']).toContain('max-age=')
    expect((await get('/api/pincodes/560001')).json()).toMatchObject({
      city: 'Bengaluru',
      state: 'Karnataka',
    })
    expect((await get('/api/pincodes/110001')).json()).toMatchObject({ city: 'New Delhi', state: 'Delhi' })
    expect((await get('/api/pincodes/744101')).json()).toMatchObject({
      city: 'Port Blair',
      state: 'Andaman and Nicobar Islands',
    })
  })

  it('answers 404 for a PIN no office has, on both routes', async () => {
    for (const pin of ['999999', '100000']) {
      for (const url of [`/api/pincodes/${pin}`, `/api/pincodes/${pin}/delivery`]) {
        const answer = await get(url)
        expect(answer.statusCode, url).toBe(404)
        expect(answer.json()).toEqual({ success: false, message: UNKNOWN_PIN_CODE_MESSAGE })
      }
    }
  })

  it('answers 400 for anything that is not six digits starting 1–9', async () => {
    const malformed = [
      '12345',
      '1234567',
      '012345',
      'abcdef',
      '40005O',
      '%20400050',
      '400050%20',
      '4000%0A50',
      '%00',
      "'%20OR%20'1'='1",
      '..%2F..%2Fetc%2Fpasswd',
      '%3Cscript%3E',
      '%EF%BC%94%EF%BC%90%EF%BC%90%EF%BC%90%EF%BC%95%EF%BC%90',
      '4'.repeat(80),
    ]
    for (const pin of malformed) {
      for (const url of [`/api/pincodes/${pin}`, `/api/pincodes/${pin}/delivery`]) {
        const answer = await get(url)
        expect(answer.statusCode, url).toBe(400)
        expect(answer.json()).toMatchObject({ success: false, message: INVALID_PIN_CODE_MESSAGE })
      }
    }
  })

  it("estimates delivery by zone from the shop's state, counting days from today in India", async () => {
    const mumbai = await get('/api/pincodes/400050/delivery')
    expect(mumbai.statusCode).toBe(200)
    expect(mumbai.json()).toEqual({
      pincode: '400050',
      city: 'Mumbai',
      district: 'Mumbai Suburban',
      state: 'Maharashtra',
      zone: 'same-state',
      cashOnDelivery: true,
      estimate: { minDays: 2, maxDays: 4, earliest: '2026-04-03', latest: '2026-04-05' },
    })
    expect((await get('/api/pincodes/560001/delivery')).json()).toMatchObject({
      zone: 'neighbouring',
      cashOnDelivery: true,
      estimate: { minDays: 3, maxDays: 6, earliest: '2026-04-04', latest: '2026-04-07' },
    })
    expect((await get('/api/pincodes/110001/delivery')).json()).toMatchObject({
      zone: 'elsewhere',
      cashOnDelivery: true,
      estimate: { minDays: 5, maxDays: 9, earliest: '2026-04-06', latest: '2026-04-10' },
    })
  })

  it('offers no cash on delivery to the islands by default', async () => {
    expect((await get('/api/pincodes/744101/delivery')).json()).toMatchObject({
      zone: 'elsewhere',
      cashOnDelivery: false,
    })
    expect((await get('/api/pincodes/682555/delivery')).json()).toMatchObject({ cashOnDelivery: false })
    expect(await codAt('744101')).toBe(false)
    expect(await codAt('682559')).toBe(false)
    expect(await codAt('400050')).toBe(true)
  })

  it('lets only an admin read and replace the delivery rules, which then apply to every answer', async () => {
    expect((await get('/api/delivery/settings')).statusCode).toBe(401)
    expect((await get('/api/delivery/settings', shopperToken)).statusCode).toBe(403)
    const before = await get('/api/delivery/settings', adminToken)
    expect(before.statusCode).toBe(200)
    expect(before.json()).toEqual(DEFAULT_DELIVERY_SETTINGS)

    const changed: DeliverySettings = {
      codExcludedPinPrefixes: ['744', '4000', '744', '68255'],
      sameState: { minDays: 1, maxDays: 1 },
      neighbouring: { minDays: 2, maxDays: 3 },
      elsewhere: { minDays: 4, maxDays: 12 },
    }
    expect((await putSettings(changed, null)).statusCode).toBe(401)
    expect((await putSettings(changed, shopperToken)).statusCode).toBe(403)
    expect((await get('/api/delivery/settings', adminToken)).json()).toEqual(DEFAULT_DELIVERY_SETTINGS)

    const saved = await putSettings(changed)
    expect(saved.statusCode).toBe(200)
    const expected = { ...changed, codExcludedPinPrefixes: ['744', '4000', '68255'] }
    expect(saved.json()).toEqual(expected)
    expect((await get('/api/delivery/settings', adminToken)).json()).toEqual(expected)

    expect((await get('/api/pincodes/400050/delivery')).json()).toMatchObject({
      cashOnDelivery: false,
      estimate: { minDays: 1, maxDays: 1, earliest: '2026-04-02', latest: '2026-04-02' },
    })
    expect((await get('/api/pincodes/744101/delivery')).json()).toMatchObject({
      cashOnDelivery: false,
      estimate: { minDays: 4, maxDays: 12, earliest: '2026-04-05', latest: '2026-04-13' },
    })
    // Checkout's kept rules follow the save at once.
    expect(await codAt('400050')).toBe(false)
    expect(await codAt('411038')).toBe(true)

    // Saving again replaces the row: the islands get cash on delivery once no prefix excludes them.
    expect((await putSettings({ ...DEFAULT_DELIVERY_SETTINGS, codExcludedPinPrefixes: [] })).statusCode).toBe(
      200,
    )
    expect((await get('/api/pincodes/744101/delivery')).json()).toMatchObject({ cashOnDelivery: true })
    expect((await putSettings(DEFAULT_DELIVERY_SETTINGS)).json()).toEqual(DEFAULT_DELIVERY_SETTINGS)
    const rows = await context.database.db.selectFrom('delivery_settings').selectAll().execute()
    expect(rows).toHaveLength(1)
  })

  it('refuses delivery rules that are not whole days 0–60 with min ≤ max, or prefixes that are not 1–6 digits', async () => {
    const valid = DEFAULT_DELIVERY_SETTINGS
    const refused: unknown[] = [
      { ...valid, sameState: { minDays: 5, maxDays: 2 } },
      { ...valid, elsewhere: { minDays: -1, maxDays: 2 } },
      { ...valid, neighbouring: { minDays: 1, maxDays: 61 } },
      { ...valid, neighbouring: { minDays: 1.5, maxDays: 3 } },
      { ...valid, sameState: { minDays: '2', maxDays: 4 } },
      { ...valid, codExcludedPinPrefixes: ['74a'] },
      { ...valid, codExcludedPinPrefixes: [''] },
      { ...valid, codExcludedPinPrefixes: ['1234567'] },
      { ...valid, codExcludedPinPrefixes: [' 744'] },
      { ...valid, codExcludedPinPrefixes: '744' },
      { codExcludedPinPrefixes: [], sameState: valid.sameState, neighbouring: valid.neighbouring },
      {},
    ]
    for (const settings of refused) {
      const answer = await putSettings(settings)
      expect(answer.statusCode, JSON.stringify(settings)).toBe(400)
      expect(answer.json().success).toBe(false)
    }
    const minOverMax = await putSettings({ ...valid, sameState: { minDays: 5, maxDays: 2 } })
    expect(minOverMax.json().message).toBe('The maximum days must not be less than the minimum')
    expect((await get('/api/delivery/settings', adminToken)).json()).toEqual(DEFAULT_DELIVERY_SETTINGS)
  })

  it('documents the routes in the OpenAPI document under Delivery', async () => {
    const document = (await get('/api/openapi.json')).json() as {
      paths: Record<string, Record<string, { tags?: string[]; security?: unknown[] }>>
    }
    const operations = [
      document.paths['/api/pincodes/{pin}']?.get,
      document.paths['/api/pincodes/{pin}/delivery']?.get,
      document.paths['/api/delivery/settings']?.get,
      document.paths['/api/delivery/settings']?.put,
    ]
    for (const operation of operations) expect(operation?.tags).toEqual(['Delivery'])
    expect(document.paths['/api/delivery/settings']?.put?.security).toBeDefined()
  })
})

describe.each(testDialects)('delivery zones from another shop state [%s]', (dialect) => {
  const context = {} as TestApp
  beforeAll(async () => {
    // SHOP_STATE=Karnataka: what a shop in Bengaluru would set.
    Object.assign(
      context,
      await createTestApp(dialect, { clock: () => INDIAN_MORNING, shopState: 'Karnataka' }),
    )
  })
  afterAll(async () => {
    await closeTestApp(context)
  })

  it("counts the zone from the configured state, and the date from India's calendar day", async () => {
    const zone = async (pin: string) =>
      (await context.app.inject({ method: 'GET', url: `/api/pincodes/${pin}/delivery` })).json().zone
    expect(await zone('560001')).toBe('same-state')
    expect(await zone('400050')).toBe('neighbouring')
    expect(await zone('600001')).toBe('neighbouring')
    expect(await zone('110001')).toBe('elsewhere')
  })
})
