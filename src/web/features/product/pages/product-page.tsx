import { useEffect } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router'
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query'
import { ArrowLeft } from 'lucide-react'
import { DETAIL_BACKGROUND_IMAGE_COUNT } from '@common/constants'
import type { Review } from '@common/schemas/review'
import { isApiError } from '../../../api/api-error'
import { backdropImagesOf, CatalogueBackdrop } from '../../../components/product/catalogue-backdrop'
import { ProductBadge } from '../../../components/product/product-badges'
import { Button } from '../../../components/ui/button'
import { lazyToast } from '../../../lib/lazy-toast'
import {
  isOutOfStock,
  isTeaser,
  productQueryKeys,
  productQueryOptions,
  type Product,
} from '../../../lib/products'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { productReviewsQueryKey } from '../api/product-reviews-key'
import { CheckDelivery } from '../components/check-delivery'
import { LaunchPanel } from '../components/launch-panel'
import { ProductGallery } from '../components/product-gallery'
import { ProductInfoSections } from '../components/product-info-sections'
import { ProductNotFound } from '../components/product-not-found'
import { ProductPageSkeleton } from '../components/product-page-skeleton'
import { ProductPurchasePanel } from '../components/product-purchase-panel'
import { ProductRaffleBox } from '../components/product-raffle-box'
import { ProductReviewsSection } from '../components/product-reviews-section'
import { ProductSummary } from '../components/product-summary'
import { VariantPicker } from '../components/variant-picker'
import { productInVariant } from '../chosen-variant'
import { useChosenVariant } from '../hooks/use-chosen-variant'
import { backdropProductsQueryOptions } from '../product-route-data'
import { reviewsAverage } from '../review-summary'

export const PRODUCT_LOAD_FAILED_MESSAGE = 'Failed to load product'

/** How often the page asks again while a launch time has passed but the answer still says scheduled. */
const LAUNCH_RETRY_MS = 2_000

/** A teaser whose launch time has come: the shop puts it on sale within a second, so it is asked for again. */
function isLaunchDue(product: Product | undefined): boolean {
  if (!product || !isTeaser(product) || !product.liveAt) return false
  return Date.parse(product.liveAt) <= Date.now()
}

/** /product/:id and /products/:id: one product, its details and its reviews. */
export function ProductPage() {
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const productQuery = useQuery({
    ...productQueryOptions(id),
    enabled: id !== '',
    refetchInterval: (query) => (isLaunchDue(query.state.data) ? LAUNCH_RETRY_MS : false),
  })
  const error = productQuery.error
  const isNotFound = id === '' || (isApiError(error) && error.status === 404)

  useEffect(() => {
    if (!error || isNotFound) return
    lazyToast.error((isApiError(error) && error.serverMessage) || PRODUCT_LOAD_FAILED_MESSAGE)
    void navigate('/products', { replace: true })
  }, [error, isNotFound, navigate])

  useDocumentTitle(productQuery.data?.name ?? (isNotFound ? 'Product Not Found' : 'Product'))

  if (isNotFound) return <ProductNotFound />
  if (!productQuery.data) return <ProductPageSkeleton />
  return <ProductView product={productQuery.data} />
}

function ProductView({ product }: { product: Product }) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const location = useLocation()
  // The reviews section fetches them; the summary reads what it has fetched (the product's own rating until then).
  const reviewsQuery = useQuery<Review[]>({
    queryKey: productReviewsQueryKey(product._id),
    queryFn: skipToken,
  })
  const othersQuery = useQuery(backdropProductsQueryOptions())
  // A product with options is shown, priced and sold as its chosen variant.
  const { variant, choose } = useChosenVariant(product)
  const sold = productInVariant(product, variant)

  const reviews = reviewsQuery.data
  const rating = reviews ? reviewsAverage(reviews) : product.rating
  const reviewCount = reviews ? reviews.length : product.numReviews
  const backdrop = backdropImagesOf(
    [...product.images.map((image) => ({ images: [image] })), ...(othersQuery.data?.products ?? [])],
    DETAIL_BACKGROUND_IMAGE_COUNT,
  )

  const goBack = () => {
    // Opened directly (the first page of this visit): "back" would leave the shop, so go to the shop.
    if (location.key === 'default') void navigate('/collections')
    else void navigate(-1)
  }

  const badges = (
    <div className="pointer-events-none absolute top-3 left-3 flex flex-col items-start gap-1.5">
      {(product.isNewArrival || product.isNew) && <ProductBadge tone="new">NEW</ProductBadge>}
      {product.isBestSeller && <ProductBadge tone="bestseller">BESTSELLER</ProductBadge>}
      {isOutOfStock(sold) && <ProductBadge tone="soldOut">OUT OF STOCK</ProductBadge>}
      {product.isPreorder && <ProductBadge tone="preorder">PRE-ORDER</ProductBadge>}
      {isTeaser(product) && <ProductBadge tone="featured">COMING SOON</ProductBadge>}
    </div>
  )

  return (
    <div className="relative isolate">
      {/* Other products' pictures, blurred: on a phone's connection they wait for this product's photo. */}
      <CatalogueBackdrop images={backdrop} fetchPriority="low" />
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-6 sm:py-8">
        <Button variant="ghost" onClick={goBack} className="-ml-2">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to shop
        </Button>

        <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
          <ProductGallery
            key={variant && variant.images.length > 0 ? variant._id : product._id}
            images={sold.images}
            name={product.name}
            overlay={badges}
          />
          <div className="space-y-6 rounded-2xl border border-white/10 bg-night-900/70 p-5 backdrop-blur sm:p-7">
            <ProductSummary
              product={sold}
              rating={rating}
              reviewCount={reviewCount}
              variantLabel={variant?.label}
              listedProduct={product}
            >
              {variant && product.options && product.variants && (
                <VariantPicker
                  options={product.options}
                  variants={product.variants}
                  chosen={variant}
                  isPreorder={product.isPreorder}
                  onChoose={choose}
                />
              )}
            </ProductSummary>
            <ProductRaffleBox productId={product._id} />
            {isTeaser(product) ? (
              <LaunchPanel
                key={product._id}
                product={product}
                onLaunch={() =>
                  void queryClient.invalidateQueries({ queryKey: productQueryKeys.detail(product._id) })
                }
              />
            ) : (
              <>
                <ProductPurchasePanel key={variant?._id ?? product._id} product={sold} variant={variant} />
                {/*
                  A sold-out product has no delivery date to promise, nor a pre-order before its release (and a
                  pre-order is paid online: the check's cash-on-delivery answer does not apply to it).
                */}
                {!isOutOfStock(sold) && !product.isPreorder && <CheckDelivery />}
              </>
            )}
          </div>
        </div>

        <ProductInfoSections product={sold} />
        <ProductReviewsSection productId={product._id} />
      </div>
    </div>
  )
}
