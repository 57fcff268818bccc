import { expect, it } from 'vitest'
import { CATEGORY_TAX_DEFAULTS } from '@common/gst'
import { AUDIT_ENTITIES, type AuditEntry, type AuditResponse } from '@common/schemas/audit'
import { DEFAULT_DELIVERY_SETTINGS } from '@common/schemas/delivery'
import { NOT_A_PREORDER_MESSAGE } from '@common/schemas/preorder'
import { newId } from '../../db/ids'
import { insertProduct } from '../../test/fixtures'
import { listRoutes } from '../../test/route-list'
import {
  bearer,
  describeEachDatabase,
  signUp,
  signUpAdmin,
  uniqueEmail,
  type SignedUpUser,
  type TestApp,
} from '../../test/test-app'

const BROWSER = 'Mozilla/5.0 (activity log test)'

function productInput(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Itadori Yuji 1/7 Scale Figure',
    description: 'A PVC figure with an effect base.',
    price: 1299,
    originalPrice: 1999,
    stock: 5,
    category: 'figures',
    isFeatured: false,
    isBestSeller: false,
    isNewArrival: true,
    images: ['https://cdn.example.com/figures/itadori.jpg'],
    countryOfOrigin: 'China',
    ...overrides,
  }
}

describeEachDatabase('the activity log', (context: TestApp) => {
  const as = (user: SignedUpUser) => ({ ...bearer(user.token), 'user-agent': BROWSER })

  async function entries(
    admin: SignedUpUser,
    query: Record<string, string | number>,
  ): Promise<AuditResponse> {
    const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/admin/audit?${search}`,
      headers: bearer(admin.token),
    })
    expect(response.statusCode, response.body).toBe(200)
    return response.json()
  }

  /** The one entry of a record with this action; fails when there is none or more than one. */
  async function onlyEntry(admin: SignedUpUser, query: Record<string, string | number>): Promise<AuditEntry> {
    const found = await entries(admin, query)
    expect(found.entries, JSON.stringify(found.entries)).toHaveLength(1)
    return found.entries[0]!
  }

  async function createProduct(admin: SignedUpUser, overrides: Record<string, unknown> = {}) {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: as(admin),
      payload: productInput(overrides),
    })
    expect(response.statusCode, response.body).toBe(201)
    return response.json() as { _id: string }
  }

  const editProduct = (user: SignedUpUser, id: string, payload: object, method: 'PUT' | 'PATCH' = 'PUT') =>
    context.app.inject({ method, url: `/api/products/${id}`, headers: as(user), payload })

  async function signUpStaff(): Promise<SignedUpUser> {
    const user = await signUp(context.app, { name: 'Test Packer', email: uniqueEmail('staff') })
    await context.database.db.updateTable('users').set({ role: 'staff' }).where('id', '=', user.id).execute()
    return user
  }

  it('records a product added, its price, stock and flags changed, and its removal, with only what changed', async () => {
    const admin = await signUpAdmin(context)
    const { _id: id } = await createProduct(admin)

    const created = await onlyEntry(admin, { entityId: id, action: 'product.create' })
    expect(created).toMatchObject({
      actor: { _id: admin.id, email: admin.email },
      entity: 'product',
      entityId: id,
      before: null,
      after: {
        name: 'Itadori Yuji 1/7 Scale Figure',
        price: 1299,
        stock: 5,
        category: 'figures',
        isFeatured: false,
        isBestSeller: false,
        isNewArrival: true,
        isPreorder: false,
      },
      userAgent: BROWSER,
    })
    expect(created.ip).toBeTruthy()

    expect((await editProduct(admin, id, { price: 1499 })).statusCode).toBe(200)
    const repriced = await onlyEntry(admin, { entityId: id, action: 'product.update' })
    expect(repriced).toMatchObject({
      actor: { _id: admin.id },
      before: { price: 1299 },
      after: { price: 1499 },
    })
    // Exactly the price: the original price (1999) stayed above it, and nothing else moved.
    expect([repriced.before, repriced.after]).toEqual([{ price: 1299 }, { price: 1499 }])

    expect((await editProduct(admin, id, { stock: 0, isFeatured: true })).statusCode).toBe(200)
    expect((await editProduct(admin, id, { isBestSeller: true }, 'PATCH')).statusCode).toBe(200)
    const updates = (await entries(admin, { entityId: id, action: 'product.update' })).entries
    expect(updates.map((entry) => [entry.before, entry.after])).toEqual(
      expect.arrayContaining([
        [
          { stock: 5, isFeatured: false },
          { stock: 0, isFeatured: true },
        ],
        [{ isBestSeller: false }, { isBestSeller: true }],
      ]),
    )
    expect(updates).toHaveLength(3)

    const removed = await context.app.inject({
      method: 'DELETE',
      url: `/api/products/${id}`,
      headers: as(admin),
    })
    expect(removed.statusCode).toBe(200)
    expect(await onlyEntry(admin, { entityId: id, action: 'product.delete' })).toMatchObject({
      actor: { _id: admin.id, email: admin.email },
      before: {
        name: 'Itadori Yuji 1/7 Scale Figure',
        price: 1499,
        stock: 0,
        isFeatured: true,
        isBestSeller: true,
      },
      after: null,
    })
    expect((await entries(admin, { entity: 'product', entityId: id })).total).toBe(5)
  })

  it('records who of the staff changed a product, and shows staff and shoppers no activity log', async () => {
    const admin = await signUpAdmin(context)
    const staff = await signUpStaff()
    const shopper = await signUp(context.app)
    const { _id: id } = await createProduct(admin)

    expect((await editProduct(staff, id, { stock: 9 })).statusCode).toBe(200)
    expect(await onlyEntry(admin, { entityId: id, action: 'product.update' })).toMatchObject({
      actor: { _id: staff.id, email: staff.email },
      before: { stock: 5 },
      after: { stock: 9 },
    })
    for (const user of [staff, shopper]) {
      for (const url of ['/api/admin/audit', '/api/admin/audit/actors']) {
        const refused = await context.app.inject({ method: 'GET', url, headers: bearer(user.token) })
        expect(refused.statusCode, `${url} for ${user.email}`).toBe(403)
      }
    }
  })

  it('writes nothing for a save that changes nothing, or for a change that is refused', async () => {
    const admin = await signUpAdmin(context)
    const { _id: id } = await createProduct(admin)
    const recordCount = async () => (await entries(admin, { entityId: id })).total
    expect(await recordCount()).toBe(1)

    // The admin form sends every field again, unchanged.
    const unchanged = await editProduct(admin, id, productInput())
    expect(unchanged.statusCode, unchanged.body).toBe(200)
    expect((await editProduct(admin, id, { isFeatured: false }, 'PATCH')).statusCode).toBe(200)
    expect(await recordCount()).toBe(1)

    expect((await editProduct(admin, id, { price: -1 })).statusCode).toBe(400)
    expect((await editProduct(admin, id, { isPreorder: true })).statusCode).toBe(400)
    const release = await context.app.inject({
      method: 'POST',
      url: `/api/products/${id}/release`,
      headers: as(admin),
      payload: { received: 3 },
    })
    expect(release.statusCode).toBe(409)
    expect(release.json().message).toBe(NOT_A_PREORDER_MESSAGE)
    expect(await recordCount()).toBe(1)

    const nobody = newId()
    expect((await editProduct(admin, nobody, { price: 10 })).statusCode).toBe(404)
    expect(
      (await context.app.inject({ method: 'DELETE', url: `/api/products/${nobody}`, headers: as(admin) }))
        .statusCode,
    ).toBe(404)
    expect((await entries(admin, { entityId: nobody })).total).toBe(0)

    const code = `SAME${Date.now().toString(36).toUpperCase()}`
    const discount = { code, type: 'percentage', value: 10 }
    const created = await context.app.inject({
      method: 'POST',
      url: '/api/discounts',
      headers: as(admin),
      payload: discount,
    })
    expect(created.statusCode).toBe(201)
    const discountId = created.json().discount._id as string
    const again = await context.app.inject({
      method: 'POST',
      url: '/api/discounts',
      headers: as(admin),
      payload: discount,
    })
    expect(again.statusCode).toBe(409)
    for (const [payload, status] of [
      [{ isActive: true }, 200],
      [{ startsAt: '2026-12-01T00:00:00.000Z', endsAt: '2026-11-01T00:00:00.000Z' }, 400],
    ] as const) {
      const response = await context.app.inject({
        method: 'PUT',
        url: `/api/discounts/${discountId}`,
        headers: as(admin),
        payload,
      })
      expect(response.statusCode, response.body).toBe(status)
    }
    expect(
      (await entries(admin, { actor: admin.id, entity: 'discount' })).entries.map((e) => e.action),
    ).toEqual(['discount.create'])

    const settings = await context.app.inject({
      method: 'GET',
      url: '/api/returns/settings',
      headers: as(admin),
    })
    const resaved = await context.app.inject({
      method: 'PUT',
      url: '/api/returns/settings',
      headers: as(admin),
      payload: settings.json(),
    })
    expect(resaved.statusCode).toBe(200)
    const badWindow = await context.app.inject({
      method: 'PUT',
      url: '/api/returns/settings',
      headers: as(admin),
      payload: { windowDays: -3 },
    })
    expect(badWindow.statusCode).toBe(400)
    expect((await entries(admin, { actor: admin.id, entity: 'settings' })).total).toBe(0)
  })

  it('records discount codes created, changed and deleted, money in rupees', async () => {
    const admin = await signUpAdmin(context)
    const code = `FLAT${Date.now().toString(36).toUpperCase()}`
    const created = await context.app.inject({
      method: 'POST',
      url: '/api/discounts',
      headers: as(admin),
      payload: { code, description: 'Diwali', type: 'fixed', value: 150, minOrderValue: 999 },
    })
    expect(created.statusCode, created.body).toBe(201)
    const id = created.json().discount._id as string
    expect(await onlyEntry(admin, { entityId: id, action: 'discount.create' })).toMatchObject({
      actor: { _id: admin.id },
      entity: 'discount',
      before: null,
      after: { code, type: 'fixed', value: 150, minOrderValue: 999, maxDiscount: null, isActive: true },
    })

    const paused = await context.app.inject({
      method: 'PUT',
      url: `/api/discounts/${id}`,
      headers: as(admin),
      payload: { isActive: false, minOrderValue: 1499 },
    })
    expect(paused.statusCode).toBe(200)
    const update = await onlyEntry(admin, { entityId: id, action: 'discount.update' })
    expect([update.before, update.after]).toEqual([
      { minOrderValue: 999, isActive: true },
      { minOrderValue: 1499, isActive: false },
    ])

    const deleted = await context.app.inject({
      method: 'DELETE',
      url: `/api/discounts/${id}`,
      headers: as(admin),
    })
    expect(deleted.statusCode).toBe(200)
    expect(await onlyEntry(admin, { entityId: id, action: 'discount.delete' })).toMatchObject({
      before: { code, value: 150, minOrderValue: 1499, isActive: false },
      after: null,
    })
  })

  it("records each settings page's change under its name, with only the rules that changed", async () => {
    const admin = await signUpAdmin(context)
    const put = async (url: string, payload: object) => {
      const response = await context.app.inject({ method: 'PUT', url, headers: as(admin), payload })
      expect(response.statusCode, response.body).toBe(200)
    }
    await put('/api/cod/settings', { maxOrderValue: 5000, blockAfterReturns: 2, confirmationHours: 0 })
    await put('/api/delivery/settings', {
      ...DEFAULT_DELIVERY_SETTINGS,
      sameState: { minDays: 1, maxDays: 3 },
    })
    await put('/api/tax/category-defaults', {
      defaults: [{ category: 'figures', hsnCode: CATEGORY_TAX_DEFAULTS.figures.hsnCode, gstRate: 18 }],
    })
    await put('/api/returns/settings', { windowDays: 10 })

    const changes = (await entries(admin, { actor: admin.id, entity: 'settings' })).entries
    expect(changes.every((entry) => entry.action === 'settings.update')).toBe(true)
    const byPage = Object.fromEntries(changes.map((entry) => [entry.entityId, [entry.before, entry.after]]))
    expect(byPage).toEqual({
      'cash-on-delivery': [
        { maxOrderValue: null, blockAfterReturns: 0 },
        { maxOrderValue: 5000, blockAfterReturns: 2 },
      ],
      delivery: [{ sameState: { minDays: 2, maxDays: 4 } }, { sameState: { minDays: 1, maxDays: 3 } }],
      tax: [
        { figures: CATEGORY_TAX_DEFAULTS.figures },
        { figures: { ...CATEGORY_TAX_DEFAULTS.figures, gstRate: 18 } },
      ],
      returns: [{ windowDays: 7 }, { windowDays: 10 }],
    })
  })

  it('records a pre-order release with the units received, served and put on sale', async () => {
    const admin = await signUpAdmin(context)
    const figure = await insertProduct(context.database.db, {
      stock: 0,
      is_preorder: 1,
      release_date: '2027-03-15',
      preorder_limit: 10,
    })
    const release = await context.app.inject({
      method: 'POST',
      url: `/api/products/${figure.id}/release`,
      headers: as(admin),
      payload: { received: 4 },
    })
    expect(release.statusCode, release.body).toBe(200)
    expect(await onlyEntry(admin, { entityId: figure.id, action: 'product.release' })).toMatchObject({
      actor: { _id: admin.id },
      entity: 'product',
      before: { isPreorder: true, stock: 0 },
      after: { isPreorder: false, stock: 4, received: 4, allocated: 0, notServed: 0 },
    })
  })

  it('filters by person, kind, record and action, newest first, in pages, and refuses an unknown kind or action', async () => {
    const first = await signUpAdmin(context)
    const second = await signUpAdmin(context)
    const { _id: figure } = await createProduct(first)
    await context.app.inject({
      method: 'POST',
      url: '/api/discounts',
      headers: as(first),
      payload: { code: `PAGE${Date.now().toString(36).toUpperCase()}`, type: 'percentage', value: 5 },
    })
    expect((await editProduct(second, figure, { price: 1399 })).statusCode).toBe(200)

    const byFirst = await entries(first, { actor: first.id })
    expect(byFirst.total).toBe(2)
    expect(byFirst.entries.every((entry) => entry.actor?._id === first.id)).toBe(true)
    expect(byFirst.entries.map((entry) => entry.action).sort()).toEqual(['discount.create', 'product.create'])
    expect((await entries(first, { actor: first.id, entity: 'discount' })).entries).toHaveLength(1)

    const ofFigure = await entries(first, { entity: 'product', entityId: figure })
    expect(ofFigure.entries.map((entry) => [entry.action, entry.actor?._id]).sort()).toEqual([
      ['product.create', first.id],
      ['product.update', second.id],
    ])
    const times = ofFigure.entries.map((entry) => entry.at)
    expect(times).toEqual([...times].sort().reverse())
    expect(await onlyEntry(first, { entityId: figure, action: 'product.update' })).toMatchObject({
      actor: { _id: second.id, email: second.email },
    })

    const pageOne = await entries(first, { actor: first.id, limit: 1, page: 1 })
    const pageTwo = await entries(first, { actor: first.id, limit: 1, page: 2 })
    expect(pageOne).toMatchObject({ total: 2, currentPage: 1, totalPages: 2 })
    expect(pageTwo).toMatchObject({ total: 2, currentPage: 2, totalPages: 2 })
    expect([...pageOne.entries, ...pageTwo.entries].map((entry) => entry._id).sort()).toEqual(
      byFirst.entries.map((entry) => entry._id).sort(),
    )
    expect((await entries(first, { actor: first.id, page: 3, limit: 1 })).entries).toEqual([])

    const actors = await context.app.inject({
      method: 'GET',
      url: '/api/admin/audit/actors',
      headers: bearer(first.token),
    })
    expect(actors.statusCode).toBe(200)
    expect(actors.json().actors).toEqual(
      expect.arrayContaining([
        { _id: first.id, email: first.email },
        { _id: second.id, email: second.email },
      ]),
    )

    for (const [query, message] of [
      ['entity=spaceship', `entity must be one of ${AUDIT_ENTITIES.join(', ')}`],
      ['action=product.explode', 'Unknown action'],
      ['actor=', 'actor must be a user id'],
      ['page=0', 'page must be a whole number of 1 or more'],
    ] as const) {
      const refused = await context.app.inject({
        method: 'GET',
        url: `/api/admin/audit?${query}`,
        headers: bearer(first.token),
      })
      expect(refused.statusCode, query).toBe(400)
      expect(refused.json()).toMatchObject({ success: false, message })
    }
  })

  it('has no route that changes or deletes an entry, and the database refuses to', async () => {
    const admin = await signUpAdmin(context)
    const { _id: id } = await createProduct(admin)

    const auditRoutes = listRoutes(context.app).filter((route) => /audit/i.test(route.path))
    expect(auditRoutes.map((route) => `${route.method} ${route.path}`).sort()).toEqual([
      'GET /api/admin/audit',
      'GET /api/admin/audit/actors',
    ])
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const response = await context.app.inject({
        method,
        url: '/api/admin/audit',
        headers: bearer(admin.token),
        payload: {},
      })
      expect(response.statusCode, method).toBe(404)
    }

    const { db } = context.database
    const before = await db.selectFrom('audit_entries').selectAll().where('entity_id', '=', id).execute()
    expect(before).toHaveLength(1)
    await expect(
      db.updateTable('audit_entries').set({ after: '{"price":1}' }).where('entity_id', '=', id).execute(),
    ).rejects.toThrow(/audit entries cannot be changed or deleted/)
    await expect(db.deleteFrom('audit_entries').where('entity_id', '=', id).execute()).rejects.toThrow(
      /audit entries cannot be changed or deleted/,
    )
    await expect(db.deleteFrom('audit_entries').execute()).rejects.toThrow(
      /audit entries cannot be changed or deleted/,
    )
    expect(await db.selectFrom('audit_entries').selectAll().where('entity_id', '=', id).execute()).toEqual(
      before,
    )
  })
})
