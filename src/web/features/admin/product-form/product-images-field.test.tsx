import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse, type ApiHandler, type RecordedRequest } from '../../../test/mock-api'
import {
  addImageUrl,
  fillRequiredFields,
  imageFile,
  imageTile,
  openAsAdmin,
  productImages,
  savedProduct,
  stubObjectUrls,
} from './test/product-form-test-kit'

const NEW_PRODUCT_PATH = '/admin/products/new'
const GOJO_URL = '/media/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.webp'
const uploaded = (url: string) => () => jsonResponse(200, { success: true, files: [url], urls: [url] })
const created = () => jsonResponse(201, savedProduct())

async function openWithPicker(routes: Record<string, ApiHandler | ApiHandler[]> = {}) {
  const objectUrls = stubObjectUrls()
  const app = openAsAdmin(NEW_PRODUCT_PATH, routes)
  const picker = await screen.findByLabelText('Choose images')
  return { ...app, objectUrls, picker }
}

const uploadedFile = (request: RecordedRequest) => (request.body as FormData).getAll('images')

describe('product images', () => {
  it('previews a picked file with Upload, and marks it Uploaded once the server holds it', async () => {
    const { user, picker, requestsTo, objectUrls } = await openWithPicker({
      'POST /api/upload': uploaded(GOJO_URL),
    })
    expect(picker).toHaveAttribute('accept', 'image/*')
    expect(picker).toHaveAttribute('multiple')

    await user.upload(picker, imageFile('gojo.png'))

    const tile = within(imageTile(1))
    expect(tile.getByRole('img', { name: 'Preview of gojo.png (image 1)' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    )
    expect(tile.getByText('Not uploaded')).toBeInTheDocument()
    expect(tile.getByText('Main image')).toBeInTheDocument()

    await user.click(tile.getByRole('button', { name: 'Upload image 1' }))

    expect(await tile.findByText('Uploaded')).toBeInTheDocument()
    expect(tile.getByRole('img', { name: 'Product image 1' })).toHaveAttribute('src', GOJO_URL)
    expect(tile.queryByRole('button', { name: 'Upload image 1' })).not.toBeInTheDocument()
    expect(await screen.findByText('Image uploaded successfully!')).toBeInTheDocument()
    const [request] = requestsTo('POST', '/api/upload')
    expect(uploadedFile(request!)).toEqual([expect.objectContaining({ name: 'gojo.png' })])
    expect(objectUrls.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1')
  })

  it('keeps the preview and says why when an upload fails or returns no address', async () => {
    const { user, picker } = await openWithPicker({
      'POST /api/upload': [
        () => jsonResponse(413, { success: false, message: 'Image is too large' }),
        () => jsonResponse(200, { success: true, files: [], urls: [] }),
      ],
    })
    await user.upload(picker, imageFile())
    const tile = within(imageTile(1))

    await user.click(tile.getByRole('button', { name: 'Upload image 1' }))
    expect(await screen.findByText('Failed to upload image')).toBeInTheDocument()
    expect(screen.getByText('Image is too large')).toBeInTheDocument()
    expect(tile.getByText('Not uploaded')).toBeInTheDocument()

    await user.click(tile.getByRole('button', { name: 'Upload image 1' }))
    expect(await screen.findByText('No image URL returned from server')).toBeInTheDocument()
    expect(tile.getByText('Not uploaded')).toBeInTheDocument()
  })

  it('uploads every preview with Upload all, one file per call', async () => {
    const { user, picker, requestsTo } = await openWithPicker({
      'POST /api/upload': [uploaded('/media/one.webp'), uploaded('/media/two.webp')],
    })
    await user.upload(picker, [imageFile('one.png'), imageFile('two.png')])
    expect(productImages()).toHaveLength(2)

    await user.click(screen.getByRole('button', { name: 'Upload all' }))

    await waitFor(() => expect(within(imageTile(2)).getByText('Uploaded')).toBeInTheDocument())
    expect(within(imageTile(1)).getByText('Uploaded')).toBeInTheDocument()
    expect(requestsTo('POST', '/api/upload').map((request) => uploadedFile(request).length)).toEqual([1, 1])
    expect(screen.queryByRole('button', { name: 'Upload all' })).not.toBeInTheDocument()
  })

  it('adds a pasted URL with Enter without submitting the form, and ignores a duplicate', async () => {
    const { user, requestsTo } = await openWithPicker({ 'POST /api/products': created })

    await addImageUrl(user, 'https://cdn.example.com/gojo.jpg')
    expect(productImages()).toHaveLength(1)
    expect(screen.getByLabelText('Image URL')).toHaveValue('')

    await addImageUrl(user, 'https://cdn.example.com/gojo.jpg')
    await user.type(screen.getByLabelText('Image URL'), 'https://cdn.example.com/gojo.jpg')
    await user.click(screen.getByRole('button', { name: 'Add URL' }))

    expect(productImages()).toHaveLength(1)
    expect(within(imageTile(1)).getByRole('img', { name: 'Product image 1' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/gojo.jpg',
    )
    expect(screen.queryByText('Product name is required')).not.toBeInTheDocument()
    expect(requestsTo('POST', '/api/products')).toHaveLength(0)
  })

  it('asks for at least one image, and the message goes once one is added', async () => {
    const { user, requestsTo } = await openWithPicker({ 'POST /api/products': created })
    await fillRequiredFields(user)

    await user.click(screen.getByRole('button', { name: 'Create Product' }))
    expect(await screen.findByText('Please upload at least one image')).toBeInTheDocument()
    expect(requestsTo('POST', '/api/products')).toHaveLength(0)

    await addImageUrl(user, '/media/luffy.webp')
    await waitFor(() =>
      expect(screen.queryByText('Please upload at least one image')).not.toBeInTheDocument(),
    )
  })

  it('uploads previews on save and sends every image in the chosen order', async () => {
    const { user, picker, requestsTo, currentUrl } = await openWithPicker({
      'POST /api/upload': uploaded(GOJO_URL),
      'POST /api/products': created,
    })
    await fillRequiredFields(user)
    await addImageUrl(user, 'https://cdn.example.com/first.jpg')
    await user.upload(picker, imageFile('gojo.png'))
    await addImageUrl(user, 'https://cdn.example.com/dropped.jpg')

    await user.click(screen.getByRole('button', { name: 'Move image 2 earlier' }))
    expect(imageTile(1)).toHaveAccessibleName('Image 1 of 3, main image')
    expect(within(imageTile(1)).getByText('Not uploaded')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Move image 1 earlier' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Move image 3 later' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Remove image 3' }))

    await user.click(screen.getByRole('button', { name: 'Create Product' }))

    await waitFor(() => expect(currentUrl()).toBe('/admin'))
    expect(requestsTo('POST', '/api/upload')).toHaveLength(1)
    expect(requestsTo('POST', '/api/products')[0]?.body).toMatchObject({
      images: [GOJO_URL, 'https://cdn.example.com/first.jpg'],
    })
  })

  it('does not save when a preview cannot be uploaded', async () => {
    const { user, picker, requestsTo } = await openWithPicker({
      'POST /api/upload': () => jsonResponse(500, { success: false, message: 'Storage is full' }),
      'POST /api/products': created,
    })
    await fillRequiredFields(user)
    await user.upload(picker, imageFile())

    await user.click(screen.getByRole('button', { name: 'Create Product' }))

    expect(await screen.findByText('Failed to upload image')).toBeInTheDocument()
    expect(requestsTo('POST', '/api/products')).toHaveLength(0)
    expect(screen.getByRole('button', { name: 'Create Product' })).toBeEnabled()
  })
})
