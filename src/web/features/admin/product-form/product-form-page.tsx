import { useEffect, type ReactNode } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { ArrowLeft } from 'lucide-react'
import { toast } from 'sonner'
import { isApiError } from '../../../api/api-error'
import { buttonClassName } from '../../../components/ui/button-styles'
import { Spinner } from '../../../components/ui/spinner'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { adminHeadingClassName, adminPageClassName } from '../components/admin-styles'
import { useProductForEditing } from './api/get-product-for-editing'
import { ProductForm } from './product-form'
import {
  NO_PRODUCT_ID_MESSAGE,
  PRODUCT_ID_REFUSED_MESSAGE,
  PRODUCT_LOAD_FAILED_MESSAGE,
  PRODUCT_NOT_FOUND_MESSAGE,
} from './product-form-messages'
import { newProductFormValues, productToFormValues } from './product-form-values'

function ProductFormScreen({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title)
  return (
    <section className={`${adminPageClassName} max-w-6xl`}>
      <Link to="/admin/products" className={buttonClassName('ghost', '-ml-3 mb-4')}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Products
      </Link>
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
    </ProductFormScreen>
  )
}

/** /admin/products/edit/:id and /admin/products/:id/edit: the product is loaded, then edited in place. */
export function AdminEditProductPage() {
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
    if (!product.isError) return
    toast.error(loadFailureMessage(product.error), { id: 'product-form-load-failed' })
    void navigate('/admin', { replace: true })
  }, [id, product.isError, product.error, navigate])

  return (
    <ProductFormScreen title="Edit Product">
      {id && product.data ? (
        <ProductForm
          key={id}
          productId={id}
          initialValues={productToFormValues(product.data)}
          currentRating={product.data.rating}
        />
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
