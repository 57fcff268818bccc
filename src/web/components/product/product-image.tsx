import { useState, type ComponentProps } from 'react'
import { PLACEHOLDER_IMAGE } from '@common/constants'
import { mediaSrcSet } from '@common/media'

type ProductImageProps = Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'onError'> & {
  src: string | undefined
  alt: string
}

/**
 * A product photo that falls back to the placeholder when it is missing or fails to load, with the
 * widths the server makes offered through `srcset`.
 */
export function ProductImage({ src, alt, sizes, ...imgProps }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const hasFailed = !src || failedSrc === src
  const shownSrc = hasFailed ? PLACEHOLDER_IMAGE : src
  const srcSet = hasFailed ? undefined : mediaSrcSet(src)
  return (
    <img
      {...imgProps}
      src={shownSrc}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      onError={() => {
        if (src && !hasFailed) setFailedSrc(src)
      }}
    />
  )
}
