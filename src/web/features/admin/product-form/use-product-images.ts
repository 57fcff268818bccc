import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { toast } from 'sonner'
import { productImageSchema } from '@common/schemas/product'
import { isApiError } from '../../../api/api-error'
import { MissingImageUrlError, uploadImage } from './api/upload-image'
import {
  IMAGE_UPLOAD_FAILED_MESSAGE,
  IMAGE_UPLOADED_MESSAGE,
  NO_IMAGE_URL_MESSAGE,
} from './product-form-messages'

/** An image the product has (or links to), or a picked file shown from memory until it is uploaded. */
export type ProductImage =
  | { key: string; status: 'ready'; url: string; origin: 'saved' | 'uploaded' | 'link' }
  | { key: string; status: 'local' | 'uploading'; file: File; previewUrl: string }

export type AddUrlResult = { status: 'added' | 'duplicate' } | { status: 'invalid'; message: string }

let keyCounter = 0
const nextKey = () => `image-${++keyCounter}`

/** Stands in for a file still to upload when the schema counts images (as the server's multipart reader does). */
const pendingPath = (key: string) => `/pending-upload/${key}`

function uploadFailureText(error: unknown): { title: string; description?: string } {
  if (error instanceof MissingImageUrlError) return { title: NO_IMAGE_URL_MESSAGE }
  const serverMessage = isApiError(error) ? error.serverMessage : undefined
  return serverMessage
    ? { title: IMAGE_UPLOAD_FAILED_MESSAGE, description: serverMessage }
    : { title: IMAGE_UPLOAD_FAILED_MESSAGE }
}

/**
 * The form's ordered image list (the first is the main image): saved URLs, pasted links and local previews
 * of picked files, uploaded one by one or all at once. Preview object URLs are released when a preview is
 * removed, replaced by its upload, or the form goes away.
 */
export function useProductImages(initialUrls: readonly string[]) {
  const [images, setImages] = useState<ProductImage[]>(() =>
    initialUrls.map((url) => ({ key: nextKey(), status: 'ready', url, origin: 'saved' })),
  )
  const previewUrls = useRef(new Set<string>())

  useEffect(() => {
    const urls = previewUrls.current
    return () => {
      for (const url of urls) URL.revokeObjectURL(url)
      urls.clear()
    }
  }, [])

  const releasePreview = useCallback((url: string) => {
    URL.revokeObjectURL(url)
    previewUrls.current.delete(url)
  }, [])

  const addFiles = useCallback((files: readonly File[]) => {
    const pictures = files.filter((file) => file.type === '' || file.type.startsWith('image/'))
    if (pictures.length < files.length) toast.error('Only image files can be added')
    const added = pictures.map((file): ProductImage => {
      const previewUrl = URL.createObjectURL(file)
      previewUrls.current.add(previewUrl)
      return { key: nextKey(), status: 'local', file, previewUrl }
    })
    if (added.length > 0) setImages((list) => [...list, ...added])
  }, [])

  const addUrl = useCallback(
    (text: string): AddUrlResult => {
      const checked = productImageSchema.safeParse(text)
      if (!checked.success) {
        return { status: 'invalid', message: checked.error.issues[0]?.message ?? 'Enter an image URL' }
      }
      const url = checked.data
      if (images.some((image) => image.status === 'ready' && image.url === url))
        return { status: 'duplicate' }
      setImages((list) => [...list, { key: nextKey(), status: 'ready', url, origin: 'link' }])
      return { status: 'added' }
    },
    [images],
  )

  const remove = useCallback(
    (key: string) => {
      const image = images.find((entry) => entry.key === key)
      if (!image || image.status === 'uploading') return
      if (image.status === 'local') releasePreview(image.previewUrl)
      setImages((list) => list.filter((entry) => entry.key !== key))
    },
    [images, releasePreview],
  )

  const move = useCallback((key: string, offset: -1 | 1) => {
    setImages((list) => {
      const from = list.findIndex((entry) => entry.key === key)
      const to = from + offset
      if (from < 0 || to < 0 || to >= list.length) return list
      const next = [...list]
      const [moved] = next.splice(from, 1)
      next.splice(to, 0, moved!)
      return next
    })
  }, [])

  /** Uploads one preview in place; resolves to its URL, or undefined after telling the owner why not. */
  const uploadOne = useCallback(
    async (key: string, { announce }: { announce: boolean }): Promise<string | undefined> => {
      const image = images.find((entry) => entry.key === key)
      if (!image || image.status !== 'local') return undefined
      const markAs = (status: 'local' | 'uploading') =>
        setImages((list) =>
          list.map((entry) => (entry.key === key && entry.status !== 'ready' ? { ...entry, status } : entry)),
        )
      markAs('uploading')
      try {
        const url = await uploadImage(image.file)
        setImages((list) =>
          list.map((entry) =>
            entry.key === key ? { key, status: 'ready', url, origin: 'uploaded' } : entry,
          ),
        )
        releasePreview(image.previewUrl)
        if (announce) toast.success(IMAGE_UPLOADED_MESSAGE)
        return url
      } catch (error) {
        markAs('local')
        const { title, description } = uploadFailureText(error)
        // One toast per kind of failure, however many files "Upload all" or Save tried.
        toast.error(title, description ? { id: title, description } : { id: title })
        return undefined
      }
    },
    [images, releasePreview],
  )

  const upload = useCallback((key: string) => uploadOne(key, { announce: true }), [uploadOne])

  /**
   * Uploads every preview, one file per call and one after another (the server re-encodes each image).
   * Resolves to the whole list as URLs in order, or undefined when any upload failed.
   */
  const uploadAll = useCallback(
    async ({ announce }: { announce: boolean }): Promise<string[] | undefined> => {
      const urls: string[] = []
      let hasFailed = false
      for (const image of images) {
        if (image.status === 'ready') {
          urls.push(image.url)
          continue
        }
        const url = await uploadOne(image.key, { announce: false })
        if (url) urls.push(url)
        else hasFailed = true
      }
      if (hasFailed) return undefined
      if (announce && urls.length > 0) toast.success(IMAGE_UPLOADED_MESSAGE)
      return urls
    },
    [images, uploadOne],
  )

  const validationPaths = useMemo(
    () => images.map((image) => (image.status === 'ready' ? image.url : pendingPath(image.key))),
    [images],
  )

  return {
    images,
    hasPending: images.some((image) => image.status !== 'ready'),
    isUploading: images.some((image) => image.status === 'uploading'),
    validationPaths,
    addFiles,
    addUrl,
    remove,
    move,
    upload,
    uploadAll,
  }
}

export type ProductImages = ReturnType<typeof useProductImages>
