import { Link } from 'react-router'
import { ArrowRight, Sparkles } from 'lucide-react'
import { HERO_FIGURES } from '@common/constants'
import { formatRupees } from '@common/money'
import { buttonClassName } from '../../../../components/ui/button-styles'
import { ProductImage } from '../../../../components/product/product-image'
import { RotatingBackground } from '../../../../components/rotating-background/rotating-background'
import type { Product } from '../../../../lib/products'

const STATS = [
  { value: HERO_FIGURES.happyCustomers, label: 'Happy Customers' },
  { value: HERO_FIGURES.animeSeries, label: 'Anime Series' },
  { value: HERO_FIGURES.shipping, label: 'Fast Shipping' },
]

const SHOWCASE_TILTS = ['-rotate-6 translate-y-6', 'z-10 -translate-y-2 scale-105', 'rotate-6 translate-y-8']

interface HomeHeroProps {
  /** Catalogue pictures for the blurred background; none yet (loading, empty shop) leaves the gradient. */
  backgroundImages: readonly string[]
  /** Up to three products shown as cards beside the slogan from 1280 px. */
  showcase: readonly Product[]
}

export function HomeHero({ backgroundImages, showcase }: HomeHeroProps) {
  return (
    <section aria-labelledby="home-hero-title" className="relative isolate overflow-hidden bg-night-950">
      <div className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_20%_20%,rgb(190_24_93/0.35),transparent_55%),radial-gradient(ellipse_at_85%_70%,rgb(109_40_217/0.4),transparent_55%)]" />
      <RotatingBackground images={backgroundImages} className="-z-10" />
      <div className="absolute inset-x-0 bottom-0 -z-10 h-40 bg-linear-to-t from-night-950 to-transparent" />

      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-32 pb-16 sm:px-6 sm:pt-36 md:pb-24 xl:grid-cols-[1.15fr_1fr] lg:pt-40">
        <div className="text-center xl:text-left">
          <p className="inline-flex items-center gap-2 rounded-full border border-accent-400/30 bg-accent-700/15 px-3.5 py-1.5 text-xs font-semibold tracking-wide text-accent-300 sm:text-sm">
            <Sparkles aria-hidden="true" className="size-4" />
            India&apos;s home for anime collectibles
          </p>
          <h1 id="home-hero-title" className="mt-6 text-4xl leading-[1.1] text-white sm:text-5xl lg:text-6xl">
            Bring Your Favourite <span className="text-gradient">Anime Heroes</span> Home
          </h1>
          <p className="mx-auto mt-5 max-w-xl text-base leading-relaxed text-slate-300 sm:text-lg xl:mx-0">
            Hand-picked figures, keychains and Q Posket collectibles from the series you love — priced in
            rupees, packed with care and delivered across India.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 min-[420px]:flex-row xl:justify-start">
            <Link to="/collections/all" className={buttonClassName('primary', 'px-6 py-3 text-base')}>
              Shop Now
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
            <Link
              to="/collections/featured"
              className={buttonClassName(
                'ghost',
                'border border-white/25 bg-white/5 px-6 py-3 text-base backdrop-blur',
              )}
            >
              Featured Collections
            </Link>
          </div>

          <dl className="mx-auto mt-10 grid max-w-lg grid-cols-3 gap-3 xl:mx-0">
            {STATS.map(({ value, label }) => (
              <div
                key={label}
                className="flex flex-col rounded-xl border border-white/10 bg-night-900/60 px-2 py-3 text-center backdrop-blur"
              >
                <dt className="order-2 mt-1 text-[11px] font-medium tracking-wide text-slate-300 uppercase sm:text-xs">
                  {label}
                </dt>
                <dd className="order-1 font-display text-2xl text-accent-cyan-300 sm:text-3xl">{value}</dd>
              </div>
            ))}
          </dl>
        </div>

        {showcase.length > 0 && (
          <ul aria-label="Featured picks" className="hidden items-center justify-center xl:flex">
            {showcase.map((product, index) => (
              <li
                key={product._id}
                className={`-mx-3 w-44 transition duration-500 hover:z-20 hover:scale-110 2xl:w-52 ${SHOWCASE_TILTS[index] ?? ''}`}
              >
                <Link
                  to={`/product/${product._id}`}
                  className="block overflow-hidden rounded-2xl border border-white/15 bg-night-900 shadow-2xl shadow-black/60"
                >
                  <ProductImage
                    src={product.images[0]}
                    alt={product.name}
                    sizes="208px"
                    width={640}
                    height={640}
                    className="aspect-square w-full object-cover"
                  />
                  <span className="flex items-center justify-between gap-2 px-3 py-2.5">
                    <span className="truncate text-sm font-semibold text-slate-100">{product.name}</span>
                    <span className="shrink-0 text-sm font-bold text-sale-300">
                      {formatRupees(product.price)}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
