import { MapPin } from 'lucide-react'
import { formatAddressLine } from '@common/order-display'
import { Spinner } from '../../../../components/ui/spinner'
import { adminPanelClassName } from '../../shared/components/admin-styles'
import { useUserAddresses } from '../api/get-user-addresses'
import { ListEmpty, ListError } from '../../shared/components/admin-list-states'

/** The customer's saved addresses, the default one marked. */
export function UserAddressesPanel({ userId }: { userId: string }) {
  const addresses = useUserAddresses(userId)

  return (
    <section aria-labelledby="user-addresses-heading" className={adminPanelClassName}>
      <h2 id="user-addresses-heading" className="text-lg font-semibold text-white">
        Saved addresses
      </h2>

      {addresses.isPending ? (
        <Spinner label="Loading saved addresses..." />
      ) : addresses.isError ? (
        <ListError message="Failed to load saved addresses" onRetry={() => void addresses.refetch()} />
      ) : addresses.data.length === 0 ? (
        <ListEmpty icon={MapPin}>No saved addresses found.</ListEmpty>
      ) : (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {addresses.data.map((address) => (
            <li key={address._id} className="rounded-xl border border-white/10 bg-night-950/40 p-4 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold break-words text-white">{address.fullName}</span>
                {address.isDefault && (
                  <span className="rounded-full bg-accent-700 px-2 py-0.5 text-xs font-semibold text-white">
                    Default
                  </span>
                )}
              </div>
              <p className="mt-2 break-words text-slate-300">{formatAddressLine(address)}</p>
              <p className="text-slate-300">{address.country}</p>
              <p className="mt-2 text-slate-400">
                <span className="sr-only">Phone: </span>
                {address.phone}
              </p>
              <p className="break-all text-slate-400">
                <span className="sr-only">Email: </span>
                {address.email}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
