import { useEffect } from 'react'
import { Link, useParams } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { ArrowLeft, Clock, SearchX } from 'lucide-react'
import { formatRupees } from '@common/money'
import type { Raffle } from '@common/schemas/raffle'
import { soldItemName } from '@common/variants'
import { isApiError } from '../../../api/api-error'
import { ProductImage } from '../../../components/product/product-image'
import { Button } from '../../../components/ui/button'
import { buttonClassName } from '../../../components/ui/button-styles'
import { FormAlert } from '../../../components/ui/form-alert'
import { Spinner } from '../../../components/ui/spinner'
import { formatCountdown, formatLaunchTime } from '../../../lib/products'
import { useSession } from '../../../lib/session-context'
import { useCountdown } from '../../../lib/use-countdown'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { raffleQueryPrefix, useRaffle } from '../api/get-raffle'
import { CommitmentPanel } from '../components/commitment-panel'
import { DrawResults } from '../components/draw-results'
import { HowToCheck } from '../components/how-to-check'
import { RaffleEntryPanel, type AddressChoiceComponent } from '../components/raffle-entry-panel'
import { nextRaffleMoment, RAFFLE_STATE_LABELS } from '../raffle-display'

export const RAFFLE_LOAD_FAILED_MESSAGE = 'Failed to load the raffle'

const stateToneClassNames: Record<Raffle['state'], string> = {
  upcoming: 'border-sky-300/40 bg-sky-400/10 text-sky-100',
  open: 'border-emerald-300/40 bg-emerald-400/10 text-emerald-100',
  closed: 'border-amber-300/40 bg-amber-400/10 text-amber-100',
  drawn: 'border-white/20 bg-white/10 text-slate-100',
}

/**
 * /raffles/:id: a raffle for a hyped figure, open to anyone. The shopper enters with a saved address (the address
 * book is checkout's, handed in by app/), follows the countdown, and once drawn sees every ticket and can check
 * the draw in the browser.
 */
export function RafflePage({ AddressChoice }: { AddressChoice: AddressChoiceComponent }) {
  const { id = '' } = useParams()
  const { user, status } = useSession()
  // Asked once the session is known, so a signed-in shopper's first answer already names their entry.
  const raffle = useRaffle(id, user?._id ?? null, { enabled: id !== '' && status !== 'loading' })
  useDocumentTitle(raffle.data ? `Raffle: ${raffledName(raffle.data)}` : 'Raffle')

  if (raffle.data) return <RaffleView raffle={raffle.data} AddressChoice={AddressChoice} />
  if (id === '' || (isApiError(raffle.error) && raffle.error.status === 404)) return <RaffleNotFound />
  if (raffle.isError) {
    return (
      <section className="mx-auto max-w-xl space-y-4 px-4 py-16">
        <FormAlert
          message={(isApiError(raffle.error) && raffle.error.serverMessage) || RAFFLE_LOAD_FAILED_MESSAGE}
        />
        <Button variant="ghost" onClick={() => void raffle.refetch()}>
          Try again
        </Button>
      </section>
    )
  }
  return <Spinner label="Loading the raffle..." showLabel />
}

function RaffleNotFound() {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <SearchX aria-hidden="true" className="mx-auto size-12 text-slate-400" />
      <h1 className="mt-4 text-2xl font-bold text-white">Raffle not found</h1>
      <p className="mt-2 text-slate-300">This raffle does not exist, or its address is mistyped.</p>
      <Link to="/collections" className={buttonClassName('primary', 'mt-6')}>
        Browse the shop
      </Link>
    </section>
  )
}

function RaffleView({ raffle, AddressChoice }: { raffle: Raffle; AddressChoice: AddressChoiceComponent }) {
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:py-10">
      <Link to={productPath(raffle)} className={buttonClassName('ghost', '-ml-3')}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to the product
      </Link>
      <RaffleHeader raffle={raffle} />
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <div className="space-y-6">
          <RaffleEntryPanel raffle={raffle} AddressChoice={AddressChoice} />
          <CommitmentPanel raffle={raffle} />
        </div>
        <HowToCheck raffle={raffle} />
      </div>
      {raffle.state === 'drawn' && <DrawResults raffle={raffle} />}
    </div>
  )
}

/** What the raffle gives away: the product, or for a product with options the variant ("… — Deluxe"). */
const raffledName = (raffle: Raffle) => soldItemName(raffle.product.name, raffle.product.variant?.label)

/** The product's page, with the variant raffled chosen. */
const productPath = (raffle: Raffle) =>
  `/product/${raffle.product._id}${raffle.product.variant ? `?variant=${raffle.product.variant._id}` : ''}`

function RaffleHeader({ raffle }: { raffle: Raffle }) {
  return (
    <header className="grid gap-5 rounded-2xl border border-white/10 bg-night-900/70 p-5 sm:grid-cols-[10rem_minmax(0,1fr)] sm:p-6">
      <ProductImage
        src={raffle.product.image ?? undefined}
        alt={raffledName(raffle)}
        sizes="10rem"
        className="aspect-square w-32 rounded-xl bg-night-950 object-cover sm:w-40"
      />
      <div className="min-w-0 space-y-3">
        <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">Raffle</p>
        <h1 className="text-2xl font-bold text-white sm:text-3xl">{raffledName(raffle)}</h1>
        <p className="text-lg font-semibold text-white">
          {formatRupees(raffle.product.price)}
          <span className="ml-2 text-sm font-normal text-slate-300">
            {raffle.units === 1 ? '1 unit' : `${raffle.units} units`}, one per winner
          </span>
        </p>
        <p>
          <span
            className={`inline-block rounded-full border px-3 py-1 text-sm font-semibold ${stateToneClassNames[raffle.state]}`}
          >
            {RAFFLE_STATE_LABELS[raffle.state]}
          </span>
        </p>
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
          <dt className="text-slate-400">Opens</dt>
          <dd className="text-slate-100">{formatLaunchTime(raffle.opensAt)}</dd>
          <dt className="text-slate-400">Closes</dt>
          <dd className="text-slate-100">{formatLaunchTime(raffle.closesAt)}</dd>
        </dl>
        <RaffleCountdown raffle={raffle} />
      </div>
    </header>
  )
}

/**
 * The time left until the raffle opens, or closes. When it runs out the raffle is read again: its state is the
 * server's to say (the draw, for one, is made within a minute of the close).
 */
function RaffleCountdown({ raffle }: { raffle: Raffle }) {
  const moment = nextRaffleMoment(raffle)
  const left = useCountdown(moment)
  const queryClient = useQueryClient()
  const hasRunOut = left === 0
  useEffect(() => {
    if (hasRunOut) void queryClient.invalidateQueries({ queryKey: raffleQueryPrefix(raffle._id) })
  }, [hasRunOut, queryClient, raffle._id])

  if (left === null) return null
  const isUpcoming = raffle.state === 'upcoming'
  // Named by the moment itself: the ticking figures are not a live region, so nothing is read out every second.
  const timerName = isUpcoming
    ? `Opens ${formatLaunchTime(raffle.opensAt)}`
    : `Closes ${formatLaunchTime(raffle.closesAt)}`
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-slate-300">
      <Clock aria-hidden="true" className="size-4 text-accent-300" />
      {isUpcoming ? 'Opens in' : 'Closes in'}
      <span
        role="timer"
        aria-label={timerName}
        className="font-mono text-base font-bold text-white tabular-nums"
      >
        {formatCountdown(left)}
      </span>
    </p>
  )
}
