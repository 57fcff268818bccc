import { useEffect, useRef, useState, type FormEvent } from 'react'
import { LoaderCircle, PackageCheck } from 'lucide-react'
import { releasePreorderInputSchema, type ReleasePreorderResponse } from '@common/schemas/preorder'
import { isApiError } from '../../../../api/api-error'
import { Dialog } from '../../../../components/dialog/dialog'
import { Button } from '../../../../components/ui/button'
import { FormAlert } from '../../../../components/ui/form-alert'
import { TextField } from '../../../../components/ui/text-field'
import type { Product } from '../../../../lib/products'
import { adminTableHeadCellClassName } from '../../shared/components/admin-styles'
import { useReleasePreorder } from '../api/release-preorder'
import {
  RELEASE_EXPLANATION,
  RELEASE_PREORDER_FAILED,
  refundText,
  releaseOutcomeText,
  unitsText,
} from '../release-texts'

interface ReleasePreorderDialogProps {
  /** The pre-order to release; null keeps the dialog closed. */
  product: Pick<Product, '_id' | 'name'> | null
  onClose: (wasReleased: boolean) => void
}

/** Asks for the units received, releases them, and shows what each pre-order got. */
export function ReleasePreorderDialog({ product, onClose }: ReleasePreorderDialogProps) {
  // Keyed by product: a dialog opened for another product starts empty.
  return product ? <ReleaseDialogPanel key={product._id} product={product} onClose={onClose} /> : null
}

function ReleaseDialogPanel({
  product,
  onClose,
}: {
  product: Pick<Product, '_id' | 'name'>
  onClose: (wasReleased: boolean) => void
}) {
  const release = useReleasePreorder()
  const [receivedText, setReceivedText] = useState('')
  const [inputError, setInputError] = useState<string | undefined>()
  const inputRef = useRef<HTMLInputElement>(null)
  const result = release.data
  const serverError = release.isError
    ? (isApiError(release.error) && release.error.serverMessage) || RELEASE_PREORDER_FAILED
    : undefined

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (release.isPending) return
    const text = receivedText.trim()
    const checked = releasePreorderInputSchema.safeParse({ received: text === '' ? undefined : Number(text) })
    if (!checked.success) {
      setInputError(checked.error.issues[0]?.message)
      inputRef.current?.focus()
      return
    }
    setInputError(undefined)
    release.mutate({ productId: product._id, received: checked.data.received })
  }

  return (
    <Dialog
      wide
      isOpen
      onClose={() => onClose(result !== undefined)}
      title={`Release ${product.name}`}
      description={result ? undefined : RELEASE_EXPLANATION}
      initialFocusRef={inputRef}
    >
      {result ? (
        <ReleaseResult result={result} onDone={() => onClose(true)} />
      ) : (
        <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4 text-left">
          <TextField
            ref={inputRef}
            label="Units received"
            type="number"
            inputMode="numeric"
            min="0"
            step="1"
            autoComplete="off"
            value={receivedText}
            onChange={(event) => setReceivedText(event.target.value)}
            error={inputError}
          />
          {serverError && <FormAlert message={serverError} />}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button
              variant="ghost"
              onClick={() => onClose(false)}
              className="ring-1 ring-inset ring-white/15"
            >
              Cancel
            </Button>
            <Button type="submit" aria-disabled={release.isPending || undefined}>
              {release.isPending ? (
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              ) : (
                <PackageCheck aria-hidden="true" className="size-4" />
              )}
              {release.isPending ? 'Releasing...' : 'Release units'}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  )
}

function ReleaseResult({ result, onDone }: { result: ReleasePreorderResponse; onDone: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  // The form that had focus is gone: the outcome is what to read next.
  useEffect(() => {
    headingRef.current?.focus()
  }, [])

  return (
    <div className="mt-6 space-y-5 text-left">
      <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-white outline-none">
        Released
      </h3>
      <dl className="grid grid-cols-3 gap-3 text-center">
        <ReleaseFigure label="Allocated" units={result.allocated} />
        <ReleaseFigure label="Not served" units={result.refunded} />
        <ReleaseFigure label="Put on sale" units={result.stock} />
      </dl>
      {result.orders.length === 0 ? (
        <p className="text-sm text-slate-300">There were no open pre-orders: every unit went on sale.</p>
      ) : (
        // Wider than the dialog: a keyboard user scrolls it once it has focus (axe: scrollable-region-focusable).
        <div
          tabIndex={0}
          role="region"
          aria-label="Pre-orders, oldest first"
          className="-mx-2 overflow-x-auto"
        >
          <table className="w-full border-collapse text-left text-sm text-slate-200">
            <caption className="mb-2 text-left text-sm text-slate-400">Pre-orders, oldest first</caption>
            <thead>
              <tr>
                {['Order', 'Ordered', 'Allocated', 'Refund', 'Outcome'].map((column) => (
                  <th key={column} scope="col" className={`${adminTableHeadCellClassName} px-2`}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {result.orders.map((order) => (
                <tr key={order._id}>
                  <th
                    scope="row"
                    className="border-b border-white/5 px-2 py-2 font-mono font-semibold text-white"
                  >
                    {order.orderNumber}
                  </th>
                  <td className="border-b border-white/5 px-2 py-2 tabular-nums">{order.ordered}</td>
                  <td className="border-b border-white/5 px-2 py-2 tabular-nums">{order.allocated}</td>
                  <td className="border-b border-white/5 px-2 py-2 whitespace-nowrap tabular-nums">
                    {refundText(order.refundAmount)}
                  </td>
                  <td className="border-b border-white/5 px-2 py-2">{releaseOutcomeText(order)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="flex justify-end">
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  )
}

function ReleaseFigure({ label, units }: { label: string; units: number }) {
  return (
    <div className="rounded-lg bg-white/5 px-2 py-3">
      <dt className="text-xs font-semibold tracking-wide text-slate-400 uppercase">{label}</dt>
      <dd className="mt-1 text-base font-semibold text-white tabular-nums">{unitsText(units)}</dd>
    </div>
  )
}
