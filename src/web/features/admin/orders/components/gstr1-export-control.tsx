import { type FormEvent, useId, useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { FileArchive, LoaderCircle } from 'lucide-react'
import { toast } from 'sonner'
import { SHOP_UTC_OFFSET_MINUTES } from '@common/constants'
import { GSTR1_MONTH_MESSAGE, GSTR1_MONTH_PATTERN } from '@common/schemas/order'
import { Button } from '../../../../components/ui/button'
import { fieldErrorClassName, inputClassName, labelClassName } from '../../../../components/ui/field-styles'
import { saveFile } from '../../../../lib/save-file'
import { getGstr1Zip } from '../api/export-gstr1'
import { failureDetail } from '../failure-detail'

export const GSTR1_FAILED_MESSAGE = 'Failed to export GSTR-1'

/** The month before `now` in the shop's calendar (IST): the one whose GSTR-1 is filed now. */
export function previousShopMonth(now: Date): string {
  const local = new Date(now.getTime() + SHOP_UTC_OFFSET_MINUTES * 60_000)
  const previous = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - 1, 1))
  return previous.toISOString().slice(0, 7)
}

/** A month picker (last month by default) and the button that downloads its GSTR-1 sheets (admins only). */
export function Gstr1ExportControl({ now = () => new Date() }: { now?: () => Date }) {
  const id = useId()
  const [month, setMonth] = useState(() => previousShopMonth(now()))
  const [error, setError] = useState<string | null>(null)
  const download = useMutation({
    mutationFn: getGstr1Zip,
    onSuccess: (file, asked) => saveFile(file, `gstr1-${asked}.zip`),
    onError: (failure) => toast.error(GSTR1_FAILED_MESSAGE, { description: failureDetail(failure) }),
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const chosen = month.trim()
    if (!GSTR1_MONTH_PATTERN.test(chosen)) {
      setError(GSTR1_MONTH_MESSAGE)
      return
    }
    setError(null)
    download.mutate(chosen)
  }

  return (
    <form onSubmit={submit} aria-label="GSTR-1 export" noValidate className="flex items-end gap-2">
      <div>
        <label htmlFor={`${id}-month`} className={labelClassName}>
          GSTR-1 month
        </label>
        <input
          id={`${id}-month`}
          type="month"
          value={month}
          onChange={(event) => setMonth(event.target.value)}
          placeholder="YYYY-MM"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${inputClassName} w-40`}
        />
        {error && (
          <p id={`${id}-error`} className={fieldErrorClassName}>
            {error}
          </p>
        )}
      </div>
      <Button
        type="submit"
        variant="ghost"
        disabled={download.isPending}
        aria-busy={download.isPending}
        className="ring-1 ring-white/15 ring-inset"
      >
        {download.isPending ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <FileArchive aria-hidden="true" className="size-4" />
        )}
        Download GSTR-1
      </Button>
    </form>
  )
}
