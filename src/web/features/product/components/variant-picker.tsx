import { useId } from 'react'
import type { ProductVariant } from '@common/schemas/product'
import type { ProductOption } from '@common/variants'
import { variantForValue } from '../chosen-variant'

interface VariantPickerProps {
  options: readonly ProductOption[]
  variants: readonly ProductVariant[]
  chosen: ProductVariant
  /** A pre-order sells whatever the stock, so none of its values is sold out. */
  isPreorder: boolean
  onChoose: (variant: ProductVariant) => void
}

/**
 * Each option as a group of radio buttons drawn as chips (the arrow keys move within a group, as for any radio
 * group). Any value some variant has is choosable: when the shop does not sell it with the other values chosen,
 * choosing it moves to the best variant that has it (see `variantForValue`), changing the others as needed. A value
 * whose variant so chosen is sold out stays choosable and says so, the page then offering "Notify me" for it. A
 * value no variant has is disabled, struck through and dashed, its text still readable (4.5:1).
 */
export function VariantPicker({ options, variants, chosen, isPreorder, onChoose }: VariantPickerProps) {
  const groupId = useId()
  return (
    <div className="space-y-4">
      {options.map((option) => (
        <fieldset key={option.name}>
          <legend className="text-sm font-semibold text-slate-100">
            {option.name}
            <span className="font-normal text-slate-300">: {chosen.options[option.name]}</span>
          </legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {option.values.map((value) => {
              const match = variantForValue(variants, chosen.options, option.name, value, isPreorder)
              const isSoldOut = match !== undefined && match.stock <= 0 && !isPreorder
              return (
                <label key={value} className="relative">
                  <input
                    type="radio"
                    name={`${groupId}-${option.name}`}
                    value={value}
                    aria-label={isSoldOut ? `${value}, sold out` : value}
                    checked={chosen.options[option.name] === value}
                    disabled={!match}
                    onChange={() => {
                      if (match) onChoose(match)
                    }}
                    className="peer sr-only"
                  />
                  <span
                    className={
                      'flex min-h-11 cursor-pointer flex-col items-center justify-center rounded-lg border px-4 py-1.5 text-sm font-semibold transition ' +
                      'border-white/20 bg-night-950/50 text-slate-100 hover:border-accent-300 ' +
                      'peer-checked:border-accent-300 peer-checked:bg-accent-700/40 peer-checked:text-white peer-checked:ring-1 peer-checked:ring-accent-300 ' +
                      'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus ' +
                      'peer-disabled:cursor-not-allowed peer-disabled:border-dashed peer-disabled:text-slate-400 peer-disabled:line-through peer-disabled:hover:border-white/20'
                    }
                  >
                    {value}
                    {isSoldOut && (
                      <span
                        aria-hidden="true"
                        className="text-[0.7rem] leading-tight font-medium text-rose-200"
                      >
                        Sold out
                      </span>
                    )}
                  </span>
                </label>
              )
            })}
          </div>
        </fieldset>
      ))}
    </div>
  )
}
