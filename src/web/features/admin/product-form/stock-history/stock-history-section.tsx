import { useEffect, useMemo, useRef, useState } from 'react'
import { History, LoaderCircle } from 'lucide-react'
import type { ProductVariant } from '@common/schemas/product'
import type { StockMovement } from '@common/schemas/stock'
import { Button } from '../../../../components/ui/button'
import { Spinner } from '../../../../components/ui/spinner'
import { ListEmpty, ListError } from '../../shared/components/admin-list-states'
import { adminPanelClassName } from '../../shared/components/admin-styles'
import { STOCK_HISTORY_SECTION_ID } from '../../shared/stock-history-link'
import { useStockMovements } from '../api/get-stock-movements'
import { StockAdjustmentForm } from './stock-adjustment-form'
import { StockMovementsTable } from './stock-movements-table'
import { useScrollToSection } from './use-scroll-to-section'

export const STOCK_HISTORY_LOAD_FAILED = 'Failed to load stock history'
export const STOCK_HISTORY_MORE_FAILED = 'Failed to load more stock history. Try again.'
export const NO_STOCK_MOVEMENTS = 'No stock changes recorded yet'

/** A movement recorded while the pages were read shifts them by one: each movement is listed once. */
function uniqueMovements(pages: readonly { movements: StockMovement[] }[]): StockMovement[] {
  const seen = new Set<string>()
  const unique: StockMovement[] = []
  for (const movement of pages.flatMap((page) => page.movements)) {
    if (seen.has(movement._id)) continue
    seen.add(movement._id)
    unique.push(movement)
  }
  return unique
}

/**
 * The edit product page's "Stock history": every change of the product's stock, newest first, twenty at a time,
 * and the form to add or take away units by hand. Staff may use both.
 */
export function StockHistorySection({
  productId,
  currentStock,
  variants,
}: {
  productId: string
  currentStock: number
  /** A product with options: each adjustment names one, and each movement shows whose stock moved. */
  variants?: readonly ProductVariant[] | undefined
}) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const firstNewRowRef = useRef<HTMLTableCellElement>(null)
  // The row "Load more" lands on. Kept after focus moves there: taking its tabindex away would drop the focus.
  const [landing, setLanding] = useState<{ row: number } | null>(null)
  const history = useStockMovements(productId)
  const movements = useMemo(() => uniqueMovements(history.data?.pages ?? []), [history.data])
  const total = history.data?.pages.at(-1)?.total ?? movements.length
  useScrollToSection(STOCK_HISTORY_SECTION_ID, headingRef)

  // After "Load more", focus goes to the first movement it added, where reading goes on.
  useEffect(() => {
    if (landing) firstNewRowRef.current?.focus()
  }, [landing])

  const loadMore = async () => {
    // Kept enabled while it loads, so focus stays on it; a second press meanwhile asks for nothing.
    if (history.isFetchingNextPage) return
    const shown = movements.length
    const result = await history.fetchNextPage()
    if (!result.isError) setLanding({ row: shown })
  }

  return (
    // scroll-mt clears the site's sticky header (4 rem) when the address's hash scrolls here.
    <section
      id={STOCK_HISTORY_SECTION_ID}
      aria-labelledby="stock-history-heading"
      className={`${adminPanelClassName} mt-6 min-w-0 scroll-mt-24`}
    >
      <h2
        ref={headingRef}
        id="stock-history-heading"
        tabIndex={-1}
        className="font-sans text-lg font-bold text-white"
      >
        Stock history
      </h2>
      <p className="mt-1 text-sm text-slate-300">
        Every change of the stock, newest first: when, why, who, and the stock before → after.
      </p>

      <div className="mt-4">
        <StockAdjustmentForm productId={productId} currentStock={currentStock} variants={variants} />
      </div>

      <div className="mt-6">
        {history.isPending ? (
          <Spinner label="Loading stock history..." showLabel />
        ) : !history.data ? (
          <ListError message={STOCK_HISTORY_LOAD_FAILED} onRetry={() => void history.refetch()} />
        ) : movements.length === 0 ? (
          <ListEmpty icon={History}>{NO_STOCK_MOVEMENTS}</ListEmpty>
        ) : (
          <>
            <StockMovementsTable
              movements={movements}
              variants={variants}
              focusRow={landing?.row}
              rowHeadingRef={firstNewRowRef}
            />
            <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
              <p aria-live="polite" className="text-sm text-slate-300">
                Showing {movements.length} of {total} {total === 1 ? 'change' : 'changes'}
              </p>
              {history.hasNextPage && (
                <Button
                  variant="ghost"
                  onClick={() => void loadMore()}
                  aria-disabled={history.isFetchingNextPage || undefined}
                  className="ring-1 ring-white/15 ring-inset"
                >
                  {history.isFetchingNextPage && (
                    <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
                  )}
                  {history.isFetchingNextPage ? 'Loading…' : 'Load more'}
                </Button>
              )}
            </div>
            {history.isFetchNextPageError && (
              <p role="alert" className="mt-2 text-sm text-rose-300">
                {STOCK_HISTORY_MORE_FAILED}
              </p>
            )}
          </>
        )}
      </div>
    </section>
  )
}
