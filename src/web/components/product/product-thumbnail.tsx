import { useState } from 'react'
import { PLACEHOLDER_IMAGE } from '@common/constants'
import { mediaSrcSet } from '@common/media'

interface ProductThumbnailProps {
  image: string | undefined
  name: string
  /** The rendered width in CSS pixels, so the browser picks a fitting size from the srcset. */
  sizePx: number
  className?: string
}

/** A product image that falls back to the placeholder when it is missing or fails to load. */
export function ProductThumbnail({ image, name, sizePx, className = '' }: ProductThumbnailProps) {
  const [hasFailed, setHasFailed] = useState(false)
  const source = !image || hasFailed ? PLACEHOLDER_IMAGE : image
  return (
    <img
      src={source}
      srcSet={source === image ? mediaSrcSet(source) : undefined}
      sizes={`${sizePx}px`}
      alt={name}
      width={sizePx}
      height={sizePx}
      loading="lazy"
      decoding="async"
      onError={() => setHasFailed(true)}
      className={`shrink-0 rounded-lg bg-night-800 object-cover ${className}`}
    />
  )
}
