import { LoaderCircle, PackageSearch } from 'lucide-react'
import { NO_PRODUCTS_FOUND } from '../products-messages'

/** Instead of the table: nothing matched the search. */
export function NoProductsFound({ search }: { search: string }) {
  return (
    <div className="flex flex-col items-center gap-2 py-12 text-center">
      <PackageSearch aria-hidden="true" className="size-10 text-slate-500" />
      <p className="font-semibold text-white">{NO_PRODUCTS_FOUND}</p>
      {search !== '' && (
        <p className="text-sm text-slate-400">Nothing matches “{search}”. Try another name.</p>
      )}
    </div>
  )
}

/** Under the table while the next page comes. */
export function LoadingMore() {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-4 text-sm text-slate-300">
      <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-accent-400" />
      Loading more…
    </p>
  )
}
