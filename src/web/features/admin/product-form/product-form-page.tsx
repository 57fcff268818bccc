import { useEffect, type ReactNode } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { ArrowLeft } from 'lucide-react'
import { toast } from 'sonner'
import { isRetiredGstRate } from '@common/gst'
import type { ProductVariant } from '@common/schemas/product'
import { isApiError } from '../../../api/api-error'
import { buttonClassName } from '../../../components/ui/button-styles'
import { Spinner } from '../../../components/ui/spinner'
import { useSession } from '../../../lib/session-context'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { adminHeadingClassName, adminPageClassName } from '../shared/components/admin-styles'
import { HistoryLink } from '../shared/components/history-link'
import { useProductForEditing } from './api/get-product-for-editing'
import { ProductForm } from './product-form'
import {
  NO_PRODUCT_ID_MESSAGE,
  PRODUCT_ID_REFUSED_MESSAGE,
  PRODUCT_LOAD_FAILED_MESSAGE,
  PRODUCT_NOT_FOUND_MESSAGE,
} from './product-form-messages'
import { newProductFormValues, productToFormValues } from './product-form-values'
import { StockHistorySection } from './stock-history/stock-history-section'
import { VariantsSection } from './variants/variants-section'

function ProductFormScreen({
  title,
  productId,
  children,
}: {
  title: string
  /** The product being edited, whose History the admin may open (the activity log is not staff's). */
  productId?: string | undefined
  children: ReactNode
}) {
  useDocumentTitle(title)
  const { isAdmin } = useSession()
  return (
    <section className={`${adminPageClassName} max-w-6xl`}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <Link to="/admin/products" className={buttonClassName('ghost', '-ml-3')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Products
        </Link>
        {isAdmin && productId && (
          <HistoryLink entity="product" entityId={productId} className="ring-1 ring-white/15 ring-inset" />
        )}
      </div>
      <h1 className={`${adminHeadingClassName} mb-6`}>{title}</h1>
      {children}
    </section>
  )
}

/** /admin/products/new */
export function AdminNewProductPage() {
  return (
    <ProductFormScreen title="Create Product">
      <ProductForm initialValues={newProductFormValues()} />
      <p className="mt-6 rounded-2xl border border-white/10 bg-night-900/70 p-4 text-sm text-slate-300 sm:p-6">
        <span className="font-semibold text-white">Options and variants</span> (editions, sizes…) are added on
        the product&apos;s edit page, after this first save.
      </p>
    </ProductFormScreen>
  )
}

/**
 * /admin/products/edit/:id and /admin/products/:id/edit: the product is loaded, then edited in place; its stock
 * history and the stock adjustment follow the form. The form is keyed by the id and reads its values once, so
 * the product refetched after an adjustment never resets what is typed in it; it only learns the new stock.
 */
export function AdminEditProductPage({
  moreSections,
}: {
  /** Sections of other admin areas that follow the stock history (admin-pages.tsx composes them). */
  moreSections?: (product: {
    _id: string
    stock: number
    variants?: ProductVariant[] | undefined
  }) => ReactNode
} = {}) {
  const { id } = useParams()
  const navigate = useNavigate()
  const product = useProductForEditing(id)

  useEffect(() => {
    // The ids keep a single toast when the effect runs twice (Strict Mode).
    if (!id) {
      toast.error(NO_PRODUCT_ID_MESSAGE, { id: 'product-form-no-id' })
      void navigate('/admin', { replace: true })
      return
    }
    // A refetch that fails behind a product already shown (after a stock adjustment) keeps the page and what
    // was typed in it: only a product that never loaded sends the person back.
    if (!product.isError || product.data) return
    toast.error(loadFailureMessage(product.error), { id: 'product-form-load-failed' })
    void navigate('/admin', { replace: true })
  }, [id, product.isError, product.error, product.data, navigate])

  return (
    <ProductFormScreen title="Edit Product" productId={product.data?._id}>
      {id && product.data ? (
        <>
          <ProductForm
            key={id}
            productId={id}
            initialValues={productToFormValues(product.data)}
            currentRating={product.data.rating}
            latestStock={product.data.stock}
            retiredGstRate={isRetiredGstRate(product.data.gstRate) ? product.data.gstRate : undefined}
            variantFigures={
              product.data.options
                ? { price: product.data.price, maxPrice: product.data.maxPrice, stock: product.data.stock }
                : undefined
            }
          />
          <VariantsSection key={`variants-${id}`} product={product.data} />
          <StockHistorySection
            key={`stock-${id}`}
            productId={id}
            currentStock={product.data.stock}
            variants={product.data.variants}
          />
          {moreSections?.(product.data)}
        </>
      ) : (
        <Spinner label="Loading product..." showLabel />
      )}
    </ProductFormScreen>
  )
}

function loadFailureMessage(error: unknown): string {
  const status = isApiError(error) ? error.status : undefined
  if (status === 404) return PRODUCT_NOT_FOUND_MESSAGE
  if (status === 400) return PRODUCT_ID_REFUSED_MESSAGE
  return PRODUCT_LOAD_FAILED_MESSAGE
}
