import { expect, it } from 'vitest'
import { IN_STOCK_MESSAGE, NOTIFY_ME_MESSAGE } from '@common/schemas/stock-alerts'
import { insertProduct } from '../../test/fixtures'
import { bearer, describeEachDatabase, signUpAdmin, uniqueEmail, type TestApp } from '../../test/test-app'

describeEachDatabase('back-in-stock alerts', (context: TestApp) => {
  const notifyMe = (productId: string, email: string) =>
    context.app.inject({ method: 'POST', url: `/api/products/${productId}/notify-me`, payload: { email } })
  const setStock = (adminToken: string, productId: string, stock: number) =>
    context.app.inject({
      method: 'PUT',
      url: `/api/products/${productId}`,
      headers: bearer(adminToken),
      payload: { stock },
    })
  const alertMails = (productId: string) =>
    context.database.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject', 'html'])
      .where('kind', '=', 'back-in-stock')
      .where('html', 'like', `%/product/${productId}%`)
      .execute()

  it('mails each address once when an admin restocks the product, and not again on the next restock', async () => {
    const admin = await signUpAdmin(context)
    const product = await insertProduct(context.database.db, { name: 'Sold-out Nezuko', stock: 0 })
    const [first, second] = [uniqueEmail('waiting'), uniqueEmail('waiting')]
    const answer = await notifyMe(product.id!, first.toUpperCase())
    expect(answer.statusCode).toBe(201)
    expect(answer.json()).toEqual({ success: true, message: NOTIFY_ME_MESSAGE })
    await notifyMe(product.id!, first)
    await notifyMe(product.id!, second)

    const waiting = await context.app.inject({
      method: 'GET',
      url: '/api/stock-alerts',
      headers: bearer(admin.token),
    })
    expect(waiting.json().waiting[product.id!]).toBe(2)

    // A change that leaves the stock at none tells nobody.
    expect((await setStock(admin.token, product.id!, 0)).statusCode).toBe(200)
    expect(await alertMails(product.id!)).toHaveLength(0)

    expect((await setStock(admin.token, product.id!, 4)).statusCode).toBe(200)
    const mails = await alertMails(product.id!)
    expect(mails.map((mail) => mail.to_address).sort()).toEqual([first, second].sort())
    expect(mails[0]!.subject).toBe('Back in stock: Sold-out Nezuko')

    const after = await context.app.inject({
      method: 'GET',
      url: '/api/stock-alerts',
      headers: bearer(admin.token),
    })
    expect(after.json().waiting[product.id!]).toBeUndefined()
    await setStock(admin.token, product.id!, 0)
    await setStock(admin.token, product.id!, 3)
    expect(await alertMails(product.id!)).toHaveLength(2)
  })

  it('refuses a product in stock, an unknown product and a bad address', async () => {
    const product = await insertProduct(context.database.db, { stock: 3 })
    const inStock = await notifyMe(product.id!, uniqueEmail())
    expect(inStock.statusCode).toBe(409)
    expect(inStock.json().message).toBe(IN_STOCK_MESSAGE)
    expect((await notifyMe('e'.repeat(24), uniqueEmail())).statusCode).toBe(404)
    expect((await notifyMe(product.id!, 'not-an-address')).statusCode).toBe(400)
  })
})
