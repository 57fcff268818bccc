import { CircleCheckBig, CircleX, Clock, Package, PackageX, Truck, type LucideIcon } from 'lucide-react'
import { orderStatusLabel, orderStatusTone, type DisplayedOrderStatus } from '@common/order-display'
import { STATUS_BADGE_CLASSES } from '../../../components/ui/status-tone-classes'

const STATUS_ICONS: Record<DisplayedOrderStatus, LucideIcon> = {
  pending: Clock,
  processing: Package,
  shipped: Truck,
  delivered: CircleCheckBig,
  cancelled: CircleX,
  returned: PackageX,
  unknown: Package,
}

/** The detail page's status: an icon in the status colour and its label. */
export function OrderStatusDisplay({ status }: { status: DisplayedOrderStatus }) {
  const Icon = STATUS_ICONS[status]
  return (
    <p
      className={`inline-flex items-center gap-2 rounded-full py-1.5 pr-4 pl-2 text-sm font-semibold ring-1 ring-inset ${STATUS_BADGE_CLASSES[orderStatusTone(status)]}`}
    >
      <Icon aria-hidden="true" className="size-5" />
      <span>
        <span className="sr-only">Status: </span>
        {orderStatusLabel(status)}
      </span>
    </p>
  )
}
