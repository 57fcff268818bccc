import { CircleAlert, LoaderCircle, PackageSearch, RotateCw } from 'lucide-react'
import { Button } from '../../../../components/ui/button'
import { LOAD_PRODUCTS_FAILED, NO_PRODUCTS_FOUND } from '../products-messages'

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

/** A failed page: the message (also toasted) and a way to ask again. */
export function ProductsLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 py-10 text-center">
      <p className="flex items-center gap-2 text-sm font-medium text-rose-300">
        <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
        {LOAD_PRODUCTS_FAILED}
      </p>
      <Button variant="ghost" onClick={onRetry} className="ring-1 ring-inset ring-white/15">
        <RotateCw aria-hidden="true" className="size-4" />
        Try again
      </Button>
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
