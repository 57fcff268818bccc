import { useId } from 'react'
import { Link } from 'react-router'
import { ArrowRight } from 'lucide-react'
import { ProductCard } from '../../../../components/product/product-card'
import type { Product } from '../../../../lib/products'

/** Home grids are 2 across on phones and 4 from 1024 px. */
const HOME_CARD_IMAGE_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, 50vw'

interface ProductSectionProps {
  title: string
  subtitle: string
  products: readonly Product[]
  /** The listing this section is a preview of. */
  viewAllTo: string
  /** The first section's cards are in the first screenful on wide screens: load them at once. */
  isFirst?: boolean
}

/** One of the home page's product sections; a section with no products is left out. */
export function ProductSection({
  title,
  subtitle,
  products,
  viewAllTo,
  isFirst = false,
}: ProductSectionProps) {
  const titleId = useId()
  if (products.length === 0) return null

  return (
    <section aria-labelledby={titleId} className="mx-auto max-w-7xl px-4 py-12 sm:px-6 md:py-16">
      <div className="mb-7 flex items-end justify-between gap-4">
        <div>
          <h2 id={titleId} className="text-2xl text-white sm:text-3xl">
            {title}
          </h2>
          <p className="mt-2 text-sm text-slate-400 sm:text-base">{subtitle}</p>
        </div>
        <Link
          to={viewAllTo}
          aria-label={`View All ${title}`}
          className="group inline-flex shrink-0 items-center gap-1.5 rounded-md text-sm font-semibold text-accent-300 transition hover:text-accent-400"
        >
          View All
          <ArrowRight aria-hidden="true" className="size-4 transition group-hover:translate-x-0.5" />
        </Link>
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
        {products.map((product) => (
          <li key={product._id}>
            <ProductCard product={product} eager={isFirst} imageSizes={HOME_CARD_IMAGE_SIZES} />
          </li>
        ))}
      </ul>
    </section>
  )
}
