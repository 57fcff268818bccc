import { expect, it } from 'vitest'
import { DEFAULT_RETURN_WINDOW_DAYS } from '@common/schemas/returns'
import { bearer, describeEachDatabase, signUpAdmin } from '../../test/test-app'

describeEachDatabase('the public return window', (context) => {
  const readPolicy = (headers: Record<string, string> = {}) =>
    context.app.inject({ method: 'GET', url: '/api/returns/policy', headers })

  it('tells anyone, signed in or not, the built-in 7 days, answered with an ETag that a second visit gets a 304 for', async () => {
    const first = await readPolicy()
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toEqual({ windowDays: DEFAULT_RETURN_WINDOW_DAYS })
    expect(first.headers['cache-control']).toBe('no-cache')
    const etag = String(first.headers.etag)
    expect(etag).not.toBe('undefined')

    const again = await readPolicy({ 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })

  it('states the window the admin saves, decimals too, from the next visit on (the kept answer is dropped)', async () => {
    const admin = await signUpAdmin(context)
    const before = await readPolicy()
    expect(before.json()).toEqual({ windowDays: DEFAULT_RETURN_WINDOW_DAYS })

    const saved = await context.app.inject({
      method: 'PUT',
      url: '/api/returns/settings',
      headers: bearer(admin.token),
      payload: { windowDays: 10.5 },
    })
    expect(saved.statusCode, saved.body).toBe(200)

    const after = await readPolicy({ 'if-none-match': String(before.headers.etag) })
    expect(after.statusCode).toBe(200)
    expect(after.json()).toEqual({ windowDays: 10.5 })
    const row = await context.database.db
      .selectFrom('return_settings')
      .select('window_days')
      .executeTakeFirstOrThrow()
    expect(Number(row.window_days)).toBe(10.5)
  })
})
