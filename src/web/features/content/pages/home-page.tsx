import { LISTING_BACKGROUND_IMAGE_COUNT } from '@common/constants'
import { backdropImagesOf } from '../../../components/product/catalogue-backdrop'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { useHomeProducts } from '../api/get-home-products'
import { HomeHero } from '../components/home/home-hero'
import { HomeProductSections } from '../components/home/home-product-sections'
import { PromoBanner } from '../components/home/promo-banner'

const SHOWCASE_SIZE = 3

/** The home page: the hero, the promo banner and the three product sections (the card menu is in the layout). */
export function HomePage() {
  useDocumentTitle('Anime Figures, Keychains & Q Posket in India')
  const { products, sections, isLoading } = useHomeProducts()
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
}
