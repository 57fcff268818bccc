import { useId } from 'react'
import type { PaymentMethodOption } from '../payment-methods'

interface PaymentMethodOptionsProps<Method extends string> {
  methods: readonly PaymentMethodOption<Method>[]
  legend: string
  /** False keeps the legend for screen readers only, where the page heading already asks the question. */
  isLegendVisible?: boolean
  value: Method
  onChange: (method: Method) => void
  disabled?: boolean
}

/**
 * The payment methods as radio cards, for the cart's payment step and the /checkout/payment page alike. A method
 * that is not available is shown disabled with a "Coming Soon" badge, or its own (cash on delivery refused for this
 * order: "Unavailable", the reason in its description).
 */
export function PaymentMethodOptions<Method extends string>({
  methods,
  legend,
  isLegendVisible = true,
  value,
  onChange,
  disabled = false,
}: PaymentMethodOptionsProps<Method>) {
  const idPrefix = useId()
  return (
    <fieldset disabled={disabled} className="space-y-3">
      <legend className={isLegendVisible ? 'mb-3 text-sm font-medium text-slate-300' : 'sr-only'}>
        {legend}
      </legend>
      {methods.map((method) => {
        const Icon = method.icon
        const labelId = `${idPrefix}-${method.value}-label`
        const descriptionId = `${idPrefix}-${method.value}-description`
        return (
          <label
            key={method.value}
            className={`flex items-center gap-3 rounded-xl border p-4 transition ${
              method.isAvailable
                ? 'cursor-pointer border-white/10 bg-night-950/50 hover:border-white/25 has-checked:border-accent-400 has-checked:bg-accent-700/10'
                : 'cursor-not-allowed border-white/5 bg-night-950/30'
            }`}
          >
            <input
              type="radio"
              name={`${idPrefix}-payment-method`}
              value={method.value}
              checked={value === method.value}
              onChange={() => onChange(method.value)}
              disabled={!method.isAvailable}
              aria-labelledby={labelId}
              aria-describedby={descriptionId}
              className="size-4 shrink-0 accent-accent-400"
            />
            <span
              className={`flex size-10 shrink-0 items-center justify-center rounded-lg bg-night-800 ${
                method.isAvailable ? 'text-accent-300' : 'text-slate-500'
              }`}
            >
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="flex flex-wrap items-center gap-2">
                <span
                  id={labelId}
                  className={`font-semibold ${method.isAvailable ? 'text-white' : 'text-slate-400'}`}
                >
                  {method.label}
                </span>
                {!method.isAvailable && (
                  <span className="rounded-full border border-amber-400/30 bg-amber-500/10 px-2 py-0.5 text-xs font-medium text-amber-200">
                    {method.unavailableLabel ?? 'Coming Soon'}
                  </span>
                )}
              </span>
              <span id={descriptionId} className="block text-sm text-slate-400">
                {method.description}
              </span>
            </span>
          </label>
        )
      })}
    </fieldset>
  )
}
