import { memo } from 'react'
import { LISTING_BACKGROUND_IMAGE_COUNT } from '@common/constants'
import { backdropImagesOf } from '../../../components/product/catalogue-backdrop'
import { useDocumentTitle } from '../../../lib/use-document-title'
import type { Product } from '../../../lib/products'
import { useHomeProducts } from '../api/get-home-products'
import { HomeHero } from '../components/home/home-hero'
import { HomeProductSections } from '../components/home/home-product-sections'
import type { HomeSections } from '../components/home/home-sections'
import { PromoBanner } from '../components/home/promo-banner'

const SHOWCASE_SIZE = 3

/** The home page: the hero, the promo banner and the three product sections (the card menu is in the layout). */
export function HomePage() {
  useDocumentTitle('Anime Figures, Keychains & Q Posket in India')
  const { products, sections, isLoading } = useHomeProducts()
  return <HomeContent products={products} sections={sections} isLoading={isLoading} />
}

interface HomeContentProps {
  products: readonly Product[]
  sections: HomeSections
  isLoading: boolean
}

/**
 * Memoized: the products arrive deferred (see useHomeProducts), and the render that only announces them skips
 * the page, whose drawing then follows as a transition.
 */
const HomeContent = memo(function HomeContent({ products, sections, isLoading }: HomeContentProps) {
  const showcaseSource = sections.featured.length > 0 ? sections.featured : products

  return (
    <>
      <HomeHero
        backgroundImages={backdropImagesOf(products, LISTING_BACKGROUND_IMAGE_COUNT)}
        showcase={showcaseSource.slice(0, SHOWCASE_SIZE)}
      />
      <PromoBanner />
      <HomeProductSections sections={sections} isLoading={isLoading} />
    </>
  )
})
