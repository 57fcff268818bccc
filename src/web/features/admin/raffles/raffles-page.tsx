import { Link } from 'react-router'
import { ArrowLeft, Ticket } from 'lucide-react'
import { buttonClassName } from '../../../components/ui/button-styles'
import { Spinner } from '../../../components/ui/spinner'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { ListEmpty, ListError } from '../shared/components/admin-list-states'
import {
  adminHeadingClassName,
  adminPageClassName,
  adminPanelClassName,
} from '../shared/components/admin-styles'
import { useAdminRaffles } from './api/get-admin-raffles'
import { RafflesTable } from './components/raffles-table'
import { NO_RAFFLES, RAFFLES_LOAD_FAILED } from './raffle-texts'

/** /admin/raffles: every raffle, the latest to open first; a raffle is made from its product's edit page. */
export function AdminRafflesPage() {
  useDocumentTitle('Raffles')
  const raffles = useAdminRaffles()
  return (
    <section className={`${adminPageClassName} space-y-6`}>
      <Link to="/admin/products" className={buttonClassName('ghost', '-ml-3')}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Products
      </Link>
      <h1 className={adminHeadingClassName}>Raffles</h1>
      <p className="text-sm text-slate-300">
        A raffle is created from its product&apos;s edit page, under Raffles.
      </p>
      <div className={`${adminPanelClassName} min-w-0`}>
        {raffles.isPending ? (
          <Spinner label="Loading raffles..." />
        ) : raffles.isError ? (
          <ListError message={RAFFLES_LOAD_FAILED} onRetry={() => void raffles.refetch()} />
        ) : raffles.data.length === 0 ? (
          <ListEmpty icon={Ticket}>{NO_RAFFLES}</ListEmpty>
        ) : (
          <RafflesTable raffles={raffles.data} showProduct />
        )}
      </div>
    </section>
  )
}
