import { useMutation } from '@tanstack/react-query'
import { Download, LoaderCircle } from 'lucide-react'
import { toast } from 'sonner'
import { Button } from '../../../../components/ui/button'
import { getOrdersCsv } from '../api/export-orders-csv'
import type { AdminOrderFilters } from '../api/get-admin-orders'
import { saveFile } from '../../../../lib/save-file'
import { failureDetail } from '../failure-detail'

export const EXPORT_FAILED_MESSAGE = 'Failed to export orders'

/** Downloads the orders matching the list's current search and filters as a CSV file. */
export function ExportCsvButton({ filters }: { filters: AdminOrderFilters }) {
  const exportCsv = useMutation({
    mutationFn: getOrdersCsv,
    onSuccess: (file) => saveFile(file, exportFileName(filters, new Date())),
    onError: (error) =>
      toast.error(EXPORT_FAILED_MESSAGE, {
        description: failureDetail(error),
      }),
  })

  return (
    <Button
      variant="ghost"
      onClick={() => exportCsv.mutate(filters)}
      disabled={exportCsv.isPending}
      aria-busy={exportCsv.isPending}
      className="ring-1 ring-white/15 ring-inset"
    >
      {exportCsv.isPending ? (
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      ) : (
        <Download aria-hidden="true" className="size-4" />
      )}
      Export CSV
    </Button>
  )
}

/**
 * "orders-shipped-2025-03-09.csv", "orders-refunded-2025-03-09.csv": the filters and the day, so several exports do
 * not overwrite each other.
 */
export function exportFileName({ status, payment }: AdminOrderFilters, today: Date): string {
  const day = [today.getFullYear(), today.getMonth() + 1, today.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-')
  const filters = [status, payment].filter(Boolean).map((filter) => `${filter}-`)
  return `orders-${filters.join('')}${day}.csv`
}
