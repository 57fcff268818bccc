import { useEffect, useEffectEvent } from 'react'
import { Link } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { CalendarClock, Pencil } from 'lucide-react'
import { ProductImage } from '../../../../components/product/product-image'
import { Spinner } from '../../../../components/ui/spinner'
import { formatCountdown, formatLaunchTime, type Product } from '../../../../lib/products'
import { useCountdown } from '../../../../lib/use-countdown'
import { ListEmpty, ListError } from '../../shared/components/admin-list-states'
import { adminIconButtonClassName } from '../../shared/components/admin-styles'
import { adminProductListsQueryKey, useLaunches } from '../api/get-admin-products'
import { LOAD_LAUNCHES_FAILED, NO_LAUNCHES } from '../products-messages'

/** The launch the server reads first comes first; one without a time (not yet saved so) goes last. */
function byLaunchTime(a: Product, b: Product): number {
  return (Date.parse(a.liveAt ?? '') || Infinity) - (Date.parse(b.liveAt ?? '') || Infinity)
}

/** The scheduled products, the next launch first, each counting down to its launch. */
export function LaunchesList() {
  const queryClient = useQueryClient()
  const launches = useLaunches()
  // A product that launched is live: it leaves this list and shows as Live in the table.
  const onLaunched = () => {
    void launches.refetch()
    void queryClient.invalidateQueries({ queryKey: adminProductListsQueryKey })
  }

  if (launches.isPending) return <Spinner label="Loading launches" />
  if (!launches.data)
    return <ListError message={LOAD_LAUNCHES_FAILED} onRetry={() => void launches.refetch()} />
  const products = launches.data.products
    .filter((product) => product.status === 'scheduled')
    .sort(byLaunchTime)
  if (products.length === 0) return <ListEmpty icon={CalendarClock}>{NO_LAUNCHES}</ListEmpty>
  return (
    <ol aria-label="Launches" className="space-y-3">
      {products.map((product) => (
        <LaunchItem key={product._id} product={product} onLaunched={onLaunched} />
      ))}
    </ol>
  )
}

function LaunchItem({ product, onLaunched }: { product: Product; onLaunched: () => void }) {
  const left = useCountdown(product.liveAt)
  const hasLaunched = left === 0
  // Once, when this launch's time comes: a new callback on each render is no new launch.
  const launched = useEffectEvent(onLaunched)
  useEffect(() => {
    if (hasLaunched) launched()
  }, [hasLaunched])

  return (
    <li className="flex items-start gap-3 rounded-xl border border-white/10 bg-night-950/40 p-3 sm:items-center sm:p-4">
      {/* The name is right beside it: an alt repeating it would only be read out twice. */}
      <ProductImage
        src={product.images[0]}
        alt=""
        loading="lazy"
        sizes="48px"
        className="size-12 shrink-0 rounded-lg bg-night-800 object-cover"
      />
      <div className="min-w-0 flex-1 space-y-1 sm:flex sm:items-center sm:gap-4 sm:space-y-0">
        <div className="min-w-0 flex-1">
          <p className="font-medium break-words text-white">{product.name}</p>
          <p className="text-sm text-slate-300">{formatLaunchTime(product.liveAt) ?? 'No launch time'}</p>
          <p className="text-sm text-slate-400">{launchTerms(product)}</p>
        </div>
        <p className="text-sm font-semibold whitespace-nowrap text-sky-200 tabular-nums sm:text-base">
          {left === null ? '' : hasLaunched ? 'Launching now' : formatCountdown(left)}
        </p>
      </div>
      <Link
        to={`/admin/products/edit/${product._id}`}
        aria-label={`Edit ${product.name}`}
        className={adminIconButtonClassName}
      >
        <Pencil aria-hidden="true" className="size-4.5" />
      </Link>
    </li>
  )
}

/** "Teaser page · early access 30 min": what shoppers get before the launch. */
function launchTerms(product: Product): string {
  const teaser = product.teaser ? 'Teaser page' : 'No teaser page'
  return product.earlyAccessMinutes > 0
    ? `${teaser} · early access ${product.earlyAccessMinutes} min before`
    : `${teaser} · no early access`
}
