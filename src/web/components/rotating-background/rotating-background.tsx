import { useEffect, useState } from 'react'
import { ROTATING_BACKGROUND_DEFAULTS } from '@common/constants'
import { mediaSrcSet } from '@common/media'

export type BackgroundBlur = 'none' | 'sm' | 'md' | 'lg' | 'xl'

interface RotatingBackgroundProps {
  /** Image paths or URLs; duplicates and failed images are skipped. */
  images: readonly string[]
  /** Cross-fade length in ms. */
  transitionDuration?: number
  /** Time each image stays, in ms. */
  interval?: number
  /** Darkness of the overlay over the images, 0 to 1. */
  overlayOpacity?: number
  blur?: BackgroundBlur
  className?: string
  /** Of the image on screen ('low' when it sits behind a page's main photo); the hidden layers' is always low. */
  fetchPriority?: 'high' | 'low' | 'auto'
}

const BLUR_CLASSES: Record<BackgroundBlur, string> = {
  none: '',
  sm: 'blur-sm',
  md: 'blur-md',
  lg: 'blur-lg',
  xl: 'blur-xl',
}

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  )
}

/**
 * A decorative, blurred slideshow behind a section: the images cross-fade one after another under a dark
 * overlay. It holds still for visitors who prefer reduced motion and pauses while the tab is hidden.
 * With no usable image it leaves the section's own background showing.
 */
export function RotatingBackground({
  images,
  transitionDuration = ROTATING_BACKGROUND_DEFAULTS.transitionDurationMs,
  interval = ROTATING_BACKGROUND_DEFAULTS.intervalMs,
  overlayOpacity = ROTATING_BACKGROUND_DEFAULTS.overlayOpacity,
  blur = ROTATING_BACKGROUND_DEFAULTS.blur,
  className = '',
  fetchPriority,
}: RotatingBackgroundProps) {
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set())
  const [tick, setTick] = useState(0)
  const usable = [...new Set(images)].filter((image) => image.trim() !== '' && !failed.has(image))
  const canRotate = usable.length > 1

  useEffect(() => {
    if (!canRotate || prefersReducedMotion()) return
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') setTick((current) => current + 1)
    }, interval)
    return () => clearInterval(timer)
  }, [canRotate, interval])

  const activeIndex = usable.length === 0 ? -1 : tick % usable.length
  const nextIndex = canRotate ? (activeIndex + 1) % usable.length : -1
  // Before the first change nothing has faded out yet: no previous image to keep underneath (nor to download).
  const previousIndex = canRotate && tick > 0 ? (activeIndex - 1 + usable.length) % usable.length : -1

  return (
    <div aria-hidden="true" className={`pointer-events-none absolute inset-0 overflow-hidden ${className}`}>
      {usable.map((image, index) => {
        // Three images are in the page at most: the current one fades in over the previous one, which
        // stays underneath, while the next one loads unseen.
        const layer =
          index === activeIndex
            ? 'z-10 opacity-100'
            : index === nextIndex
              ? 'opacity-0'
              : index === previousIndex
                ? 'opacity-100'
                : null
        if (!layer) return null
        return (
          <img
            key={image}
            src={image}
            srcSet={mediaSrcSet(image)}
            sizes="100vw"
            alt=""
            decoding="async"
            // The hidden layers wait behind what is on screen: the next image has a whole interval to arrive.
            fetchPriority={index === activeIndex ? fetchPriority : 'low'}
            onError={() => setFailed((current) => new Set(current).add(image))}
            className={`absolute inset-0 size-full scale-110 object-cover transition-opacity ease-in-out ${BLUR_CLASSES[blur]} ${layer}`}
            style={{ transitionDuration: `${transitionDuration}ms` }}
          />
        )
      })}
      <div className="absolute inset-0 z-20 bg-night-950" style={{ opacity: overlayOpacity }} />
    </div>
  )
}
