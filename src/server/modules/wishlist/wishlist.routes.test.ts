import { expect, it } from 'vitest'
import { insertProduct } from '../../test/fixtures'
import { bearer, describeEachDatabase, signUp, type TestApp } from '../../test/test-app'

describeEachDatabase('wishlist', (context: TestApp) => {
  const list = (token: string) =>
    context.app.inject({ method: 'GET', url: '/api/wishlist', headers: bearer(token) })
  const add = (token: string, productId: string) =>
    context.app.inject({
      method: 'POST',
      url: '/api/wishlist',
      headers: bearer(token),
      payload: { productId },
    })
  const remove = (token: string, productId: string) =>
    context.app.inject({ method: 'DELETE', url: `/api/wishlist/${productId}`, headers: bearer(token) })
  const names = (response: { json: () => { products: { name: string }[] } }) =>
    response.json().products.map((product) => product.name)

  it('keeps each shopper their own list, newest first, each product once', async () => {
    const priya = await signUp(context.app)
    const arjun = await signUp(context.app)
    const gojo = await insertProduct(context.database.db, { name: 'Gojo figure' })
    const rem = await insertProduct(context.database.db, { name: 'Rem figure' })

    expect(names(await add(priya.token, gojo.id!))).toEqual(['Gojo figure'])
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(names(await add(priya.token, rem.id!))).toEqual(['Rem figure', 'Gojo figure'])
    expect(names(await add(priya.token, gojo.id!))).toEqual(['Rem figure', 'Gojo figure'])
    expect((await list(priya.token)).json().products[0]).toMatchObject({
      _id: rem.id,
      price: expect.any(Number),
    })

    // Another shopper sees only their own list, and cannot take anything off Priya's.
    expect(names(await list(arjun.token))).toEqual([])
    expect(names(await remove(arjun.token, gojo.id!))).toEqual([])
    expect(names(await list(priya.token))).toEqual(['Rem figure', 'Gojo figure'])

    expect(names(await remove(priya.token, rem.id!))).toEqual(['Gojo figure'])
  })

  it('refuses a product that does not exist, and drops a product deleted from the catalogue', async () => {
    const shopper = await signUp(context.app)
    const missing = await add(shopper.token, 'f'.repeat(24))
    expect(missing.statusCode).toBe(404)
    const product = await insertProduct(context.database.db, { name: 'Soon gone' })
    await add(shopper.token, product.id!)
    await context.database.db.deleteFrom('products').where('id', '=', product.id!).execute()
    expect(names(await list(shopper.token))).toEqual([])
  })

  it('is for signed-in shoppers only', async () => {
    expect((await context.app.inject({ method: 'GET', url: '/api/wishlist' })).statusCode).toBe(401)
  })
})
