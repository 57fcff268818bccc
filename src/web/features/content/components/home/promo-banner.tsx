import { useState } from 'react'
import { Pause, Play } from 'lucide-react'
import { PROMO_BANNER_LOOP_S } from '@common/constants'
import { formatThreshold, useFreeShippingOver } from '../../../../lib/cart/shipping-quote'

/** The banner's messages; the free shipping one as the admin set its threshold, once the shop has said it. */
function promoMessages(freeOver: number | undefined): string[] {
  const freeShipping =
    freeOver === undefined
      ? []
      : [
          freeOver === 0
            ? 'Free shipping on every order'
            : `Free shipping on orders over ${formatThreshold(freeOver)}`,
        ]
  return [
    'Mega Anime Sale — 50% to 70% OFF',
    'Figures · Keychains · Q Posket',
    ...freeShipping,
    'Cash on Delivery across India',
  ]
}

/**
 * The sale announcement scrolling across the page in 30 s loops. It pauses while the
 * pointer is over it, and a button stops it for good (moving text must be stoppable).
 */
export function PromoBanner() {
  const [isPaused, setIsPaused] = useState(false)
  const messages = promoMessages(useFreeShippingOver())
  // Two identical halves: sliding by exactly one half brings the strip back to where it started.
  const half = [...messages, ...messages]

  return (
    <section
      aria-label="Promotions"
      className="group relative overflow-hidden border-y border-white/10 bg-linear-to-r from-accent-700 via-[#8b1e7a] to-accent-violet-700"
    >
      <p className="sr-only">{messages.join('. ')}.</p>
      <div
        aria-hidden="true"
        data-testid="promo-track"
        className={`flex w-max animate-marquee py-3 group-hover:[animation-play-state:paused] ${isPaused ? '[animation-play-state:paused]' : ''}`}
        style={{ ['--marquee-duration' as string]: `${PROMO_BANNER_LOOP_S}s` }}
      >
        {[0, 1].map((copy) => (
          <ul key={copy} className="flex shrink-0 items-center">
            {half.map((message, index) => (
              <li
                key={index}
                className="flex items-center gap-6 pr-6 font-display text-sm tracking-wide whitespace-nowrap text-white sm:text-base"
              >
                <span>{message}</span>
                <span className="text-sale-300">✦</span>
              </li>
            ))}
          </ul>
        ))}
      </div>
      <button
        type="button"
        onClick={() => setIsPaused((paused) => !paused)}
        aria-label={isPaused ? 'Play promotions' : 'Pause promotions'}
        className="absolute inset-y-0 left-0 flex w-11 items-center justify-center bg-linear-to-r from-accent-700 via-accent-700/90 to-transparent pr-2 text-white/90 hover:text-white"
      >
        {isPaused ? (
          <Play aria-hidden="true" className="size-4" />
        ) : (
          <Pause aria-hidden="true" className="size-4" />
        )}
      </button>
    </section>
  )
}
