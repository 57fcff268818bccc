import { lazy, Suspense, useEffect, useEffectEvent } from 'react'
import { Rocket } from 'lucide-react'
import { earlyAccessStart, formatCountdown, formatLaunchTime, type Product } from '../../../lib/products'
import { useCountdown } from '../../../lib/use-countdown'

// The form's validation (react-hook-form and zod) loads only on a page that shows it.
const NotifyMeForm = lazy(() =>
  import('./notify-me-form').then(({ NotifyMeForm }) => ({ default: NotifyMeForm })),
)

interface LaunchPanelProps {
  product: Product
  /** The launch time has come: the page asks for the product again, which is then on sale. */
  onLaunch: () => void
}

/**
 * A drop's teaser, in place of the buy buttons: the time left to its launch (to the second), the launch on the
 * shop's clock, the notify list's early access, and "Notify me at launch".
 */
export function LaunchPanel({ product, onLaunch }: LaunchPanelProps) {
  const left = useCountdown(product.liveAt)
  const hasArrived = left === 0
  const launch = useEffectEvent(onLaunch)
  useEffect(() => {
    if (hasArrived) launch()
  }, [hasArrived])

  const launchTime = formatLaunchTime(product.liveAt)
  const earlyFrom = formatLaunchTime(earlyAccessStart(product))
  return (
    <div className="space-y-5">
      <div className="rounded-xl border border-sky-300/40 bg-sky-950/40 p-4">
        {/*
          A timer is never read out on its own (no live region ticking every second): its label says when the
          launch is, and the page changes to the buy buttons when it comes.
        */}
        <p
          role="timer"
          aria-label={launchTime ? `Launches ${launchTime}` : 'Launches soon'}
          className="flex items-center gap-2 text-lg font-bold text-white tabular-nums sm:text-xl"
        >
          <Rocket aria-hidden="true" className="size-5 shrink-0 text-sky-200" />
          {left === null
            ? 'Launching soon'
            : hasArrived
              ? 'Launching now…'
              : `Launches in ${formatCountdown(left)}`}
        </p>
        {launchTime && <p className="mt-1 text-sm text-sky-100">On sale {launchTime}</p>}
        {earlyFrom && launchTime && (
          <p className="mt-2 text-sm text-slate-300">
            Shoppers on the notify list may order from {earlyFrom}; it opens to everyone at {launchTime}.
          </p>
        )}
      </div>
      <Suspense
        fallback={
          <div aria-hidden="true" className="h-52 rounded-xl border border-white/10 bg-night-950/40" />
        }
      >
        <NotifyMeForm productId={product._id} reason="launch" />
      </Suspense>
    </div>
  )
}
