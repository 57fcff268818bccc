import { useEffect, useId, useRef, useState } from 'react'
import { LoaderCircle, Plus, Save, Wand2 } from 'lucide-react'
import { toast } from 'sonner'
import type { Product } from '@common/schemas/product'
import { productVariantsInputSchema } from '@common/schemas/variants'
import { MAX_PRODUCT_OPTIONS, MAX_PRODUCT_VARIANTS, optionCombinations } from '@common/variants'
import { isApiError } from '../../../../api/api-error'
import { Button } from '../../../../components/ui/button'
import { FormAlert } from '../../../../components/ui/form-alert'
import { TextField } from '../../../../components/ui/text-field'
import { adminPanelClassName } from '../../shared/components/admin-styles'
import { useSaveVariants } from '../api/save-variants'
import { OptionEditor, type OptionDraft } from './option-editor'
import { rowErrorKey, VariantGrid, type RowErrors } from './variant-grid'
import {
  generateRows,
  ROW_FIELDS,
  rowsFromVariants,
  toVariantsInput,
  type RowField,
  type VariantRow,
} from './variant-grid-values'

export const VARIANTS_SECTION_ID = 'variants'
export const VARIANTS_SAVED_MESSAGE = 'Variants saved'
export const VARIANTS_SAVE_FAILED_MESSAGE = 'Failed to save the variants'
export const NO_VARIANTS_MESSAGE = 'Add an option and its values, then generate the variants.'

let optionKeys = 0
const optionDrafts = (product: Pick<Product, 'options'>): OptionDraft[] =>
  (product.options ?? []).map((option) => {
    optionKeys += 1
    return { key: `option-${optionKeys}`, name: option.name, values: [...option.values] }
  })

const namedOptions = (options: readonly OptionDraft[]) =>
  options.map((option) => ({ name: option.name.trim(), values: option.values }))

/** The schema's issues on the rows go beside their input; the first of the others is said above the grid. */
function issuesOf(rows: readonly VariantRow[], issues: readonly { path: PropertyKey[]; message: string }[]) {
  const rowErrors: RowErrors = {}
  let general: string | undefined
  for (const issue of issues) {
    const [list, index, field] = issue.path
    const row = list === 'variants' && typeof index === 'number' ? rows[index] : undefined
    if (row && ROW_FIELDS.includes(field as RowField)) {
      rowErrors[rowErrorKey(row.rowKey, field as RowField)] ??= issue.message
    } else general ??= issue.message
  }
  return { rowErrors, general }
}

/**
 * The edit page's "Options and variants": up to three options (Edition: Standard, Deluxe), "Generate variants"
 * for every combination (rows already there keep their figures), the grid with bulk price and stock, and one save
 * for the whole grid. A saved row's stock is sent with the figure it was read with, so units sold meanwhile are
 * never put back; a grid left as read follows the stock as it moves (an adjustment below, an order).
 */
export function VariantsSection({ product }: { product: Product }) {
  const headingId = useId()
  const save = useSaveVariants(product._id)
  const [options, setOptions] = useState(() => optionDrafts(product))
  const [rows, setRows] = useState(() => rowsFromVariants(product.variants ?? []))
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [rowErrors, setRowErrors] = useState<RowErrors>({})
  const [error, setError] = useState<string | null>(null)
  const [bulkPrice, setBulkPrice] = useState('')
  const [bulkStock, setBulkStock] = useState('')

  // The product read again (after a save, an adjustment, a refused save): each saved row learns its stock now, and
  // a stock left as read follows it; what was typed stays.
  const lastVariants = useRef(product.variants)
  useEffect(() => {
    if (product.variants === lastVariants.current) return
    lastVariants.current = product.variants
    const stockNow = new Map((product.variants ?? []).map((variant) => [variant._id, variant.stock]))
    setRows((current) =>
      current.map((row) => {
        const stock = row._id === undefined ? undefined : stockNow.get(row._id)
        if (stock === undefined || stock === row.stockFrom) return row
        const isUntouched = row.stock.trim() === String(row.stockFrom)
        return { ...row, stockFrom: stock, ...(isUntouched && { stock: String(stock) }) }
      }),
    )
  }, [product.variants])

  const isBusy = save.isPending
  const named = namedOptions(options)
  const combinations = named.every((option) => option.name && option.values.length > 0)
    ? optionCombinations(named).length
    : 0
  const bulkTarget = selected.size > 0 ? `${selected.size} selected` : 'all'
  const inBulk = (row: VariantRow) => selected.size === 0 || selected.has(row.rowKey)

  const editRow = (rowKey: string, field: RowField, value: string) => {
    setRows((current) => current.map((row) => (row.rowKey === rowKey ? { ...row, [field]: value } : row)))
    setRowErrors((current) => ({ ...current, [rowErrorKey(rowKey, field)]: undefined }))
  }

  const generate = () => {
    setError(null)
    if (named.some((option) => !option.name || option.values.length === 0)) {
      setError('Give each option a name and at least one value first.')
      return
    }
    if (combinations > MAX_PRODUCT_VARIANTS) {
      setError(
        `These options make ${combinations} combinations; a product may have at most ${MAX_PRODUCT_VARIANTS}.`,
      )
      return
    }
    setRows((current) => generateRows(named, current))
    setSelected(new Set())
  }

  const setForBulk = (field: 'price' | 'stock', value: string) => {
    if (value.trim() === '') return
    setRows((current) => current.map((row) => (inBulk(row) ? { ...row, [field]: value.trim() } : row)))
  }

  const submit = async () => {
    setError(null)
    setRowErrors({})
    const checked = productVariantsInputSchema.safeParse(toVariantsInput(named, rows))
    if (!checked.success) {
      const { rowErrors: found, general } = issuesOf(rows, checked.error.issues)
      setRowErrors(found)
      setError(general ?? 'Some variants need fixing: see the marked fields.')
      return
    }
    try {
      const saved = await save.mutateAsync(checked.data)
      lastVariants.current = saved.variants
      setOptions(optionDrafts(saved))
      setRows(rowsFromVariants(saved.variants ?? []))
      setSelected(new Set())
      toast.success(VARIANTS_SAVED_MESSAGE)
    } catch (caught) {
      const message = (isApiError(caught) && caught.serverMessage) || VARIANTS_SAVE_FAILED_MESSAGE
      setError(message)
      toast.error(message)
    }
  }

  return (
    <section
      id={VARIANTS_SECTION_ID}
      aria-labelledby={headingId}
      aria-busy={isBusy}
      className={`${adminPanelClassName} mt-6 min-w-0 scroll-mt-24`}
    >
      <h2 id={headingId} className="font-sans text-lg font-bold text-white">
        Options and variants
      </h2>
      <p className="mt-1 text-sm text-slate-300">
        Sell each combination of options (Edition: Standard, Deluxe) with its own SKU, prices and stock. Saved
        on its own: the product form above is not saved with it. A variant removed from the grid leaves with
        its stock.
      </p>

      <div className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-3">
        {options.map((option, index) => (
          <OptionEditor
            key={option.key}
            option={option}
            position={index + 1}
            isDisabled={isBusy}
            onChange={(changed) =>
              setOptions((current) => current.map((kept) => (kept.key === option.key ? changed : kept)))
            }
            onRemove={() => setOptions((current) => current.filter((kept) => kept.key !== option.key))}
          />
        ))}
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button
          variant="ghost"
          onClick={() => {
            optionKeys += 1
            setOptions((current) => [...current, { key: `option-${optionKeys}`, name: '', values: [] }])
          }}
          disabled={isBusy || options.length >= MAX_PRODUCT_OPTIONS}
          className="ring-1 ring-white/15 ring-inset"
        >
          <Plus aria-hidden="true" className="size-4" />
          Add option
        </Button>
        <Button
          variant="ghost"
          onClick={generate}
          disabled={isBusy}
          className="ring-1 ring-white/15 ring-inset"
        >
          <Wand2 aria-hidden="true" className="size-4" />
          Generate variants
        </Button>
        <p className="text-sm text-slate-400">
          {options.length >= MAX_PRODUCT_OPTIONS
            ? `At most ${MAX_PRODUCT_OPTIONS} options.`
            : combinations > 0
              ? `${combinations} ${combinations === 1 ? 'combination' : 'combinations'}; rows already in the grid keep their figures.`
              : `Up to ${MAX_PRODUCT_OPTIONS} options.`}
        </p>
      </div>

      {rows.length === 0 ? (
        <p className="mt-6 text-sm text-slate-300">{NO_VARIANTS_MESSAGE}</p>
      ) : (
        <>
          <div className="mt-6 grid grid-cols-1 items-end gap-3 sm:grid-cols-2 lg:max-w-4xl">
            <BulkSetField
              label="Price for the variants (₹)"
              inputMode="decimal"
              value={bulkPrice}
              disabled={isBusy}
              onChange={setBulkPrice}
              onApply={() => setForBulk('price', bulkPrice)}
              applyLabel={`Set price for ${bulkTarget}`}
            />
            <BulkSetField
              label="Stock for the variants"
              inputMode="numeric"
              value={bulkStock}
              disabled={isBusy}
              onChange={setBulkStock}
              onApply={() => setForBulk('stock', bulkStock)}
              applyLabel={`Set stock for ${bulkTarget}`}
            />
          </div>
          <div className="mt-4">
            <VariantGrid
              options={named}
              rows={rows}
              selected={selected}
              errors={rowErrors}
              isDisabled={isBusy}
              onEdit={editRow}
              onToggle={(rowKey) =>
                setSelected((current) => {
                  const next = new Set(current)
                  if (!next.delete(rowKey)) next.add(rowKey)
                  return next
                })
              }
              onToggleAll={(isSelected) =>
                setSelected(isSelected ? new Set(rows.map((row) => row.rowKey)) : new Set())
              }
              onRemove={(rowKey) => {
                setRows((current) => current.filter((row) => row.rowKey !== rowKey))
                setSelected((current) => new Set([...current].filter((key) => key !== rowKey)))
              }}
            />
          </div>
        </>
      )}

      {error && (
        <div className="mt-4">
          <FormAlert message={error} />
        </div>
      )}
      <div className="mt-4 flex justify-end">
        <Button onClick={() => void submit()} disabled={isBusy || rows.length === 0}>
          {isBusy ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <Save aria-hidden="true" className="size-4" />
          )}
          {isBusy ? 'Saving…' : 'Save variants'}
        </Button>
      </div>
    </section>
  )
}

/** One figure set for every variant (or the selected ones): its field and the button that applies it. */
function BulkSetField(props: {
  label: string
  inputMode: 'decimal' | 'numeric'
  value: string
  disabled: boolean
  onChange: (value: string) => void
  onApply: () => void
  applyLabel: string
}) {
  return (
    <div className="flex items-end gap-2">
      <TextField
        label={props.label}
        inputMode={props.inputMode}
        autoComplete="off"
        value={props.value}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.value)}
        className="min-w-0 flex-1"
      />
      <Button
        variant="ghost"
        disabled={props.disabled}
        onClick={props.onApply}
        className="shrink-0 ring-1 ring-white/15 ring-inset"
      >
        {props.applyLabel}
      </Button>
    </div>
  )
}
