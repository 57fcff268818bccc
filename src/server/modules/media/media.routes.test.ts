import sharp from 'sharp'
import { beforeAll, expect, it } from 'vitest'
import { multipartBody as multipart, type Upload } from '../../test/hostile-files'
import { shareImageOf } from './share-images'
import { bearer, describeEachDatabase, signUp, signUpAdmin, type SignedUpUser } from '../../test/test-app'

const IMMUTABLE = 'public, max-age=31536000, immutable'

function picture(width: number, height: number, format: 'png' | 'jpeg', colour = '#e25822'): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: colour } })
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer()
}

describeEachDatabase('image upload', (context) => {
  let admin: SignedUpUser
  let shopper: SignedUpUser

  beforeAll(async () => {
    admin = await signUpAdmin(context)
    shopper = await signUp(context.app)
  })

  const upload = async (
    files: Upload[],
    token: string | null = admin.token,
    fields: Record<string, string> = {},
  ) => {
    const { payload, contentType } = await multipart(files, fields)
    return context.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload,
      headers: { 'content-type': contentType, ...(token ? bearer(token) : {}) },
    })
  }
  const fetchMedia = (url: string) => context.app.inject({ method: 'GET', url })
  const widthOf = async (bytes: Buffer) => (await sharp(bytes).metadata()).width

  it('accepts a PNG and a JPEG and answers their URLs as files and urls', async () => {
    const response = await upload([
      { bytes: await picture(400, 300, 'png'), filename: 'figure.png', type: 'image/png' },
      { bytes: await picture(400, 300, 'jpeg', '#2266cc'), filename: 'box.jpg', type: 'image/jpeg' },
    ])
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toEqual({ success: true, files: body.urls, urls: [expect.any(String), expect.any(String)] })
    for (const url of body.urls) {
      expect(url).toMatch(/^\/media\/[0-9a-f]{32}\.webp$/)
      const image = await fetchMedia(url)
      expect(image.statusCode).toBe(200)
      expect(image.headers['content-type']).toBe('image/webp')
      expect(image.headers['cache-control']).toBe(IMMUTABLE)
      expect((await sharp(image.rawPayload).metadata()).format).toBe('webp')
    }
  })

  it('draws a 1200 px JPEG of a stored picture for link previews, sized before it is drawn', async () => {
    const response = await upload([
      { bytes: await picture(1600, 1200, 'png', '#aa3355'), filename: 'share.png', type: 'image/png' },
    ])
    const [url] = response.json().urls as string[]
    const share = await shareImageOf(context.database.db, url!)
    expect(share).toEqual({
      url: url!.replace('.webp', '-share.jpg'),
      width: 1200,
      height: 900,
      type: 'image/jpeg',
    })
    const image = await fetchMedia(share!.url)
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/jpeg')
    expect(image.headers['cache-control']).toBe(IMMUTABLE)
    const metadata = await sharp(image.rawPayload).metadata()
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 1200, 900])
    expect((await fetchMedia('/media/0123456789abcdef0123456789abcdef-share.jpg')).statusCode).toBe(404)
    expect(await shareImageOf(context.database.db, 'https://elsewhere.example/picture.webp')).toBeUndefined()
  })

  it('keeps smaller widths of a large image, served under -<width>', async () => {
    const response = await upload([
      { bytes: await picture(1600, 1200, 'png', '#55aa33'), filename: 'large.png', type: 'image/png' },
    ])
    const [url] = response.json().urls as string[]
    const base = url!.replace(/\.webp$/, '')
    for (const [suffix, width] of [
      ['-320', 320],
      ['-640', 640],
      ['-1280', 1280],
      ['', 1280],
    ] as const) {
      const image = await fetchMedia(`${base}${suffix}.webp`)
      expect(image.statusCode, suffix).toBe(200)
      expect(image.headers['content-type']).toBe('image/webp')
      expect(image.headers['cache-control']).toBe(IMMUTABLE)
      expect(await widthOf(image.rawPayload)).toBe(width)
    }
  })

  it('accepts a picture of several megabytes, well over the 1 MB JSON body limit', async () => {
    const bytes = await sharp({
      create: {
        width: 1100,
        height: 1100,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer()
    expect(bytes.length).toBeGreaterThan(3 * 1024 * 1024)
    const response = await upload([{ bytes, filename: 'noisy.png', type: 'image/png' }])
    expect(response.statusCode).toBe(200)
    expect((await fetchMedia(response.json().urls[0])).headers['content-type']).toBe('image/webp')
  })

  it('never enlarges a small image, whatever width is asked for', async () => {
    const response = await upload([
      { bytes: await picture(200, 150, 'png', '#9933cc'), filename: 'small.png', type: 'image/png' },
    ])
    const [url] = response.json().urls as string[]
    for (const requested of ['-320', '-640', '-1280', '']) {
      const image = await fetchMedia(url!.replace(/\.webp$/, `${requested}.webp`))
      expect(image.statusCode).toBe(200)
      expect(await widthOf(image.rawPayload)).toBe(200)
    }
  })

  it('stores the same picture once, however often it is uploaded', async () => {
    const bytes = await picture(300, 300, 'png', '#123abc')
    const first = (await upload([{ bytes, filename: 'a.png', type: 'image/png' }])).json().urls[0]
    const second = (await upload([{ bytes, filename: 'b.png', type: 'image/png' }])).json().urls[0]
    expect(second).toBe(first)
  })

  it('refuses a text file named .png with 400', async () => {
    const response = await upload([
      {
        bytes: Buffer.from('definitely not a picture\n'.repeat(20)),
        filename: 'fake.png',
        type: 'image/png',
      },
    ])
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      success: false,
      message:
        'This file is not a valid image. Only image files (PNG, JPEG, WebP, GIF or AVIF) can be uploaded',
    })
  })

  it('refuses a 12 MB image with 413', async () => {
    const bytes = Buffer.concat([await picture(64, 64, 'png'), Buffer.alloc(12 * 1024 * 1024, 7)])
    const response = await upload([{ bytes, filename: 'huge.png', type: 'image/png' }])
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({ success: false, message: 'The file is too large' })
  })

  it('refuses a request without a file with 400', async () => {
    const response = await upload([], admin.token, { note: 'no picture here' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Please choose at least one image to upload',
    })
  })

  it('refuses a body that is not multipart with 400', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: bearer(admin.token),
      payload: { images: [] },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().success).toBe(false)
  })

  it('lets only admins upload: 401 without a token, 403 for a shopper', async () => {
    const file = { bytes: await picture(50, 50, 'png'), filename: 'x.png', type: 'image/png' }
    expect((await upload([file], null)).statusCode).toBe(401)
    const asShopper = await upload([file], shopper.token)
    expect(asShopper.statusCode).toBe(403)
    expect(asShopper.json()).toMatchObject({ success: false })
  })

  it('answers 404 for an unknown or malformed media name', async () => {
    for (const name of [`${'0'.repeat(32)}.webp`, 'nope.webp', '../etc/passwd']) {
      const response = await fetchMedia(`/media/${encodeURIComponent(name)}`)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual({ success: false, message: 'Image not found' })
    }
  })
})
