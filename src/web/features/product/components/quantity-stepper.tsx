import { Minus, Plus } from 'lucide-react'

interface QuantityStepperProps {
  value: number
  max: number
  onChange: (quantity: number) => void
  disabled?: boolean
}

/** From 1 up to `max` (the stock still available). */
export function QuantityStepper({ value, max, onChange, disabled = false }: QuantityStepperProps) {
  const stepClassName =
    'grid size-10 place-items-center text-slate-200 transition hover:bg-white/10 hover:text-white disabled:cursor-not-allowed disabled:opacity-40'
  return (
    <div
      role="group"
      aria-label="Quantity"
      className="inline-flex items-center overflow-hidden rounded-lg border border-night-600 bg-night-950/70"
    >
      <button
        type="button"
        aria-label="Decrease quantity"
        onClick={() => onChange(value - 1)}
        disabled={disabled || value <= 1}
        className={stepClassName}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <output
        aria-live="polite"
        aria-label="Quantity"
        className="w-12 text-center font-semibold text-white tabular-nums"
      >
        {value}
      </output>
      <button
        type="button"
        aria-label="Increase quantity"
        onClick={() => onChange(value + 1)}
        disabled={disabled || value >= max}
        className={stepClassName}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  )
}
