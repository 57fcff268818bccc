import { expect, it } from 'vitest'
import { insertProduct } from '../../test/fixtures'
import { bearer, describeEachDatabase, signUp } from '../../test/test-app'

describeEachDatabase('product reviews', (context) => {
  const reviewsUrl = (productId: string) => `/api/reviews/product/${productId}`
  const postReview = (productId: string, token: string | undefined, payload: unknown) =>
    context.app.inject({
      method: 'POST',
      url: reviewsUrl(productId),
      headers: token ? bearer(token) : {},
      payload: payload as object,
    })
  const productRow = (id: string) =>
    context.database.db
      .selectFrom('products')
      .select(['rating', 'num_reviews'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()

  it('lists no reviews for a product nobody has reviewed', async () => {
    const product = await insertProduct(context.database.db)
    const response = await context.app.inject({ method: 'GET', url: reviewsUrl(product.id) })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual([])
  })

  it('answers 404 "Product not found" for an unknown or malformed product id', async () => {
    for (const id of ['0123456789abcdef01234567', 'not-an-id']) {
      const response = await context.app.inject({ method: 'GET', url: reviewsUrl(id) })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ success: false, message: 'Product not found' })
    }
    const shopper = await signUp(context.app)
    const post = await postReview('0123456789abcdef01234567', shopper.token, { rating: 4, comment: 'Nice' })
    expect(post.statusCode).toBe(404)
    expect(post.json().message).toBe('Product not found')
  })

  it('stores a review with its author, trims the comment and answers 201 with it', async () => {
    const product = await insertProduct(context.database.db)
    const shopper = await signUp(context.app, { name: 'Riya Kapoor' })
    const response = await postReview(product.id, shopper.token, {
      rating: 4,
      comment: '  Gorgeous paint work.  ',
    })
    expect(response.statusCode).toBe(201)
    const review = response.json()
    expect(review).toMatchObject({
      rating: 4,
      comment: 'Gorgeous paint work.',
      user: { _id: shopper.id, name: 'Riya Kapoor' },
      name: 'Riya Kapoor',
    })
    expect(review._id).toMatch(/^[0-9a-f]{24}$/)
    expect(Number.isNaN(Date.parse(review.createdAt))).toBe(false)

    const list = (await context.app.inject({ method: 'GET', url: reviewsUrl(product.id) })).json()
    expect(list).toEqual([review])
  })

  it('lists reviews newest first and keeps the product rating (1 decimal) and count in step', async () => {
    const product = await insertProduct(context.database.db, { rating: 4.5 })
    const ratings = [5, 4, 4]
    const ids: string[] = []
    for (const rating of ratings) {
      const shopper = await signUp(context.app)
      const response = await postReview(product.id, shopper.token, { rating, comment: `Rated ${rating}` })
      expect(response.statusCode).toBe(201)
      ids.push(response.json()._id)
    }
    const list = (await context.app.inject({ method: 'GET', url: reviewsUrl(product.id) })).json()
    expect(list.map((review: { _id: string }) => review._id)).toEqual([...ids].reverse())

    const row = await productRow(product.id)
    expect(row.num_reviews).toBe(3)
    expect(row.rating).toBeCloseTo(4.3, 5)

    const shown = (await context.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).json()
    expect(shown.numReviews).toBe(3)
  })

  it('refuses a second review by the same shopper with 400 "already reviewed" and changes nothing', async () => {
    const product = await insertProduct(context.database.db)
    const shopper = await signUp(context.app)
    expect((await postReview(product.id, shopper.token, { rating: 5, comment: 'First' })).statusCode).toBe(
      201,
    )
    const second = await postReview(product.id, shopper.token, { rating: 1, comment: 'Second' })
    expect(second.statusCode).toBe(400)
    expect(second.json()).toEqual({ success: false, message: 'You have already reviewed this product' })
    expect(second.json().message).toContain('already reviewed')

    const row = await productRow(product.id)
    expect(row).toMatchObject({ num_reviews: 1 })
    expect(row.rating).toBe(5)
    const list = (await context.app.inject({ method: 'GET', url: reviewsUrl(product.id) })).json()
    expect(list).toHaveLength(1)
  })

  it('needs a signed-in shopper to write a review', async () => {
    const product = await insertProduct(context.database.db)
    const response = await postReview(product.id, undefined, { rating: 5, comment: 'Anonymous praise' })
    expect(response.statusCode).toBe(401)
    expect(response.json().success).toBe(false)
    expect((await productRow(product.id)).num_reviews).toBe(0)
  })

  it.each([
    [{ rating: 5, comment: '   ' }, 'Please enter a review comment'],
    [{ rating: 5 }, 'Please enter a review comment'],
    [{ rating: 0, comment: 'Too low' }, 'Rating must be a whole number from 1 to 5'],
    [{ rating: 6, comment: 'Too high' }, 'Rating must be a whole number from 1 to 5'],
    [{ rating: 3.5, comment: 'Half a star' }, 'Rating must be a whole number from 1 to 5'],
    [{ rating: '5', comment: 'Text rating' }, 'Rating must be a whole number from 1 to 5'],
    [{ rating: 5, comment: 'x'.repeat(2001) }, 'Your review can be at most 2000 characters'],
  ])('refuses %j with 400 and the message', async (payload, message) => {
    const product = await insertProduct(context.database.db)
    const shopper = await signUp(context.app)
    const response = await postReview(product.id, shopper.token, payload)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ success: false })
    expect(response.json().message).toContain(message)
    expect((await productRow(product.id)).num_reviews).toBe(0)
  })

  it('accepts a comment of exactly 2000 characters', async () => {
    const product = await insertProduct(context.database.db)
    const shopper = await signUp(context.app)
    const response = await postReview(product.id, shopper.token, { rating: 3, comment: 'y'.repeat(2000) })
    expect(response.statusCode).toBe(201)
  })

  it('shows review text exactly as written, markup included, never interpreted', async () => {
    const product = await insertProduct(context.database.db)
    const shopper = await signUp(context.app)
    const comment = '<img src=x onerror=alert(1)> & "quotes"'
    const response = await postReview(product.id, shopper.token, { rating: 2, comment })
    expect(response.json().comment).toBe(comment)
  })

  it('counts every review when several shoppers review one product at the same moment', async () => {
    const product = await insertProduct(context.database.db)
    const shoppers = await Promise.all(Array.from({ length: 6 }, () => signUp(context.app)))
    const responses = await Promise.all(
      shoppers.map((shopper, index) =>
        postReview(product.id, shopper.token, { rating: (index % 5) + 1, comment: `Review ${index}` }),
      ),
    )
    expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(201))
    const row = await productRow(product.id)
    expect(row.num_reviews).toBe(6)
    expect(row.rating).toBeCloseTo(Math.round((16 / 6) * 10) / 10, 5)
  })

  it('keeps a review whose author deleted the account, under the name it was written with', async () => {
    const product = await insertProduct(context.database.db)
    const shopper = await signUp(context.app, { name: 'Kenji' })
    await postReview(product.id, shopper.token, { rating: 5, comment: 'Still here' })
    await context.database.db
      .updateTable('reviews')
      .set({ user_id: null })
      .where('product_id', '=', product.id)
      .execute()
    const list = (await context.app.inject({ method: 'GET', url: reviewsUrl(product.id) })).json()
    expect(list).toEqual([expect.objectContaining({ user: null, name: 'Kenji', comment: 'Still here' })])
  })

  it('answers on the doubled /api/api prefix too', async () => {
    const product = await insertProduct(context.database.db)
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/api/reviews/product/${product.id}`,
    })
    expect(response.statusCode).toBe(200)
  })
})
