import type { ReactNode } from 'react'
import { PackageSearch } from 'lucide-react'
import { Button } from '../../../components/ui/button'

interface ListingEmptyStateProps {
  hasFailed: boolean
  onClearAll: () => void
  onRetry: () => void
  /** A "Did you mean …?" line for a search that found nothing. */
  correction?: ReactNode
}

export function ListingEmptyState({ hasFailed, onClearAll, onRetry, correction }: ListingEmptyStateProps) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-white/15 bg-night-900/60 px-6 py-14 text-center backdrop-blur">
      <PackageSearch aria-hidden="true" className="mb-4 size-12 text-accent-violet-400" />
      <h2 className="text-xl font-bold text-white">
        {hasFailed ? 'Products could not be loaded' : 'No products found'}
      </h2>
      <p className="mt-2 max-w-md text-sm text-slate-300">
        {hasFailed
          ? 'Something went wrong while loading the catalogue. Please try again.'
          : 'Nothing matches these filters yet. Try another category or search, or clear the filters.'}
      </p>
      {!hasFailed && correction}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {hasFailed ? (
          <Button onClick={onRetry}>Try again</Button>
        ) : (
          <Button onClick={onClearAll}>Clear all filters</Button>
        )}
      </div>
    </div>
  )
}
