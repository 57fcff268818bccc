import { Link } from 'react-router'
import { Ticket } from 'lucide-react'
import type { ProductVariant } from '@common/schemas/product'
import { ListEmpty, ListError } from '../shared/components/admin-list-states'
import { adminPanelClassName } from '../shared/components/admin-styles'
import { Spinner } from '../../../components/ui/spinner'
import { useAdminRaffles } from './api/get-admin-raffles'
import { RaffleForm } from './components/raffle-form'
import { RafflesTable } from './components/raffles-table'
import { NO_PRODUCT_RAFFLES, RAFFLES_LOAD_FAILED } from './raffle-texts'

/**
 * The edit product page's "Raffles": a new raffle of this product (of one of its `variants`, for a product with
 * options), and the product's raffles so far.
 */
export function ProductRafflesSection({
  productId,
  stock,
  variants,
}: {
  productId: string
  stock: number
  variants?: readonly ProductVariant[] | undefined
}) {
  const raffles = useAdminRaffles()
  const mine = raffles.data?.filter((raffle) => raffle.product._id === productId) ?? []
  return (
    <section aria-labelledby="product-raffles-heading" className={`${adminPanelClassName} mt-6 min-w-0`}>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="product-raffles-heading" className="font-sans text-lg font-bold text-white">
          Raffles
        </h2>
        <Link
          to="/admin/raffles"
          className="text-sm font-semibold text-accent-300 underline-offset-2 hover:underline"
        >
          All raffles
        </Link>
      </div>
      <p className="mt-1 mb-5 text-sm text-slate-300">
        For a hyped figure: shoppers enter while the raffle is open, one entry per account, address and phone,
        and the winners are drawn at random when it closes.
      </p>
      <RaffleForm productId={productId} stock={stock} variants={variants} />
      <h3 className="mt-8 mb-3 font-semibold text-white">This product&apos;s raffles</h3>
      {raffles.isPending ? (
        <Spinner label="Loading raffles..." />
      ) : raffles.isError ? (
        <ListError message={RAFFLES_LOAD_FAILED} onRetry={() => void raffles.refetch()} />
      ) : mine.length === 0 ? (
        <ListEmpty icon={Ticket}>{NO_PRODUCT_RAFFLES}</ListEmpty>
      ) : (
        <RafflesTable raffles={mine} showProduct={false} />
      )}
    </section>
  )
}
