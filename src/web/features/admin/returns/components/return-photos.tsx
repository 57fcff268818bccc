import { ExternalLink } from 'lucide-react'
import { mediaSrcSet } from '@common/media'

interface ReturnPhotosProps {
  photos: readonly string[]
  /** What the photos show, for their text alternative: "Gojo Satoru Figure, order #64B7F0C2". */
  subject: string
}

/**
 * The shopper's photos, big enough to judge a cracked box on a phone (two across, three on a wide screen); each opens
 * at full size in a new tab, where it can be zoomed.
 */
export function ReturnPhotos({ photos, subject }: ReturnPhotosProps) {
  if (photos.length === 0) return <p className="text-sm text-slate-400">No photos.</p>
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {photos.map((photo, index) => {
        const alt = `Photo ${index + 1} of ${photos.length} from the shopper: ${subject}`
        const srcSet = mediaSrcSet(photo)
        return (
          <li key={photo}>
            <a
              href={photo}
              target="_blank"
              rel="noopener noreferrer"
              className="group relative block overflow-hidden rounded-xl bg-night-800 ring-1 ring-white/10 transition ring-inset hover:ring-accent-400/60"
            >
              <img
                src={photo}
                srcSet={srcSet}
                sizes={srcSet ? '(min-width: 640px) 240px, 50vw' : undefined}
                alt={alt}
                loading="lazy"
                className="aspect-square w-full object-cover"
              />
              <span className="absolute right-2 bottom-2 flex size-8 items-center justify-center rounded-full bg-black/70 text-white">
                <ExternalLink aria-hidden="true" className="size-4" />
              </span>
              <span className="sr-only"> (opens full size in a new tab)</span>
            </a>
          </li>
        )
      })}
    </ul>
  )
}
