import { Check } from 'lucide-react'

export type CheckoutStep = 'cart' | 'address' | 'payment' | 'success'

const STEPS: { step: CheckoutStep; label: string }[] = [
  { step: 'cart', label: 'Cart' },
  { step: 'address', label: 'Address' },
  { step: 'payment', label: 'Payment' },
  { step: 'success', label: 'Done' },
]

/** Where the shopper is in checkout: done steps ticked, the current one marked for screen readers too. */
export function CheckoutProgress({ current }: { current: CheckoutStep }) {
  const currentIndex = STEPS.findIndex(({ step }) => step === current)
  return (
    <nav aria-label="Checkout progress">
      <ol className="flex items-center gap-2 text-xs font-medium sm:gap-3 sm:text-sm">
        {STEPS.map(({ step, label }, index) => {
          const isDone = index < currentIndex
          const isCurrent = index === currentIndex
          return (
            <li
              key={step}
              className="flex items-center gap-2 sm:gap-3"
              aria-current={isCurrent ? 'step' : undefined}
            >
              <span
                className={`flex size-6 items-center justify-center rounded-full border text-[11px] sm:size-7 sm:text-xs ${
                  isCurrent
                    ? 'border-accent-400 bg-accent-700 text-white'
                    : isDone
                      ? 'border-emerald-400/60 bg-emerald-500/15 text-emerald-300'
                      : 'border-white/15 text-slate-400'
                }`}
              >
                {isDone ? <Check aria-hidden="true" className="size-3.5" /> : index + 1}
              </span>
              {/* On a phone only the current step is named, so that the four steps fit in one row. */}
              <span className={isCurrent ? 'text-white' : 'sr-only text-slate-400 sm:not-sr-only'}>
                {label}
                {isDone && <span className="sr-only"> (done)</span>}
              </span>
              {index < STEPS.length - 1 && (
                <span aria-hidden="true" className="h-px w-4 bg-white/15 sm:w-8" />
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
