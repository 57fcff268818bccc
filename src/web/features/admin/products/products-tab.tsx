import { useEffect, useMemo, useRef, useState, type RefObject } from 'react'
import { Link } from 'react-router'
import { LoaderCircle, Plus, Ticket } from 'lucide-react'
import { toast } from 'sonner'
import { ADMIN_SEARCH_DEBOUNCE_MS } from '@common/constants'
import { PRODUCT_STATUSES } from '@common/schemas/product'
import { buttonClassName } from '../../../components/ui/button-styles'
import { Spinner } from '../../../components/ui/spinner'
import { useSession } from '../../../lib/session-context'
import type { Product } from '../../../lib/products'
import { AdminSearchField } from '../shared/components/admin-search-field'
import { adminPanelClassName } from '../shared/components/admin-styles'
import { ConfirmDialog } from '../shared/components/confirm-dialog'
import { type FilterOption, FilterSelect } from '../shared/components/filter-select'
import { PRODUCT_STATUS_LABELS } from '../shared/product-status'
import { useDebouncedValue } from '../../../lib/use-debounced-value'
import { useDeleteProduct } from './api/delete-product'
import { useAdminProducts, type ProductStatusFilter } from './api/get-admin-products'
import { useStockAlertCounts } from './api/get-stock-alerts'
import { ListError } from '../shared/components/admin-list-states'
import { LaunchesList } from './components/launches-list'
import { LoadingMore, NoProductsFound } from './components/products-load-state'
import { ProductsTable } from './components/products-table'
import { ReleasePreorderDialog } from './components/release-preorder-dialog'
import { RestockHint } from './components/restock-hint'
import { DELETE_PRODUCT_QUESTION, LOAD_PRODUCTS_FAILED } from './products-messages'
import { useLoadMoreWhenVisible } from './use-load-more-when-visible'

const LOAD_ERROR_TOAST_ID = 'admin-products-load-error'

/** Pages can overlap when products are added while the owner scrolls; each product is listed once. */
function uniqueProducts(pages: readonly { products: Product[] }[]): Product[] {
  const seen = new Set<string>()
  const unique: Product[] = []
  for (const product of pages.flatMap((page) => page.products)) {
    if (seen.has(product._id)) continue
    seen.add(product._id)
    unique.push(product)
  }
  return unique
}

/** Every product, or only the drafts, the scheduled, the live or the archived ones. */
const STATUS_OPTIONS: FilterOption<ProductStatusFilter>[] = [
  { value: 'all', label: 'All' },
  ...PRODUCT_STATUSES.map((status) => ({ value: status, label: PRODUCT_STATUS_LABELS[status] })),
]

type ProductsView = 'products' | 'launches'

/**
 * The catalogue: search and a status filter, flags switched in place, edit and delete, pages of 10 loaded while
 * scrolling; the products shoppers wait for are named above the table and marked in it. The Launches view lists
 * the scheduled products, each counting down to its launch.
 */
export function ProductsTab() {
  const [view, setView] = useState<ProductsView>('products')
  const headingRef = useRef<HTMLHeadingElement>(null)
  return (
    <section aria-labelledby="admin-products-heading" className={adminPanelClassName}>
      <ProductsHeader view={view} onViewChange={setView} headingRef={headingRef} />
      {view === 'products' ? (
        <ProductsList headingRef={headingRef} />
      ) : (
        <div className="mt-4">
          <LaunchesList />
        </div>
      )}
    </section>
  )
}

const VIEWS: { value: ProductsView; label: string }[] = [
  { value: 'products', label: 'All products' },
  { value: 'launches', label: 'Launches' },
]

function ProductsHeader({
  view,
  onViewChange,
  headingRef,
}: {
  view: ProductsView
  onViewChange: (view: ProductsView) => void
  headingRef: RefObject<HTMLHeadingElement | null>
}) {
  // Raffles are the admin's to run, as the server holds them.
  const { isAdmin } = useSession()
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2
        ref={headingRef}
        id="admin-products-heading"
        tabIndex={-1}
        className="font-sans text-lg font-bold text-white"
      >
        Products
      </h2>
      <div className="flex flex-wrap items-center gap-3">
        <div
          role="group"
          aria-label="View"
          className="flex rounded-lg bg-night-950/60 p-1 ring-1 ring-white/10"
        >
          {VIEWS.map(({ value, label }) => (
            <button
              key={value}
              type="button"
              aria-pressed={view === value}
              onClick={() => onViewChange(value)}
              className={`min-h-9 rounded-md px-3 text-sm font-semibold transition ${
                view === value
                  ? 'bg-accent-700 text-white'
                  : 'text-slate-300 hover:bg-white/10 hover:text-white'
              }`}
            >
              {label}
            </button>
          ))}
        </div>
        {isAdmin && (
          <Link to="/admin/raffles" className={buttonClassName('ghost', 'ring-1 ring-white/15')}>
            <Ticket aria-hidden="true" className="size-4" />
            Raffles
          </Link>
        )}
        <Link to="/admin/products/new" className={buttonClassName('primary')}>
          <Plus aria-hidden="true" className="size-4" />
          Add Product
        </Link>
      </div>
    </div>
  )
}

/** Focus goes to the tab's heading when the focused control leaves with its row. */
function ProductsList({ headingRef }: { headingRef: RefObject<HTMLHeadingElement | null> }) {
  // Releasing a pre-order refunds the buyers it cannot serve: the admin's call, not staff's.
  const { isAdmin } = useSession()
  const [searchText, setSearchText] = useState('')
  const [status, setStatus] = useState<ProductStatusFilter>('all')
  const search = useDebouncedValue(searchText, ADMIN_SEARCH_DEBOUNCE_MS).trim()
  const productsQuery = useAdminProducts(search, status)
  const { data, isError, errorUpdatedAt, hasNextPage, isFetchingNextPage, isFetchNextPageError } =
    productsQuery
  const deleteMutation = useDeleteProduct()
  const waiting = useStockAlertCounts()
  const [productToDelete, setProductToDelete] = useState<Product | null>(null)
  const [productToRelease, setProductToRelease] = useState<Product | null>(null)
  const [lastRow, setLastRow] = useState<HTMLTableRowElement | null>(null)

  const products = useMemo(() => uniqueProducts(data?.pages ?? []), [data])
  const totalProducts = data?.pages.at(-1)?.totalProducts ?? products.length
  // While a new search loads, the rows on screen are the last search's: they must not ask for its pages.
  const isShowingOldSearch = productsQuery.isPlaceholderData

  useLoadMoreWhenVisible(lastRow, {
    isEnabled: hasNextPage && !isFetchingNextPage && !isFetchNextPageError && !isShowingOldSearch,
    onVisible: () => void productsQuery.fetchNextPage(),
  })

  useEffect(() => {
    if (isError) toast.error(LOAD_PRODUCTS_FAILED, { id: LOAD_ERROR_TOAST_ID })
  }, [isError, errorUpdatedAt])

  const confirmDelete = () => {
    if (!productToDelete) return
    setProductToDelete(null)
    deleteMutation.mutate(productToDelete._id, {
      // The focused Delete button leaves with its row; focus goes to the list's heading, not the page's top.
      onSuccess: () => headingRef.current?.focus(),
    })
  }

  return (
    <>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <AdminSearchField
          label="Search products"
          placeholder="Search products by name..."
          value={searchText}
          onChange={setSearchText}
        />
        <FilterSelect label="Status" value={status} options={STATUS_OPTIONS} onChange={setStatus} />
        {isShowingOldSearch && productsQuery.isFetching && (
          <span role="status" className="flex items-center gap-2 text-sm text-slate-300">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-accent-400" />
            Searching…
          </span>
        )}
      </div>

      <RestockHint counts={waiting} loaded={products} />

      <div className="mt-4">
        {productsQuery.isPending ? (
          <Spinner label="Loading products" />
        ) : !data ? (
          <ListError message={LOAD_PRODUCTS_FAILED} onRetry={() => void productsQuery.refetch()} />
        ) : products.length === 0 ? (
          <NoProductsFound search={search} />
        ) : (
          <>
            <p aria-live="polite" className="mb-2 text-sm text-slate-400">
              Showing {products.length} of {totalProducts} {totalProducts === 1 ? 'product' : 'products'}
            </p>
            <ProductsTable
              products={products}
              deletingId={deleteMutation.isPending ? deleteMutation.variables : undefined}
              onDelete={setProductToDelete}
              onRelease={isAdmin ? setProductToRelease : undefined}
              lastRowRef={setLastRow}
              isBusy={isShowingOldSearch}
              waiting={waiting}
            />
            {isFetchingNextPage && <LoadingMore />}
            {isFetchNextPageError && (
              <ListError message={LOAD_PRODUCTS_FAILED} onRetry={() => void productsQuery.fetchNextPage()} />
            )}
          </>
        )}
      </div>

      <ConfirmDialog
        isOpen={productToDelete !== null}
        question={DELETE_PRODUCT_QUESTION}
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        onCancel={() => setProductToDelete(null)}
      />

      <ReleasePreorderDialog
        product={productToRelease}
        onClose={(wasReleased) => {
          setProductToRelease(null)
          // A released product is no longer a pre-order: its Release button, where focus would return, is gone.
          if (wasReleased) requestAnimationFrame(() => headingRef.current?.focus())
        }}
      />
    </>
  )
}
