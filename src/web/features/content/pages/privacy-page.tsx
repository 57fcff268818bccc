import { SHOP_EMAIL, SHOP_NAME, formatFullAddress } from '@common/shop-identity'
import { PolicyPage, type PolicySection } from '../components/policy/policy-page'

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
          with them), and your e-mail address if you join the newsletter.
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
      <ul>
        <li>Account and saved addresses: until you ask us to delete your account.</li>
        <li>Orders and invoices: 8 years, as Indian accounting and GST rules require.</li>
        <li>Messages: up to 2 years after the conversation ends.</li>
        <li>Newsletter address: until you unsubscribe.</li>
      </ul>
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
          Under India&apos;s Digital Personal Data Protection Act, 2023 you can ask us for a summary of the
          data we hold about you, have it corrected or completed, have it erased (except what the law makes us
          keep), withdraw your consent, and nominate someone to act for you.
        </p>
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
      updated="1 June 2025"
      sections={SECTIONS}
    />
  )
}
