import { useEffect, useRef, type ComponentType, type ReactNode } from 'react'
import { Link } from 'react-router'
import { LoaderCircle, LogIn, Ticket } from 'lucide-react'
import { formatRupees } from '@common/money'
import type { Raffle } from '@common/schemas/raffle'
import { isApiError } from '../../../api/api-error'
import { Button } from '../../../components/ui/button'
import { buttonClassName } from '../../../components/ui/button-styles'
import { FormAlert } from '../../../components/ui/form-alert'
import { formatLaunchTime } from '../../../lib/products'
import { useSession } from '../../../lib/session-context'
import { useEnterRaffle } from '../api/enter-raffle'
import { myEntryOutcome, RAFFLE_OUTCOME_TEXTS } from '../raffle-display'
import { hexClassName, raffleHeadingClassName, rafflePanelClassName } from './raffle-panel-styles'

export const ENTRY_FAILED_MESSAGE = 'Your entry could not be sent. Please try again.'
export const CHOOSE_SAVED_ADDRESS_MESSAGE =
  'Choose one of your saved addresses: a won unit is delivered there.'

/** The address book the page is given (app/ hands in checkout's): the shopper's saved addresses, one chosen. */
export type AddressChoiceComponent = ComponentType<{
  shopper: { name: string; email: string }
  children: (addressId: string | null) => ReactNode
}>

/** Entering the raffle, or what became of the shopper's entry: what the panel shows follows the raffle's state. */
export function RaffleEntryPanel({
  raffle,
  AddressChoice,
}: {
  raffle: Raffle
  AddressChoice: AddressChoiceComponent
}) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const hadEntry = useRef(raffle.myEntryId !== null)
  // The button just pressed is gone once the entry is in: focus goes to the panel, which now names the entry.
  useEffect(() => {
    if (raffle.myEntryId && !hadEntry.current) headingRef.current?.focus()
    hadEntry.current = raffle.myEntryId !== null
  }, [raffle.myEntryId])

  return (
    <section aria-labelledby="raffle-entry-heading" className={rafflePanelClassName}>
      <h2 id="raffle-entry-heading" ref={headingRef} tabIndex={-1} className={raffleHeadingClassName}>
        <Ticket aria-hidden="true" className="size-5 text-accent-400" />
        {raffle.myEntryId ? 'Your entry' : 'Enter the raffle'}
      </h2>
      <div className="mt-3 space-y-4 text-sm text-slate-300">
        <EntryPanelBody raffle={raffle} AddressChoice={AddressChoice} />
      </div>
    </section>
  )
}

function EntryPanelBody({
  raffle,
  AddressChoice,
}: {
  raffle: Raffle
  AddressChoice: AddressChoiceComponent
}) {
  const { user, status } = useSession()

  if (raffle.myEntryId) return <MyEntry raffle={raffle} />
  if (raffle.state === 'upcoming') {
    return <p>Entries open {formatLaunchTime(raffle.opensAt)}. Come back then to enter.</p>
  }
  if (raffle.state === 'closed')
    return <p>Entries are closed. The draw is made within a minute of the close.</p>
  if (raffle.state === 'drawn') return <p>This raffle has been drawn: entries are closed.</p>
  if (status === 'loading') return null
  if (!user) return <SignInToEnter raffleId={raffle._id} />
  return (
    <>
      <p>
        One entry per account, per delivery address and per phone number. If your entry wins, an order for one
        unit at {formatRupees(raffle.product.price)} is made for you, to be delivered to the address you
        choose.
      </p>
      <AddressChoice shopper={user}>
        {(addressId) => <EnterButton raffleId={raffle._id} addressId={addressId} />}
      </AddressChoice>
    </>
  )
}

function EnterButton({ raffleId, addressId }: { raffleId: string; addressId: string | null }) {
  const entry = useEnterRaffle()
  const error = entry.error
  const message = error ? (isApiError(error) && error.serverMessage) || ENTRY_FAILED_MESSAGE : null
  return (
    <div className="space-y-3 border-t border-white/10 pt-4">
      {message && <FormAlert message={message} />}
      {!addressId && <p>{CHOOSE_SAVED_ADDRESS_MESSAGE}</p>}
      <Button
        onClick={() => addressId && entry.mutate({ raffleId, addressId })}
        disabled={!addressId || entry.isPending}
        className="w-full py-3 sm:w-auto"
      >
        {entry.isPending ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <Ticket aria-hidden="true" className="size-4" />
        )}
        Enter the raffle
      </Button>
    </div>
  )
}

function MyEntry({ raffle }: { raffle: Raffle }) {
  const outcome = myEntryOutcome(raffle)
  return (
    <>
      <p className="text-base text-white">
        Your entry: <span className={hexClassName}>{raffle.myEntryId}</span>
      </p>
      {outcome ? (
        <p
          role="status"
          className={
            outcome === 'won' || outcome === 'awarding' ? 'font-semibold text-emerald-200' : undefined
          }
        >
          {RAFFLE_OUTCOME_TEXTS[outcome]}
        </p>
      ) : (
        <p>
          The draw is made within a minute of the close, {formatLaunchTime(raffle.closesAt)}. Every entrant is
          mailed the outcome.
        </p>
      )}
      {outcome === 'won' && raffle.myOrderId && (
        <Link
          to={`/orders/${raffle.myOrderId}`}
          className={buttonClassName('primary', 'w-full py-3 sm:w-auto')}
        >
          Pay for your order
        </Link>
      )}
    </>
  )
}

function SignInToEnter({ raffleId }: { raffleId: string }) {
  const returnTo = `returnTo=${encodeURIComponent(`/raffles/${raffleId}`)}`
  return (
    <>
      <p>Sign in to enter with one of your saved delivery addresses.</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to={`/login?${returnTo}`} className={buttonClassName('primary')}>
          <LogIn aria-hidden="true" className="size-4" />
          Sign In
        </Link>
        <Link to={`/signup?${returnTo}`} className={buttonClassName('ghost', 'border border-white/15')}>
          Create Account
        </Link>
      </div>
    </>
  )
}
