import { Link } from 'react-router'
import type { CodPolicy } from '@common/schemas/cash-on-delivery'
import { MAX_RETURN_PHOTOS, type ReturnPolicy } from '@common/schemas/returns'
import { SHOP_EMAIL, SHOP_PHONE } from '@common/shop-identity'
import { formatThreshold, useFreeShippingOver } from '../../../lib/cart/shipping-quote'
import { useCodPolicy } from '../api/get-cod-policy'
import { useReturnPolicy } from '../api/get-return-policy'
import { PolicyPage, type PolicySection } from '../components/policy/policy-page'
import { formatDays, formatHours, formatRupeesShort } from '../policy-figures'

const linkClassName = 'font-semibold text-accent-300 hover:text-accent-400'

const myOrdersLink = (
  <Link to="/orders" className={linkClassName}>
    My Orders
  </Link>
)

const PROCESSING: PolicySection = {
  id: 'processing',
  heading: 'Order processing',
  body: (
    <p>
      Orders placed before 2:00 pm IST on a working day (Monday to Saturday, except public holidays) are
      checked, packed and handed to our courier partner within <strong>1–2 working days</strong>. Every figure
      is packed in its original box with corner protection and bubble wrap, inside a sturdy outer carton.
    </p>
  ),
}

const DELIVERY_TIMES: PolicySection = {
  id: 'delivery-times',
  heading: 'Delivery times',
  body: (
    <>
      <p>We ship to every serviceable PIN code in India. After dispatch, delivery usually takes:</p>
      <ul>
        <li>
          <strong>Metro cities</strong> (Delhi NCR, Mumbai, Bengaluru, Chennai, Kolkata, Hyderabad, Pune,
          Ahmedabad): 2–4 working days
        </li>
        <li>
          <strong>Rest of India</strong>: 4–7 working days
        </li>
        <li>
          <strong>
            North-East states, Jammu &amp; Kashmir, Ladakh, Andaman &amp; Nicobar and Lakshadweep
          </strong>
          : 7–12 working days
        </li>
      </ul>
      <p>
        These are estimates from our courier partners; weather, local restrictions and festival rush can add a
        few days. We do not ship outside India.
      </p>
    </>
  ),
}

/** The free shipping threshold as the admin set it; the sentence waits for the shop's answer. */
function FreeShippingSentence() {
  const freeOver = useFreeShippingOver()
  if (freeOver === undefined) return null
  return (
    <>
      Shipping is{' '}
      <strong>
        {freeOver === 0 ? 'free on every order' : `free on every order over ${formatThreshold(freeOver)}`}
      </strong>
      .{' '}
    </>
  )
}

const CHARGES: PolicySection = {
  id: 'charges',
  heading: 'Shipping charges',
  body: (
    <p>
      <FreeShippingSentence />
      Any shipping charge that applies to your order, and the fee for paying on delivery, is always shown in
      the order summary before you place it — there are no charges added afterwards.
    </p>
  ),
}

const TRACKING: PolicySection = {
  id: 'tracking',
  heading: 'Tracking your order',
  body: (
    <p>
      As soon as your parcel is shipped, its status changes to <strong>Shipped</strong> and the courier&apos;s
      tracking number appears on the order in {myOrdersLink}. You can also download your invoice there at any
      time.
    </p>
  ),
}

const CANCELLATIONS: PolicySection = {
  id: 'cancellations',
  heading: 'Cancellations',
  body: (
    <>
      <p>
        You can cancel an order yourself, free of charge, while its status is <strong>Pending</strong> or{' '}
        <strong>Processing</strong>: open it in {myOrdersLink} and press <strong>Cancel order</strong>. Its
        items go back on sale and we send you an e-mail.
      </p>
      <ul>
        <li>
          <strong>Paid online:</strong> the full amount is refunded automatically through PhonePe, to the UPI
          account or card you paid with. Your bank usually shows it within 5–7 working days.
        </li>
        <li>
          <strong>Cash on Delivery:</strong> nothing has been paid, so there is nothing to refund.
        </li>
        <li>
          <strong>Already shipped:</strong> the order can no longer be cancelled from your account. Write to{' '}
          {SHOP_EMAIL} or call {SHOP_PHONE} as soon as you can, and we will try to stop the parcel.
        </li>
        <li>
          <strong>Delivered:</strong> a delivered order cannot be cancelled; ask for a{' '}
          <a href="#returns" className={linkClassName}>
            return
          </a>{' '}
          instead.
        </li>
      </ul>
      <p>
        An online order that is not paid in time is cancelled automatically and its items go back on sale; the
        order page shows how long you have to complete the payment.
      </p>
    </>
  ),
}

/**
 * Cash on delivery as the admin's rules have it. Until the rules arrive (or if they cannot be read) the page says
 * what holds whatever they are: checkout and the order page tell the shopper what applies.
 */
function CashOnDelivery({ rules }: { rules: CodPolicy | undefined }) {
  return (
    <>
      <p>
        Cash on Delivery (COD) is available at no extra cost: pay the courier in cash when the parcel arrives.
        Please keep the exact amount ready, as delivery staff may not carry change.
      </p>
      <ul>
        {rules?.maxOrderValue != null && (
          <li>
            <strong>Order value:</strong> COD is available on orders up to{' '}
            <strong>{formatRupeesShort(rules.maxOrderValue)}</strong>. For a larger order, please pay online.
          </li>
        )}
        <li>
          <strong>PIN codes:</strong> a few remote PIN codes cannot take COD. Use{' '}
          <strong>Check delivery</strong> on any product page to see whether yours can; checkout tells you
          too.
        </li>
        {rules === undefined ? (
          <li>
            <strong>When COD is not offered:</strong> checkout tells you why, and you can pay online instead.
            If we need you to confirm a COD order, the order page and your order e-mail say how and by when.
          </li>
        ) : rules.confirmationHours > 0 ? (
          <li>
            <strong>Confirming your order:</strong> we ask you to confirm a COD order before we pack it. Press{' '}
            <strong>Confirm order</strong> on the order page, or the link in your order e-mail, within{' '}
            <strong>{formatHours(rules.confirmationHours)}</strong> of placing it. An order that is not
            confirmed in time is cancelled and its items go back on sale.
          </li>
        ) : (
          <li>
            <strong>No confirmation needed:</strong> once you place a COD order, it goes straight to packing.
          </li>
        )}
        {rules !== undefined && rules.blockAfterReturns > 0 && (
          <li>
            <strong>Returned parcels:</strong> {returnedParcelsRule(rules.blockAfterReturns)} You can always
            pay online.
          </li>
        )}
      </ul>
      <p>
        Online payment through PhonePe (UPI and cards) is available on every order, for a faster, contactless
        checkout.
      </p>
    </>
  )
}

function returnedParcelsRule(parcels: number): string {
  const howMany = parcels === 1 ? 'a COD parcel of yours comes' : `${parcels} of your COD parcels come`
  return `if ${howMany} back to us undelivered (refused at the door or not collected), COD is no longer offered on your account.`
}

/** Returns and refunds with the admin's return window, or without a figure until it arrives. */
function ReturnsAndRefunds({ policy }: { policy: ReturnPolicy | undefined }) {
  return (
    <>
      <p>
        You can ask to return items{' '}
        {policy ? (
          <strong>within {formatDays(policy.windowDays)} of delivery</strong>
        ) : (
          'within our return window after delivery'
        )}
        . Open the delivered order in {myOrdersLink} and press <strong>Return items</strong>: choose the
        items, tell us why, and add a note if you like. The order page shows the last day you can ask.
      </p>
      <ul>
        <li>
          <strong>Damaged or wrong item:</strong> add at least one photo showing the problem (up to{' '}
          {MAX_RETURN_PHOTOS} photos).
        </li>
        <li>
          <strong>Changed your mind:</strong> we accept items that are unopened, in their original sealed
          packaging.
        </li>
        <li>
          <strong>Not returnable:</strong> opened blind boxes and items damaged after delivery.
        </li>
      </ul>
      <p>
        We look at every request and reply by e-mail. Once we approve it, pack the items in their box with all
        their parts and send the parcel to us yourself; we do not collect returns. Our address is on the{' '}
        <Link to="/contact" className={linkClassName}>
          contact page
        </Link>
        .
      </p>
      <p>When the parcel reaches us, we check it and refund what you paid for the returned items:</p>
      <ul>
        <li>
          <strong>Paid online:</strong> through PhonePe, to the UPI account or card you paid with. Your bank
          usually shows it within 5–7 working days.
        </li>
        <li>
          <strong>Paid by Cash on Delivery:</strong> by bank transfer or UPI; we will write to you for the
          details.
        </li>
      </ul>
      <p>Every refund comes with an e-mail and a credit note you can download from the order page.</p>
    </>
  )
}

export function ShippingPage() {
  const returnPolicy = useReturnPolicy()
  const codPolicy = useCodPolicy()

  const sections: PolicySection[] = [
    PROCESSING,
    DELIVERY_TIMES,
    CHARGES,
    TRACKING,
    { id: 'cash-on-delivery', heading: 'Cash on Delivery', body: <CashOnDelivery rules={codPolicy.data} /> },
    CANCELLATIONS,
    { id: 'returns', heading: 'Returns and refunds', body: <ReturnsAndRefunds policy={returnPolicy.data} /> },
  ]

  return (
    <PolicyPage
      title="Shipping Policy"
      intro="How and when your order reaches you, what it costs, paying on delivery, cancelling, and what to do if something is not right."
      updated="29 November 2026"
      sections={sections}
    />
  )
}
