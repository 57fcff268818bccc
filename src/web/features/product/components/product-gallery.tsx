import { useState, type KeyboardEvent, type ReactNode } from 'react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { PRODUCT_MAIN_IMAGE_SIZES } from '@common/media'
import { ProductImage } from '../../../components/product/product-image'

interface ProductGalleryProps {
  images: string[]
  name: string
  /** Drawn over the main image (badges). */
  overlay?: ReactNode
}

/** The detail page's photos: one large image, previous/next (also with the arrow keys) and thumbnails. */
export function ProductGallery({ images, name, overlay }: ProductGalleryProps) {
  const [selected, setSelected] = useState(0)
  const count = images.length
  const index = count === 0 ? 0 : Math.min(selected, count - 1)
  const hasSeveral = count > 1

  const show = (next: number) => setSelected(((next % count) + count) % count)
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!hasSeveral) return
    if (event.key === 'ArrowLeft') {
      event.preventDefault()
      show(index - 1)
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      show(index + 1)
    }
  }

  const arrowClassName =
    'absolute top-1/2 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-night-950/70 text-white shadow-lg ring-1 ring-white/20 backdrop-blur transition hover:bg-accent-700'

  return (
    <div role="region" aria-roledescription="carousel" aria-label={`${name} photos`} onKeyDown={onKeyDown}>
      <div className="relative aspect-square overflow-hidden rounded-2xl border border-white/10 bg-night-800 shadow-2xl shadow-black/40">
        <ProductImage
          key={images[index] ?? 'placeholder'}
          src={images[index]}
          alt={hasSeveral ? `${name}, image ${index + 1} of ${count}` : name}
          sizes={PRODUCT_MAIN_IMAGE_SIZES}
          width={1280}
          height={1280}
          fetchPriority="high"
          className="size-full object-cover"
        />
        {overlay}
        {hasSeveral && (
          <>
            <button
              type="button"
              aria-label="Previous image"
              onClick={() => show(index - 1)}
              className={`${arrowClassName} left-3`}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              aria-label="Next image"
              onClick={() => show(index + 1)}
              className={`${arrowClassName} right-3`}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
            <p
              aria-live="polite"
              className="absolute right-3 bottom-3 rounded-full bg-night-950/75 px-2.5 py-0.5 text-xs font-semibold text-white"
            >
              {index + 1} / {count}
            </p>
          </>
        )}
      </div>

      {hasSeveral && (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1" aria-label="Choose a photo">
          {images.map((image, imageIndex) => {
            const isCurrent = imageIndex === index
            return (
              <li key={`${image}-${imageIndex}`} className="shrink-0">
                <button
                  type="button"
                  onClick={() => setSelected(imageIndex)}
                  aria-label={`Show image ${imageIndex + 1} of ${count}`}
                  aria-current={isCurrent ? 'true' : undefined}
                  className={`block size-16 overflow-hidden rounded-lg border-2 transition sm:size-20 ${
                    isCurrent ? 'border-accent-400' : 'border-transparent opacity-70 hover:opacity-100'
                  }`}
                >
                  <ProductImage
                    src={image}
                    alt=""
                    sizes="80px"
                    loading="lazy"
                    fetchPriority="low"
                    width={80}
                    height={80}
                    className="size-full object-cover"
                  />
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
