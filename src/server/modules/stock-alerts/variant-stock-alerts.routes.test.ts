import { beforeAll, expect, it } from 'vitest'
import type { Product } from '@common/schemas/product'
import {
  NOT_A_VARIANT_MESSAGE,
  NOTIFY_ME_MESSAGE,
  VARIANT_IN_STOCK_MESSAGE,
} from '@common/schemas/stock-alerts'
import {
  adminCancel,
  describeEachShop,
  placeOrder,
  product,
  type Shop,
  stockOf,
} from '../../test/lifecycle-shop'
import { bearer, signUp, signUpAdmin, uniqueEmail, type SignedUpUser } from '../../test/test-app'
import { waitForProductInstead } from './stock-alerts.service'

const EDITIONS = [{ name: 'Edition', values: ['Standard', 'Deluxe'] }]

let skuCounter = 0
const sku = (name: string) => `ALERT-${name}-${(skuCounter += 1)}`

describeEachShop('back-in-stock alerts for one variant', (shop: Shop) => {
  let admin: SignedUpUser

  beforeAll(async () => {
    admin = await signUpAdmin(shop)
  })

  const notifyMe = (productId: string, email: string, variant?: string) =>
    shop.app.inject({
      method: 'POST',
      url: `/api/products/${productId}/notify-me`,
      payload: { email, ...(variant !== undefined && { variant }) },
    })

  const setVariants = (productId: string, stock: { standard: number; deluxe: number }, ids?: Product) =>
    shop.app.inject({
      method: 'PUT',
      url: `/api/products/${productId}/variants`,
      headers: bearer(admin.token),
      payload: {
        options: EDITIONS,
        variants: [
          {
            ...(ids && { _id: variantOf(ids, 'Standard')._id }),
            options: { Edition: 'Standard' },
            sku: ids ? variantOf(ids, 'Standard').sku : sku('STD'),
            price: 4999,
            stock: stock.standard,
          },
          {
            ...(ids && { _id: variantOf(ids, 'Deluxe')._id }),
            options: { Edition: 'Deluxe' },
            sku: ids ? variantOf(ids, 'Deluxe').sku : sku('DLX'),
            price: 7499,
            stock: stock.deluxe,
          },
        ],
      },
    })

  const variantOf = (answer: Product, label: string) => answer.variants!.find((v) => v.label === label)!

  /** A figure whose Standard edition is in stock (3) and whose Deluxe is sold out. */
  async function deluxeSoldOut(): Promise<Product> {
    const figure = await product(shop, { stock: 0 })
    const response = await setVariants(figure.id, { standard: 3, deluxe: 0 })
    expect(response.statusCode, response.body).toBe(200)
    return response.json<Product>()
  }

  const alertMails = (productId: string) =>
    shop.database.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject', 'html'])
      .where('kind', '=', 'back-in-stock')
      .where('html', 'like', `%/product/${productId}%`)
      .execute()

  const waitingRows = (productId: string) =>
    shop.database.db
      .selectFrom('stock_alerts')
      .select(['email', 'variant_id'])
      .where('product_id', '=', productId)
      .execute()

  const byEmail = <Row extends { email: string }>(rows: Row[]) =>
    [...rows].sort((left, right) => left.email.localeCompare(right.email))

  it('takes an address for a sold-out variant of a product in stock, and stores the variant', async () => {
    const figure = await deluxeSoldOut()
    const deluxe = variantOf(figure, 'Deluxe')
    const email = uniqueEmail('deluxe')
    expect((await notifyMe(figure._id, email, deluxe._id)).statusCode).toBe(201)
    expect(await waitingRows(figure._id)).toEqual([{ email, variant_id: deluxe._id }])
  })

  it('refuses a variant in stock (409), one of another product or none at all (400)', async () => {
    const figure = await deluxeSoldOut()
    const other = await deluxeSoldOut()
    const inStock = await notifyMe(figure._id, uniqueEmail('std'), variantOf(figure, 'Standard')._id)
    expect(inStock.statusCode).toBe(409)
    expect(inStock.json().message).toBe(VARIANT_IN_STOCK_MESSAGE)
    const foreign = await notifyMe(figure._id, uniqueEmail('x'), variantOf(other, 'Deluxe')._id)
    expect(foreign.statusCode).toBe(400)
    expect(foreign.json().message).toBe(NOT_A_VARIANT_MESSAGE)
    const plain = await product(shop, { stock: 0 })
    expect((await notifyMe(plain.id, uniqueEmail('plain'), variantOf(figure, 'Deluxe')._id)).statusCode).toBe(
      400,
    )
    // The product is in stock (its Standard edition): waiting for the product as a whole is refused as before.
    expect((await notifyMe(figure._id, uniqueEmail('whole'))).statusCode).toBe(409)
    expect(await waitingRows(figure._id)).toEqual([])
  })

  it('mails those waiting for a variant when the grid restocks it, naming it and linking to it, once', async () => {
    const figure = await deluxeSoldOut()
    const deluxe = variantOf(figure, 'Deluxe')
    const email = uniqueEmail('deluxe')
    await notifyMe(figure._id, email, deluxe._id)

    // Standard's stock changing tells nobody waiting for Deluxe.
    expect((await setVariants(figure._id, { standard: 5, deluxe: 0 }, figure)).statusCode).toBe(200)
    expect(await alertMails(figure._id)).toHaveLength(0)

    expect((await setVariants(figure._id, { standard: 5, deluxe: 2 }, figure)).statusCode).toBe(200)
    const mails = await alertMails(figure._id)
    expect(mails.map((mail) => [mail.to_address, mail.subject])).toEqual([
      [email, `Back in stock: ${figure.name} — Deluxe`],
    ])
    expect(mails[0]!.html).toContain(`/product/${figure._id}?variant=${deluxe._id}`)
    expect(mails[0]!.html).toContain('at ₹7,499.00')
    expect(await waitingRows(figure._id)).toEqual([])

    await setVariants(figure._id, { standard: 5, deluxe: 0 }, figure)
    await setVariants(figure._id, { standard: 5, deluxe: 1 }, figure)
    expect(await alertMails(figure._id)).toHaveLength(1)
  })

  it('mails those waiting for a variant when an adjustment restocks it, and keeps those waiting for another', async () => {
    const figure = await product(shop, { stock: 0 })
    const created = (await setVariants(figure.id, { standard: 0, deluxe: 0 })).json<Product>()
    const [forDeluxe, forStandard, forAny] = [uniqueEmail('d'), uniqueEmail('s'), uniqueEmail('any')]
    await notifyMe(figure.id, forDeluxe, variantOf(created, 'Deluxe')._id)
    await notifyMe(figure.id, forStandard, variantOf(created, 'Standard')._id)
    // The whole product is sold out: an address may wait for it, whichever variant comes back.
    expect((await notifyMe(figure.id, forAny)).statusCode).toBe(201)

    const adjusted = await shop.app.inject({
      method: 'POST',
      url: `/api/products/${figure.id}/stock-adjustments`,
      headers: bearer(admin.token),
      payload: { change: 4, variant: variantOf(created, 'Deluxe')._id, reason: 'received' },
    })
    expect(adjusted.statusCode, adjusted.body).toBe(200)
    const mails = await alertMails(figure.id)
    expect(mails.map((mail) => mail.to_address).sort()).toEqual([forAny, forDeluxe].sort())
    expect(mails.find((mail) => mail.to_address === forAny)!.subject).toBe(`Back in stock: ${created.name}`)
    expect(await waitingRows(figure.id)).toEqual([
      { email: forStandard, variant_id: variantOf(created, 'Standard')._id },
    ])
  })

  it('keeps one entry per product and address: asking again, for another variant or for one of the product, leaves it as it was', async () => {
    const figure = await product(shop, { stock: 0 })
    const created = (await setVariants(figure.id, { standard: 0, deluxe: 0 })).json<Product>()
    const [forStandard, forAny] = [uniqueEmail('both'), uniqueEmail('any')]
    expect((await notifyMe(figure.id, forStandard, variantOf(created, 'Standard')._id)).statusCode).toBe(201)
    expect((await notifyMe(figure.id, forAny)).statusCode).toBe(201)
    // Anyone may ask for any address: a second request answers as the first and moves nobody's entry.
    const moved = await notifyMe(figure.id, forStandard, variantOf(created, 'Deluxe')._id)
    expect(moved.statusCode).toBe(201)
    expect(moved.json()).toEqual({ success: true, message: NOTIFY_ME_MESSAGE })
    expect((await notifyMe(figure.id, forAny, variantOf(created, 'Deluxe')._id)).statusCode).toBe(201)
    expect((await notifyMe(figure.id, forStandard)).statusCode).toBe(201)
    expect(byEmail(await waitingRows(figure.id))).toEqual(
      byEmail([
        { email: forStandard, variant_id: variantOf(created, 'Standard')._id },
        { email: forAny, variant_id: null },
      ]),
    )
  })

  it('makes those waiting for a variant the grid removed wait for the product, told when it comes back', async () => {
    const figure = await product(shop, { stock: 0 })
    const created = (await setVariants(figure.id, { standard: 0, deluxe: 0 })).json<Product>()
    const standard = variantOf(created, 'Standard')
    const [forDeluxe, forStandard] = [uniqueEmail('gone'), uniqueEmail('kept')]
    await notifyMe(figure.id, forDeluxe, variantOf(created, 'Deluxe')._id)
    await notifyMe(figure.id, forStandard, standard._id)
    const onlyStandard = await shop.app.inject({
      method: 'PUT',
      url: `/api/products/${figure.id}/variants`,
      headers: bearer(admin.token),
      payload: {
        options: [{ name: 'Edition', values: ['Standard'] }],
        variants: [
          { _id: standard._id, options: { Edition: 'Standard' }, sku: standard.sku, price: 4999, stock: 0 },
        ],
      },
    })
    expect(onlyStandard.statusCode, onlyStandard.body).toBe(200)

    const kept = onlyStandard.json<Product>().variants!.map((variant) => variant._id)
    expect(kept).toEqual([standard._id])
    // The grid's save moved them already: nothing is left to move.
    expect(await waitForProductInstead(shop.database.db, figure.id, kept)).toBe(0)
    expect(byEmail(await waitingRows(figure.id))).toEqual(
      byEmail([
        { email: forDeluxe, variant_id: null },
        { email: forStandard, variant_id: standard._id },
      ]),
    )

    const adjusted = await shop.app.inject({
      method: 'POST',
      url: `/api/products/${figure.id}/stock-adjustments`,
      headers: bearer(admin.token),
      payload: { change: 2, variant: standard._id, reason: 'received' },
    })
    expect(adjusted.statusCode, adjusted.body).toBe(200)
    expect((await alertMails(figure.id)).map((mail) => [mail.to_address, mail.subject]).sort()).toEqual(
      [
        [forDeluxe, `Back in stock: ${created.name}`],
        [forStandard, `Back in stock: ${created.name} — Standard`],
      ].sort(),
    )
    expect(await waitingRows(figure.id)).toEqual([])
  })

  it('mails those waiting for a variant when a cancelled order gives its last units back', async () => {
    const figure = await product(shop, { stock: 0 })
    const created = (await setVariants(figure.id, { standard: 3, deluxe: 1 })).json<Product>()
    const deluxe = variantOf(created, 'Deluxe')
    const buyer = await signUp(shop.app)
    const order = await placeOrder(shop, buyer.token, [{ product: figure.id, qty: 1, variant: deluxe._id }], {
      paymentMethod: 'COD',
    })
    const email = uniqueEmail('late')
    expect((await notifyMe(figure.id, email, deluxe._id)).statusCode).toBe(201)
    expect(await alertMails(figure.id)).toHaveLength(0)

    expect((await adminCancel(shop, admin.token, order._id)).statusCode).toBe(200)
    const mails = await alertMails(figure.id)
    expect(mails.map((mail) => [mail.to_address, mail.subject])).toEqual([
      [email, `Back in stock: ${created.name} — Deluxe`],
    ])
    expect(await waitingRows(figure.id)).toEqual([])
  })

  it('mails nobody when a cancelled order gives back units of a product sold as itself, as ever', async () => {
    const plain = await product(shop, { stock: 1 })
    const buyer = await signUp(shop.app)
    const order = await placeOrder(shop, buyer.token, [{ product: plain.id, qty: 1 }], {
      paymentMethod: 'COD',
    })
    const email = uniqueEmail('plain')
    expect((await notifyMe(plain.id, email)).statusCode).toBe(201)

    expect((await adminCancel(shop, admin.token, order._id)).statusCode).toBe(200)
    expect(await stockOf(shop, plain.id)).toBe(1)
    expect(await alertMails(plain.id)).toEqual([])
    expect(await waitingRows(plain.id)).toEqual([{ email, variant_id: null }])
  })

  it('mails nobody when a cancelled order gives back units of a variant still in stock', async () => {
    const figure = await product(shop, { stock: 0 })
    const created = (await setVariants(figure.id, { standard: 3, deluxe: 0 })).json<Product>()
    const standard = variantOf(created, 'Standard')
    const buyer = await signUp(shop.app)
    const order = await placeOrder(
      shop,
      buyer.token,
      [{ product: figure.id, qty: 1, variant: standard._id }],
      {
        paymentMethod: 'COD',
      },
    )
    const email = uniqueEmail('other')
    expect((await notifyMe(figure.id, email, variantOf(created, 'Deluxe')._id)).statusCode).toBe(201)

    expect((await adminCancel(shop, admin.token, order._id)).statusCode).toBe(200)
    expect(await alertMails(figure.id)).toEqual([])
    expect(await waitingRows(figure.id)).toEqual([{ email, variant_id: variantOf(created, 'Deluxe')._id }])
  })

  it('mails those waiting for a sold-out variant its pre-order release brings back, while another variant was in stock', async () => {
    const figure = await product(shop, { stock: 0 })
    const created = (await setVariants(figure.id, { standard: 3, deluxe: 0 })).json<Product>()
    const deluxe = variantOf(created, 'Deluxe')
    const email = uniqueEmail('release')
    expect((await notifyMe(figure.id, email, deluxe._id)).statusCode).toBe(201)
    await shop.database.db
      .updateTable('products')
      .set({ is_preorder: 1, release_date: '2027-03-15', preorder_limit: 10 })
      .where('id', '=', figure.id)
      .execute()

    const released = await shop.app.inject({
      method: 'POST',
      url: `/api/products/${figure.id}/release`,
      headers: bearer(admin.token),
      payload: { received: 2, variants: [{ variant: deluxe._id, received: 2 }] },
    })
    expect(released.statusCode, released.body).toBe(200)
    expect((await alertMails(figure.id)).map((mail) => [mail.to_address, mail.subject])).toEqual([
      [email, `Back in stock: ${created.name} — Deluxe`],
    ])
    expect(await waitingRows(figure.id)).toEqual([])
  })
})
