import { useQueries } from '@tanstack/react-query'
import { Link } from 'react-router'
import { BellRing } from 'lucide-react'
import type { StockAlertCounts } from '@common/schemas/stock-alerts'
import { productQueryOptions, type Product } from '../../../../lib/products'
import { restockOrder, waitingText } from '../restock-order'

interface RestockHintProps {
  counts: StockAlertCounts
  /** Products already on screen: their names need no call. */
  loaded: readonly Product[]
}

/**
 * Above the table: the sold-out products shoppers have asked to hear about, the most awaited first, so the
 * owner knows what to restock before scrolling the catalogue. Each leads to its edit form.
 */
export function RestockHint({ counts, loaded }: RestockHintProps) {
  const entries = restockOrder(counts)
  const loadedNames = new Map(loaded.map((product) => [product._id, product.name]))
  const fetched = useQueries({
    queries: entries
      .filter(({ productId }) => !loadedNames.has(productId))
      .map(({ productId }) => productQueryOptions(productId)),
  })
  if (entries.length === 0) return null

  const nameOf = (id: string) =>
    loadedNames.get(id) ?? fetched.find((query) => query.data?._id === id)?.data?.name ?? 'Product'

  return (
    <section
      aria-labelledby="restock-hint-heading"
      className="mt-4 rounded-xl border border-amber-300/30 bg-amber-400/10 p-4"
    >
      <h3 id="restock-hint-heading" className="flex items-center gap-2 font-semibold text-amber-100">
        <BellRing aria-hidden="true" className="size-4" />
        Restock first
      </h3>
      <p className="mt-1 text-sm text-slate-300">
        Shoppers asked to be told when these come back. Raising the stock mails each of them once.
      </p>
      <ol className="mt-3 flex flex-wrap gap-2">
        {entries.map(({ productId, waiting }) => (
          <li key={productId} className="max-w-full">
            <Link
              to={`/admin/products/edit/${productId}`}
              className="inline-flex min-h-10 max-w-full items-center gap-2 rounded-lg bg-night-950/60 px-3 py-2 text-sm text-white ring-1 ring-inset ring-white/15 transition hover:bg-white/10"
            >
              <span className="min-w-0 truncate font-medium sm:max-w-[24rem]">{nameOf(productId)}</span>
              <span className="shrink-0 rounded-full bg-amber-400 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-950">
                {waitingText(waiting)}
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  )
}
