import { expect, it } from 'vitest'
import { DEFAULT_COD_SETTINGS, type CodSettings } from '@common/schemas/cash-on-delivery'
import { bearer, describeEachDatabase, signUpAdmin } from '../../test/test-app'

describeEachDatabase('the public cash-on-delivery rules', (context) => {
  const readPolicy = (headers: Record<string, string> = {}) =>
    context.app.inject({ method: 'GET', url: '/api/cod/policy', headers })

  it('tells anyone, signed in or not, the built-in rules (no limit, no block, no confirmation), answered with an ETag that a second visit gets a 304 for', async () => {
    const first = await readPolicy()
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toEqual({ maxOrderValue: null, blockAfterReturns: 0, confirmationHours: 0 })
    expect(first.headers['cache-control']).toBe('no-cache')
    const etag = String(first.headers.etag)
    expect(etag).not.toBe('undefined')

    const again = await readPolicy({ 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })

  it('states the rules the admin saves from the next visit on (the kept answer is dropped), the limit in rupees', async () => {
    const admin = await signUpAdmin(context)
    const before = await readPolicy()
    expect(before.json()).toEqual(DEFAULT_COD_SETTINGS)

    const rules: CodSettings = { maxOrderValue: 4999.5, blockAfterReturns: 2, confirmationHours: 1.5 }
    const saved = await context.app.inject({
      method: 'PUT',
      url: '/api/cod/settings',
      headers: bearer(admin.token),
      payload: rules,
    })
    expect(saved.statusCode, saved.body).toBe(200)

    const after = await readPolicy({ 'if-none-match': String(before.headers.etag) })
    expect(after.statusCode).toBe(200)
    expect(after.json()).toEqual(rules)
    const row = await context.database.db
      .selectFrom('cod_settings')
      .select(['max_order_value_paise', 'block_after_returns', 'confirmation_hours'])
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ max_order_value_paise: 499_950 })
  })
})
