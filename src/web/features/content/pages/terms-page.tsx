import { Link } from 'react-router'
import { SHOP_EMAIL, SHOP_NAME, SHOP_ADDRESS } from '@common/shop-identity'
import { PolicyPage, type PolicySection } from '../components/policy/policy-page'

const linkClassName = 'font-semibold text-accent-300 hover:text-accent-400'

const SECTIONS: PolicySection[] = [
  {
    id: 'agreement',
    heading: 'Using this shop',
    body: (
      <p>
        These terms apply whenever you browse or buy from {SHOP_NAME}. By placing an order you accept them,
        together with our{' '}
        <Link to="/shipping" className={linkClassName}>
          Shipping Policy
        </Link>{' '}
        and{' '}
        <Link to="/privacy" className={linkClassName}>
          Privacy Policy
        </Link>
        .
      </p>
    ),
  },
  {
    id: 'accounts',
    heading: 'Your account',
    body: (
      <p>
        Keep your details accurate and your password to yourself; you are responsible for orders placed from
        your account. Anyone under 18 needs a parent or guardian to agree to these terms. We may suspend
        accounts used for fraud or abuse.
      </p>
    ),
  },
  {
    id: 'prices',
    heading: 'Products and prices',
    body: (
      <ul>
        <li>All prices are in Indian rupees (₹) and include applicable taxes.</li>
        <li>
          Photos show the product as closely as we can; paint and colour can vary slightly between pieces of
          the same figure.
        </li>
        <li>
          If a price or description is clearly wrong, we will tell you before shipping and you may cancel for
          a full refund.
        </li>
      </ul>
    ),
  },
  {
    id: 'orders',
    heading: 'Orders and stock',
    body: (
      <p>
        An order is accepted when it is confirmed on screen and appears in My Orders. Stock is reserved when
        you place the order; if an item turns out to be unavailable we will cancel that item and refund
        anything you paid for it.
      </p>
    ),
  },
  {
    id: 'payment',
    heading: 'Payment',
    body: (
      <p>
        You can pay by Cash on Delivery or online through PhonePe (UPI and cards). Online payments are
        processed by PhonePe under their own terms.
      </p>
    ),
  },
  {
    id: 'delivery-returns',
    heading: 'Delivery and returns',
    body: (
      <p>
        Delivery times, charges, cancellations, returns and refunds are set out in our{' '}
        <Link to="/shipping" className={linkClassName}>
          Shipping Policy
        </Link>
        . Nothing in these terms limits your rights under the Consumer Protection Act, 2019 and the Consumer
        Protection (E-Commerce) Rules, 2020.
      </p>
    ),
  },
  {
    id: 'reviews',
    heading: 'Reviews and messages',
    body: (
      <p>
        Reviews must be honest and about the product. We may remove reviews that are abusive, off-topic,
        contain personal data or advertise something else.
      </p>
    ),
  },
  {
    id: 'trademarks',
    heading: 'Trademarks',
    body: (
      <p>
        Anime titles, character names and artwork belong to their respective owners and are used only to
        describe the products. The {SHOP_NAME} name, logo and site design belong to us.
      </p>
    ),
  },
  {
    id: 'liability',
    heading: 'Liability',
    body: (
      <p>
        We are responsible for delivering what you ordered, as described. Beyond that, and as far as the law
        allows, our liability for any order is limited to the amount you paid for it.
      </p>
    ),
  },
  {
    id: 'law',
    heading: 'Governing law',
    body: (
      <p>
        These terms are governed by the laws of India. Disputes go to the courts of {SHOP_ADDRESS.city},{' '}
        {SHOP_ADDRESS.state}. For any question or complaint, write to {SHOP_EMAIL} first — we would much
        rather fix it together.
      </p>
    ),
  },
]

export function TermsPage() {
  return (
    <PolicyPage
      title="Terms of Service"
      intro={`The rules for buying from ${SHOP_NAME}, written to be read — not just accepted.`}
      updated="1 June 2025"
      sections={SECTIONS}
    />
  )
}
