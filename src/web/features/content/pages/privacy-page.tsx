import { Link } from 'react-router'
import { SHOP_EMAIL, SHOP_NAME, formatFullAddress } from '@common/shop-identity'
import { PolicyPage, type PolicySection } from '../components/policy/policy-page'

const linkClassName = 'font-semibold text-accent-300 hover:text-accent-400'

const SECTIONS: PolicySection[] = [
  {
    id: 'what-we-keep',
    heading: 'What we keep',
    body: (
      <ul>
        <li>
          <strong>Your account:</strong> name, e-mail address and password. The password is stored only as a
          one-way hash; nobody at {SHOP_NAME} can read it.
        </li>
        <li>
          <strong>Delivery details:</strong> the addresses and phone numbers you save or enter at checkout.
        </li>
        <li>
          <strong>Orders:</strong> what you bought, prices, payment method and status, delivery and tracking
          details.
        </li>
        <li>
          <strong>What you send us:</strong> contact and support messages, product reviews (your name is shown
          with them), and your e-mail address if you join the newsletter, with when and where you joined or
          left.
        </li>
      </ul>
    ),
  },
  {
    id: 'why',
    heading: 'Why we keep it',
    body: (
      <ul>
        <li>To take, deliver and support your orders, and to issue invoices.</li>
        <li>To keep your account secure and to prevent fraud and abuse.</li>
        <li>To answer your messages.</li>
        <li>To send the newsletter — only if you subscribed, and never after you unsubscribe.</li>
        <li>To meet our legal duties under Indian tax and accounting law.</li>
      </ul>
    ),
  },
  {
    id: 'payments',
    heading: 'Payments',
    body: (
      <p>
        Online payments are handled by PhonePe. Your card details and UPI PIN go straight to them; we never
        see or store them. We only keep the transaction reference and whether the payment succeeded.
      </p>
    ),
  },
  {
    id: 'sharing',
    heading: 'Who we share it with',
    body: (
      <>
        <p>We never sell your personal data. We share only what each partner needs to do its job:</p>
        <ul>
          <li>Courier partners: your name, delivery address and phone number.</li>
          <li>PhonePe: the amount and your mobile number when you pay online.</li>
          <li>Authorities: only when Indian law requires it.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'retention',
    heading: 'How long we keep it',
    body: (
      <>
        <ul>
          <li>Account, saved addresses and wishlist: until you delete your account (see below).</li>
          <li>
            Back-in-stock requests: until the product is back and we have sent you the one e-mail you asked
            for.
          </li>
          <li>
            Orders, tax invoices, credit notes and payment records: until 72 months after the due date of the
            annual GST return for the financial year they belong to (that return is due on 31 December after
            the year ends), as section 36 of the Central Goods and Services Tax Act and rule 56 of its rules
            require. That is about 6¾ to 7¾ years after the order.
          </li>
          <li>Messages: up to 2 years after the conversation ends, or until you delete your account.</li>
          <li>
            Newsletter address and the record of your consent: until you unsubscribe or delete your account.
          </li>
        </ul>
        <h3 id="after-deletion" className="mt-4 font-sans text-base font-bold text-white">
          What we keep when you delete your account
        </h3>
        <p>
          Deleting your account erases your name, e-mail address, password, saved addresses and phone numbers,
          sign-ins, wishlist, the newsletter subscription and consents you gave while signed in, and the
          messages you sent signed in. Your reviews stay on the products, signed &ldquo;Deleted
          account&rdquo;.
        </p>
        <p>
          Downloading and deleting reach only what is tied to your account itself, never what merely carries
          your e-mail address: we do not verify addresses, so an address alone does not show the data is
          yours. A back-in-stock request or a newsletter sign-up made while signed out, or a message from the
          contact form, is therefore kept until it ends as above; write to our Grievance Officer (below) and
          we check the address is yours before acting. The e-mails we sent you stay as our record of them,
          like the orders they were about.
        </p>
        <p>
          Your orders stay, with what the tax invoice printed: the items, prices and taxes, and the delivery
          name, address and phone number the order was sent to, with its payments and refunds. The GST law
          makes us keep these invoices and accounts for the period above, and a tax officer may ask to see
          them. They are no longer linked to any account, we use them for nothing else, and they are deleted
          when the period ends.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    heading: 'Cookies and browser storage',
    body: (
      <>
        <p>
          <strong>Necessary</strong> storage keeps the shop working and is always on: a secure sign-in cookie,
          your sign-in token and profile (<code>token</code>, <code>user</code>), your cart (<code>cart</code>
          ) and your cookie choice (<code>cookieConsent</code>, <code>cookiePreferences</code>).
        </p>
        <p>
          <strong>Preferences</strong>, <strong>statistics</strong> and <strong>marketing</strong> cookies are
          used only if you allow them in the cookie banner. You can change your choice at any time with{' '}
          <strong>Cookie Settings</strong> at the bottom of every page.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    heading: 'Your rights',
    body: (
      <>
        <p>
          Under India&apos;s Digital Personal Data Protection Act, 2023 you have these rights, and you can use
          most of them yourself on your{' '}
          <Link to="/profile" className={linkClassName}>
            profile
          </Link>
          :
        </p>
        <ul>
          <li>
            <strong>Access:</strong> <strong>Download my data</strong> gives you a file (JSON) of everything
            we hold about your account: your details, addresses, orders with their invoice numbers, refunds
            and returns, reviews, wishlist, raffle entries, the newsletter consents and messages you gave or
            sent signed in, sign-ins and the changes our staff made to your account.
          </li>
          <li>
            <strong>Correction:</strong> change your name and e-mail on your profile, and your addresses at
            checkout.
          </li>
          <li>
            <strong>Erasure:</strong> <strong>Delete my account</strong> erases your personal data at once,
            after asking for your password, except what the tax law makes us keep (see above). We confirm it
            by e-mail. While an order is still on its way, a refund is being paid or a return is open, please
            wait until it is settled.
          </li>
          <li>
            <strong>Withdrawing consent:</strong> the newsletter is the only marketing mail we send, and only
            with your consent. We record when and where you gave or withdrew it (the newsletter form or your
            profile), and you can stop it at any time with the box on your profile; the record is part of your
            data file.
          </li>
          <li>
            <strong>Nomination and grievances:</strong> you may nominate someone to act for you, and complain
            to us, then, if our answer does not settle it, to the Data Protection Board of India.
          </li>
        </ul>
        <p>
          Write to our Grievance Officer at {SHOP_EMAIL} or by post to {SHOP_NAME}, {formatFullAddress()}. We
          reply within 30 days.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    heading: 'Security',
    body: (
      <p>
        The shop is served over HTTPS, passwords are hashed, sign-in sessions expire and can be ended by
        signing out, and only the staff who need your data to fulfil orders can see it.
      </p>
    ),
  },
  {
    id: 'children',
    heading: 'Children',
    body: (
      <p>
        Anyone under 18 may shop only with the involvement and consent of a parent or guardian, who is
        responsible for the account.
      </p>
    ),
  },
]

export function PrivacyPage() {
  return (
    <PolicyPage
      title="Privacy Policy"
      intro={`What ${SHOP_NAME} keeps about you, why, for how long, and how you stay in control of it.`}
      updated="29 November 2026"
      sections={SECTIONS}
    />
  )
}
