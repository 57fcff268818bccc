import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Button } from '../../../../components/ui/button'

interface AdminPaginationProps {
  page: number
  totalPages: number
  onPageChange: (page: number) => void
  /** What is paged, for screen readers: "Orders pages". */
  label: string
}

/** Previous / "Page 2 of 9" / Next under a paged admin list; nothing when everything fits on one page. */
export function AdminPagination({ page, totalPages, onPageChange, label }: AdminPaginationProps) {
  if (totalPages <= 1) return null
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3 text-sm text-slate-300">
      <Button variant="ghost" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        Previous
      </Button>
      <span aria-live="polite">
        Page {page} of {totalPages}
      </span>
      <Button variant="ghost" onClick={() => onPageChange(page + 1)} disabled={page >= totalPages}>
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  )
}
