import type { ReactNode } from 'react'
import { CreditCard, MapPin, UserRound, type LucideIcon } from 'lucide-react'
import { formatRupees } from '@common/money'
import {
  displayedPaymentStatus,
  formatOrderDate,
  PAYMENT_STATUS_LABELS,
  paymentMethodLabel,
} from '@common/order-display'
import type { Order } from '@common/schemas/order'
import { OrderSection } from '../../../../components/order/order-section'
import { ShippingAddressDetails } from '../../../../components/order/shipping-address-details'
import { isAwaitingOnlinePayment } from '../../../../lib/orders/payment-hold'
import { adminPanelClassName, adminSectionHeadingClassName } from '../../shared/components/admin-styles'
import { useUser } from '../../shared/api/get-user'
import { PaymentHoldInfo } from './payment-hold-info'

function InfoPanel({ icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <OrderSection
      headingId={`order-${title.toLowerCase().replaceAll(' ', '-')}-heading`}
      title={title}
      icon={icon}
      className={adminPanelClassName}
      headingClassName={adminSectionHeadingClassName}
    >
      {children}
    </OrderSection>
  )
}

function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-400 uppercase">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-100">{children}</dd>
    </div>
  )
}

/** Who ordered: the name on the order, the account's e-mail and the phone to call. */
/**
 * How many of the customer's cash-on-delivery parcels came back undelivered: what the admin weighs before sending
 * another one (the cash-on-delivery rules may block the customer after a number of them).
 */
function ReturnedParcels({ userId }: { userId: string }) {
  const user = useUser(userId)
  if (user.isPending) return <span className="text-slate-400">…</span>
  return <>{user.data?.returnedParcels ?? '—'}</>
}

export function CustomerInformation({ order }: { order: Order }) {
  const name = order.shippingAddress?.fullName || order.user?.name
  const email = order.user?.email
  const phone = order.shippingAddress?.phone
  return (
    <InfoPanel icon={UserRound} title="Customer Information">
      <dl className="space-y-3 text-sm">
        <InfoRow label="Name">{name || '—'}</InfoRow>
        <InfoRow label="Email">
          {email ? (
            <a href={`mailto:${email}`} className="text-accent-300 underline-offset-2 hover:underline">
              {email}
            </a>
          ) : (
            '—'
          )}
        </InfoRow>
        <InfoRow label="Phone">
          {phone ? (
            <a
              href={`tel:${phone.replaceAll(/[\s-]/g, '')}`}
              className="text-accent-300 underline-offset-2 hover:underline"
            >
              {phone}
            </a>
          ) : (
            '—'
          )}
        </InfoRow>
        <InfoRow label="Returned parcels">
          <ReturnedParcels userId={order.userId} />
        </InfoRow>
        {order.gst?.buyerGstin && (
          // A business buyer: the invoice is a B2B supply, reported with this GSTIN in GSTR-1.
          <InfoRow label="Buyer GSTIN">
            <span className="font-mono">{order.gst.buyerGstin}</span> (B2B, place of supply{' '}
            {order.gst.placeOfSupply} ({order.gst.placeOfSupplyCode}))
          </InfoRow>
        )}
      </dl>
    </InfoPanel>
  )
}

/** Where it goes, as a postal label reads. */
export function ShippingAddressPanel({ order }: { order: Order }) {
  return (
    <InfoPanel icon={MapPin} title="Shipping Address">
      <ShippingAddressDetails address={order.shippingAddress} />
    </InfoPanel>
  )
}

/** How it is paid, whether the money has arrived, how long an online payment is waited for, and what went back. */
export function PaymentInformation({ order }: { order: Order }) {
  const paidOn = formatOrderDate(order.paidAt)
  const payment = displayedPaymentStatus(order)
  return (
    <InfoPanel icon={CreditCard} title="Payment Information">
      <dl className="space-y-3 text-sm">
        <InfoRow label="Method">{paymentMethodLabel(order.paymentMethod)}</InfoRow>
        <InfoRow label="Payment">
          {paidOn ? (
            <span className="text-emerald-300">Paid on {paidOn}</span>
          ) : order.isPaid ? (
            <span className="text-emerald-300">Paid</span>
          ) : (
            <span className="text-amber-200">Not paid</span>
          )}
        </InfoRow>
        {isAwaitingOnlinePayment(order) && order.holdExpiresAt && (
          <InfoRow label="Payment hold">
            <PaymentHoldInfo holdExpiresAt={order.holdExpiresAt} />
          </InfoRow>
        )}
        {(payment === 'refunded' || payment === 'partially_refunded') && (
          <InfoRow label="Refunded">
            <span className="text-sky-200">
              {PAYMENT_STATUS_LABELS[payment]}: {formatRupees(order.refundedAmount)}
            </span>
          </InfoRow>
        )}
      </dl>
    </InfoPanel>
  )
}
