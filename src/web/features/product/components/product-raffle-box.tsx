import { Link } from 'react-router'
import { ArrowRight, Ticket } from 'lucide-react'
import { buttonClassName } from '../../../components/ui/button-styles'
import { formatLaunchTime } from '../../../lib/products'
import { useCurrentRaffle, type ProductRaffle } from '../api/get-product-raffles'

function raffleLines(raffle: ProductRaffle): { heading: string; note: string; action: string } {
  const closes = formatLaunchTime(raffle.closesAt)
  if (raffle.state === 'upcoming') {
    return {
      heading: `Raffle: enter by ${closes}`,
      note: `Entries open ${formatLaunchTime(raffle.opensAt)}. Winners are drawn at random, one unit each.`,
      action: 'See the raffle',
    }
  }
  if (raffle.state === 'closed') {
    return {
      heading: 'Raffle: entries closed',
      note: 'The winners are being drawn now.',
      action: 'See the draw',
    }
  }
  return {
    heading: `Raffle: enter by ${closes}`,
    note: 'Winners are drawn at random when entries close, one unit each.',
    action: 'Enter the raffle',
  }
}

/** A product with a raffle open or to come: when to enter by, and the way to the raffle's page. */
export function ProductRaffleBox({ productId }: { productId: string }) {
  const raffle = useCurrentRaffle(productId)
  if (!raffle) return null
  const { heading, note, action } = raffleLines(raffle)
  return (
    <section
      aria-labelledby="product-raffle-heading"
      className="rounded-xl border border-accent-400/40 bg-accent-700/15 p-4"
    >
      <h2 id="product-raffle-heading" className="flex items-center gap-2 font-sans font-bold text-white">
        <Ticket aria-hidden="true" className="size-5 shrink-0 text-accent-300" />
        {heading}
      </h2>
      <p className="mt-1 text-sm text-slate-300">{note}</p>
      <Link to={`/raffles/${raffle._id}`} className={buttonClassName('primary', 'mt-3 w-full sm:w-auto')}>
        {action}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  )
}
