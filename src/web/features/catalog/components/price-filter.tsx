import { useId, useState, type FormEvent } from 'react'
import { inputClassName } from '../../../components/ui/field-styles'
import { filterLegendClassName } from './filter-styles'

const RUPEES = /^\d{1,8}(\.\d{1,2})?$/
export const PRICE_FORMAT_MESSAGE = 'Enter prices in rupees, like 1500 or 999.50'
export const PRICE_ORDER_MESSAGE = 'The minimum must not be above the maximum'

/**
 * The price range in rupees, both bounds inclusive and either may be left blank. Applied with its button (or
 * Enter) rather than at every keystroke, so that typing "1500" does not list "1", "15" and "150" first. The
 * placeholders are the range the other filters leave.
 */
export function PriceFilter({
  minPrice,
  maxPrice,
  range,
  onApply,
}: {
  minPrice: string
  maxPrice: string
  range: { min: number; max: number } | undefined
  onApply: (bounds: { minPrice: string; maxPrice: string }) => void
}) {
  const [min, setMin] = useState(minPrice)
  const [max, setMax] = useState(maxPrice)
  const [error, setError] = useState('')
  const id = useId()
  const errorId = `${id}-error`

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const bounds = { minPrice: min.trim(), maxPrice: max.trim() }
    if ([bounds.minPrice, bounds.maxPrice].some((text) => text !== '' && !RUPEES.test(text))) {
      setError(PRICE_FORMAT_MESSAGE)
      return
    }
    if (bounds.minPrice && bounds.maxPrice && Number(bounds.minPrice) > Number(bounds.maxPrice)) {
      setError(PRICE_ORDER_MESSAGE)
      return
    }
    setError('')
    onApply(bounds)
  }

  const hasRange = range !== undefined && range.max > 0
  const inputProps = {
    type: 'text',
    inputMode: 'decimal',
    autoComplete: 'off',
    'aria-invalid': error !== '' || undefined,
    'aria-describedby': error ? errorId : undefined,
    className: inputClassName,
  } as const

  return (
    <form onSubmit={submit} noValidate className="mt-5 border-t border-white/10 pt-4">
      <fieldset>
        <legend className={`float-left w-full ${filterLegendClassName}`}>Price (₹)</legend>
        <div className="clear-both grid grid-cols-2 gap-2">
          <div>
            <label htmlFor={`${id}-min`} className="mb-1 block text-xs text-slate-300">
              Min<span className="sr-only">imum price</span>
            </label>
            <input
              id={`${id}-min`}
              value={min}
              onChange={(event) => setMin(event.target.value)}
              placeholder={hasRange ? String(Math.floor(range.min)) : '0'}
              {...inputProps}
            />
          </div>
          <div>
            <label htmlFor={`${id}-max`} className="mb-1 block text-xs text-slate-300">
              Max<span className="sr-only">imum price</span>
            </label>
            <input
              id={`${id}-max`}
              value={max}
              onChange={(event) => setMax(event.target.value)}
              placeholder={hasRange ? String(Math.ceil(range.max)) : 'Any'}
              {...inputProps}
            />
          </div>
        </div>
      </fieldset>
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-xs text-rose-300">
          {error}
        </p>
      )}
      <button
        type="submit"
        className="mt-3 w-full rounded-lg border border-accent-400/60 px-3 py-2 text-sm font-semibold text-accent-300 transition hover:border-accent-400 hover:text-white"
      >
        Apply <span className="sr-only">price range</span>
      </button>
    </form>
  )
}
