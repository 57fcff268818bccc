import { useCallback, useEffect, useRef, useState } from 'react'
import { MAX_UPLOAD_BYTES } from '@common/media'
import { MAX_RETURN_PHOTOS, TOO_MANY_RETURN_PHOTOS_MESSAGE } from '@common/schemas/returns'

export const NOT_A_PHOTO_MESSAGE = 'Only photos can be added (JPEG, PNG or WebP)'
export const PHOTO_TOO_LARGE_MESSAGE = `Each photo must be at most ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB`

/** A picked photo, shown from memory (an object URL) until the request is sent. */
export interface ReturnPhoto {
  key: string
  file: File
  previewUrl: string
}

let keyCounter = 0
const nextKey = () => `return-photo-${++keyCounter}`

// Some phones' pickers give a photo without a type; the server checks every file's bytes anyway.
const isPicture = (file: File) => file.type === '' || file.type.startsWith('image/')

/**
 * The photos of a return request, at most MAX_RETURN_PHOTOS: picked files that are photos and not too large are
 * added in order; what could not be added is said in `pickMessage` (kept until the next pick or removal). Each
 * preview's object URL is released when the photo is removed or the form goes away.
 */
export function useReturnPhotos() {
  const [photos, setPhotos] = useState<ReturnPhoto[]>([])
  const [pickMessage, setPickMessage] = useState<string | null>(null)
  const liveUrls = useRef(new Set<string>())

  useEffect(() => {
    const urls = liveUrls.current
    return () => {
      for (const url of urls) URL.revokeObjectURL(url)
      urls.clear()
    }
  }, [])

  const add = useCallback(
    (files: readonly File[]) => {
      const pictures = files.filter(isPicture)
      const fitting = pictures.filter((file) => file.size <= MAX_UPLOAD_BYTES)
      const room = Math.max(0, MAX_RETURN_PHOTOS - photos.length)
      const taken = fitting.slice(0, room)
      const added = taken.map((file) => {
        const previewUrl = URL.createObjectURL(file)
        liveUrls.current.add(previewUrl)
        return { key: nextKey(), file, previewUrl }
      })
      if (added.length > 0) setPhotos((list) => [...list, ...added])
      if (fitting.length > room) setPickMessage(TOO_MANY_RETURN_PHOTOS_MESSAGE)
      else if (pictures.length < files.length) setPickMessage(NOT_A_PHOTO_MESSAGE)
      else if (fitting.length < pictures.length) setPickMessage(PHOTO_TOO_LARGE_MESSAGE)
      else setPickMessage(null)
    },
    [photos.length],
  )

  const remove = useCallback(
    (key: string) => {
      const photo = photos.find((entry) => entry.key === key)
      if (!photo) return
      URL.revokeObjectURL(photo.previewUrl)
      liveUrls.current.delete(photo.previewUrl)
      setPhotos((list) => list.filter((entry) => entry.key !== key))
      setPickMessage(null)
    },
    [photos],
  )

  return { photos, pickMessage, add, remove, isFull: photos.length >= MAX_RETURN_PHOTOS }
}

export type ReturnPhotos = ReturnType<typeof useReturnPhotos>
