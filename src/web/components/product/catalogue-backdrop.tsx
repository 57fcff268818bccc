import { RotatingBackground } from '../rotating-background/rotating-background'

const MEDIA_IMAGE = /^(\/media\/[0-9a-f]{32})\.webp$/

/** A blurred backdrop needs no detail: the server's 640 px width is plenty and far lighter. */
function backdropUrl(image: string): string {
  const match = MEDIA_IMAGE.exec(image)
  return match ? `${match[1]}-640.webp` : image
}

/** Up to `count` different first images of the products, for the blurred backdrop. */
export function backdropImagesOf(
  products: readonly { images: readonly string[] }[],
  count: number,
): string[] {
  const images = new Set<string>()
  for (const product of products) {
    const image = product.images[0]
    if (image) images.add(backdropUrl(image))
    if (images.size >= count) break
  }
  return [...images]
}

/**
 * The listing's and detail page's blurred slideshow (1000 ms fade, 5000 ms interval,
 * 0.7 overlay, the component's defaults), fixed behind the whole page while it scrolls.
 */
export function CatalogueBackdrop({
  images,
  fetchPriority,
}: {
  images: readonly string[]
  /** 'low' where the pictures are not the page's own (the product page's photo must come first). */
  fetchPriority?: 'low'
}) {
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-0 -z-10">
      <RotatingBackground images={images} fetchPriority={fetchPriority} />
    </div>
  )
}
