import { Link } from 'react-router'
import { FREE_SHIPPING_THRESHOLD_RUPEES } from '@common/constants'
import { formatRupees } from '@common/money'
import { SHOP_EMAIL, SHOP_PHONE } from '@common/shop-identity'
import { PolicyPage, type PolicySection } from '../components/policy/policy-page'

const freeShipping = formatRupees(FREE_SHIPPING_THRESHOLD_RUPEES).replace('.00', '')

const SECTIONS: PolicySection[] = [
  {
    id: 'processing',
    heading: 'Order processing',
    body: (
      <p>
        Orders placed before 2:00 pm IST on a working day (Monday to Saturday, except public holidays) are
        checked, packed and handed to our courier partner within <strong>1–2 working days</strong>. Every
        figure is packed in its original box with corner protection and bubble wrap, inside a sturdy outer
        carton.
      </p>
    ),
  },
  {
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
          These are estimates from our courier partners; weather, local restrictions and festival rush can add
          a few days. We do not ship outside India.
        </p>
      </>
    ),
  },
  {
    id: 'charges',
    heading: 'Shipping charges',
    body: (
      <p>
        Shipping is <strong>free on every order over {freeShipping}</strong>. Any shipping charge that applies
        to your order is always shown in the order summary before you place it — there are no charges added
        afterwards.
      </p>
    ),
  },
  {
    id: 'tracking',
    heading: 'Tracking your order',
    body: (
      <p>
        As soon as your parcel is shipped, its status changes to <strong>Shipped</strong> and the
        courier&apos;s tracking number appears on the order in{' '}
        <Link to="/orders" className="font-semibold text-accent-300 hover:text-accent-400">
          My Orders
        </Link>
        . You can also download your invoice there at any time.
      </p>
    ),
  },
  {
    id: 'cash-on-delivery',
    heading: 'Cash on Delivery',
    body: (
      <>
        <p>
          Cash on Delivery (COD) is available across India at no extra cost. Pay the courier in cash when the
          parcel arrives; please keep the exact amount ready, as delivery staff may not carry change.
        </p>
        <p>
          Online payment through PhonePe (UPI and cards) is available for faster, contactless checkout.
          Refusing a COD parcel without a reason may lead us to ask for prepayment on future orders.
        </p>
      </>
    ),
  },
  {
    id: 'returns',
    heading: 'Returns, replacements and refunds',
    body: (
      <>
        <ul>
          <li>
            <strong>Damaged, defective or wrong item:</strong> tell us within 48 hours of delivery with photos
            (an unboxing video helps a lot). We replace the item, or refund it in full if no replacement is in
            stock — return pickup is on us.
          </li>
          <li>
            <strong>Changed your mind:</strong> unopened items in their original sealed packaging can be
            returned within 7 days of delivery. Return shipping is paid by you.
          </li>
          <li>
            <strong>Not returnable:</strong> opened blind boxes and items damaged after delivery.
          </li>
        </ul>
        <p>
          Refunds are issued within 5–7 working days after the returned item reaches us — to the original
          payment method for online payments, and by bank transfer or UPI for Cash on Delivery orders.
        </p>
      </>
    ),
  },
  {
    id: 'cancellations',
    heading: 'Cancellations',
    body: (
      <p>
        You can cancel an order free of charge until it is shipped: write to {SHOP_EMAIL} or call {SHOP_PHONE}{' '}
        with your order number. Prepaid orders are refunded in full within 5–7 working days.
      </p>
    ),
  },
]

export function ShippingPage() {
  return (
    <PolicyPage
      title="Shipping Policy"
      intro="How and when your order reaches you, what it costs, paying on delivery, and what to do if something is not right."
      updated="1 June 2025"
      sections={SECTIONS}
    />
  )
}
