/** Uploaded images are served as WebP at a few widths: `/media/<hash>.webp` is the largest, `/media/<hash>-<w>.webp` a smaller one. */
export const MEDIA_WIDTHS = [320, 640, 1280] as const
/**
 * The `sizes` of a product page's main photo. The server's preload hint for that photo names the same srcset and
 * sizes, or the browser would fetch the photo twice.
 */
export const PRODUCT_MAIN_IMAGE_SIZES = '(min-width: 1024px) 560px, 100vw'
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024

const MEDIA_URL = /^\/media\/([0-9a-f]{32})\.webp$/

/** A `srcset` for an image stored by the shop, or undefined for an external or relative image. */
export function mediaSrcSet(url: string): string | undefined {
  const match = MEDIA_URL.exec(url)
  if (!match) return undefined
  return MEDIA_WIDTHS.map((width) => `/media/${match[1]}-${width}.webp ${width}w`).join(', ')
}
