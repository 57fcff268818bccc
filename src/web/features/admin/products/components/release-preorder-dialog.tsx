import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react'
import { LoaderCircle, PackageCheck } from 'lucide-react'
import { releasePreorderInputSchema, type ReleasePreorderResponse } from '@common/schemas/preorder'
import type { ProductVariant } from '@common/schemas/product'
import { isApiError } from '../../../../api/api-error'
import { Dialog } from '../../../../components/dialog/dialog'
import { Button } from '../../../../components/ui/button'
import { FormAlert } from '../../../../components/ui/form-alert'
import { Spinner } from '../../../../components/ui/spinner'
import { TextField } from '../../../../components/ui/text-field'
import type { Product } from '../../../../lib/products'
import { ListError } from '../../shared/components/admin-list-states'
import { adminTableHeadCellClassName } from '../../shared/components/admin-styles'
import { useProductVariants } from '../api/get-product-variants'
import { useReleasePreorder } from '../api/release-preorder'
import {
  RELEASE_EXPLANATION,
  RELEASE_PREORDER_FAILED,
  RELEASE_VARIANTS_EXPLANATION,
  RELEASE_VARIANTS_LOAD_FAILED,
  refundText,
  releaseOutcomeText,
  unitsText,
} from '../release-texts'

type ReleasedProduct = Pick<Product, '_id' | 'name' | 'updatedAt' | 'options'>

interface ReleasePreorderDialogProps {
  /** The pre-order to release; null keeps the dialog closed. */
  product: ReleasedProduct | null
  onClose: (wasReleased: boolean) => void
}

/**
 * Asks for the units received (for a product with options, per variant), releases them, and shows what each
 * pre-order got.
 */
export function ReleasePreorderDialog({ product, onClose }: ReleasePreorderDialogProps) {
  // Keyed by product: a dialog opened for another product starts empty.
  return product ? <ReleaseDialogPanel key={product._id} product={product} onClose={onClose} /> : null
}

/** Typed text as the schema reads it: nothing typed is a missing number, not 0. */
const unitsOf = (text: string | undefined) => (text?.trim() ? Number(text) : undefined)

function ReleaseDialogPanel({
  product,
  onClose,
}: {
  product: ReleasedProduct
  onClose: (wasReleased: boolean) => void
}) {
  const release = useReleasePreorder()
  const hasOptions = product.options !== undefined
  // The same query as the row's list of variants: usually already read when the dialog opens.
  const variants = useProductVariants(product)
  const [receivedText, setReceivedText] = useState('')
  const [variantTexts, setVariantTexts] = useState<Record<string, string>>({})
  const [inputError, setInputError] = useState<string | undefined>()
  const [variantErrors, setVariantErrors] = useState<Record<string, string>>({})
  const inputRef = useRef<HTMLInputElement>(null)
  const fieldsRef = useRef<HTMLFieldSetElement>(null)
  const result = release.data
  const serverError = release.isError
    ? (isApiError(release.error) && release.error.serverMessage) || RELEASE_PREORDER_FAILED
    : undefined

  const submitSingle = () => {
    const checked = releasePreorderInputSchema.safeParse({ received: unitsOf(receivedText) })
    if (!checked.success) {
      setInputError(checked.error.issues[0]?.message)
      inputRef.current?.focus()
      return
    }
    setInputError(undefined)
    release.mutate({ productId: product._id, received: checked.data.received })
  }

  const submitPerVariant = (list: readonly ProductVariant[]) => {
    const lines = list.map((variant) => ({
      variant: variant._id,
      received: unitsOf(variantTexts[variant._id]),
    }))
    // Only numbers add up to the total: a wrong line is refused under its own field, not as a wrong total.
    const received = lines.reduce(
      (sum, line) =>
        sum + (line.received !== undefined && Number.isFinite(line.received) ? line.received : 0),
      0,
    )
    const checked = releasePreorderInputSchema.safeParse({ received, variants: lines })
    if (!checked.success) {
      const errors: Record<string, string> = {}
      let totalError: string | undefined
      for (const issue of checked.error.issues) {
        const [field, index] = issue.path
        const variant = field === 'variants' && typeof index === 'number' ? list[index] : undefined
        if (variant) errors[variant._id] ??= issue.message
        else totalError ??= issue.message
      }
      setVariantErrors(errors)
      setInputError(totalError)
      const firstWrong = list.find((variant) => errors[variant._id])
      const focusTarget = firstWrong
        ? fieldsRef.current?.querySelector<HTMLInputElement>(`[data-variant="${firstWrong._id}"]`)
        : fieldsRef.current?.querySelector<HTMLInputElement>('input')
      focusTarget?.focus()
      return
    }
    setVariantErrors({})
    setInputError(undefined)
    release.mutate({
      productId: product._id,
      received: checked.data.received,
      variants: checked.data.variants,
    })
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (release.isPending) return
    if (!hasOptions) submitSingle()
    else if (variants.data) submitPerVariant(variants.data)
  }

  return (
    <Dialog
      wide
      isOpen
      onClose={() => onClose(result !== undefined)}
      title={`Release ${product.name}`}
      description={result ? undefined : hasOptions ? RELEASE_VARIANTS_EXPLANATION : RELEASE_EXPLANATION}
      initialFocusRef={inputRef}
    >
      {result ? (
        <ReleaseResult result={result} onDone={() => onClose(true)} />
      ) : hasOptions && !variants.data ? (
        variants.isError ? (
          <ListError message={RELEASE_VARIANTS_LOAD_FAILED} onRetry={() => void variants.refetch()} />
        ) : (
          <Spinner label="Loading the variants" />
        )
      ) : (
        <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4 text-left">
          {variants.data ? (
            <VariantReceivedFields
              variants={variants.data}
              texts={variantTexts}
              errors={variantErrors}
              totalError={inputError}
              firstInputRef={inputRef}
              fieldsRef={fieldsRef}
              onChange={(variantId, text) => {
                setVariantTexts((texts) => ({ ...texts, [variantId]: text }))
                // Changed since the last check, it is no longer known to be wrong: its message goes until the next.
                setVariantErrors(({ [variantId]: _changed, ...others }) => others)
              }}
            />
          ) : (
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
          )}
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

/**
 * A number per variant, labelled with the variant, and the total they make: what is sent as `received`. Each
 * variant's units serve its own pre-orders, so one total for the product would not say which buyers to serve.
 */
function VariantReceivedFields({
  variants,
  texts,
  errors,
  totalError,
  firstInputRef,
  fieldsRef,
  onChange,
}: {
  variants: readonly ProductVariant[]
  texts: Record<string, string>
  errors: Record<string, string>
  totalError: string | undefined
  firstInputRef: RefObject<HTMLInputElement | null>
  fieldsRef: RefObject<HTMLFieldSetElement | null>
  onChange: (variantId: string, text: string) => void
}) {
  const totalId = useId()
  // The variants may arrive after the dialog opened and placed focus: the first of them is where typing starts.
  useEffect(() => {
    firstInputRef.current?.focus()
  }, [firstInputRef])
  const total = variants.reduce((sum, variant) => {
    const units = unitsOf(texts[variant._id])
    return sum + (units !== undefined && Number.isInteger(units) && units > 0 ? units : 0)
  }, 0)

  return (
    <fieldset ref={fieldsRef} aria-describedby={totalId}>
      <legend className="mb-3 text-sm font-semibold text-white">Units received of each variant</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {variants.map((variant, index) => (
          <TextField
            key={variant._id}
            ref={index === 0 ? firstInputRef : undefined}
            data-variant={variant._id}
            label={variant.label}
            type="number"
            inputMode="numeric"
            min="0"
            step="1"
            autoComplete="off"
            value={texts[variant._id] ?? ''}
            onChange={(event) => onChange(variant._id, event.target.value)}
            error={errors[variant._id]}
          />
        ))}
      </div>
      <p id={totalId} aria-live="polite" className="mt-3 text-sm text-slate-300">
        Total received: <span className="font-semibold text-white tabular-nums">{unitsText(total)}</span>
      </p>
      {totalError && (
        <p role="alert" className="mt-1.5 text-sm text-rose-300">
          {totalError}
        </p>
      )}
    </fieldset>
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
