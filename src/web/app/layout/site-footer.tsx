import { Link } from 'react-router'
import { Heart, Mail, MapPin, Phone } from 'lucide-react'
import { useCookieConsent } from '../../components/layout-elements/cookie-consent/cookie-consent-store'
import { ShopLogo } from '../../components/layout-elements/shop-logo'
import { SocialIcon } from '../../components/layout-elements/social-icon'
import {
  DEVELOPER_CREDIT,
  formatShortAddress,
  SHOP_DESCRIPTION,
  SHOP_EMAIL,
  SHOP_NAME,
  SHOP_PHONE,
  SHOP_PHONE_E164,
  SOCIAL_LINKS,
} from '@common/shop-identity'

const QUICK_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/collections/all', label: 'All Products' },
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/shipping', label: 'Shipping Policy' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
]

// The footer spells the keychain category "keychains", as the shop's requirements do; both readings work.
const CATEGORY_LINKS = [
  { to: '/collections/figures', label: 'Figures' },
  { to: '/collections/keychains', label: 'Keychains' },
  { to: '/collections/qposket', label: 'Q Posket' },
  { to: '/collections/new-arrivals', label: 'New Arrivals' },
  { to: '/collections/bestsellers', label: 'Best Sellers' },
]

const linkClassName = 'rounded text-slate-400 transition hover:text-white'
const headingClassName = 'mb-4 text-xs font-bold tracking-[0.2em] text-slate-200 uppercase'

export function SiteFooter() {
  const { requestSettings } = useCookieConsent()

  return (
    <footer className="border-t border-white/10 bg-night-950 pb-36 text-sm sm:pb-8">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 pt-12 sm:px-6 lg:grid-cols-[1.4fr_1fr_1fr_1.2fr]">
        <div className="col-span-2 lg:col-span-1">
          <Link to="/" aria-label={`${SHOP_NAME} home`} className="inline-block rounded-md">
            <ShopLogo />
          </Link>
          <p className="mt-4 max-w-sm leading-relaxed text-slate-400">{SHOP_DESCRIPTION}</p>
          <ul aria-label="Social links" className="mt-5 flex gap-2">
            {SOCIAL_LINKS.map((social) => (
              <li key={social.network}>
                <a
                  href={social.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${SHOP_NAME} on ${social.label}`}
                  className="flex size-10 items-center justify-center rounded-full border border-white/10 bg-white/5 text-slate-300 transition hover:border-accent-400/60 hover:text-white"
                >
                  <SocialIcon network={social.network} className="size-4" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-label="Quick links">
          <h2 className={`${headingClassName} font-sans`}>Quick Links</h2>
          <ul className="space-y-2.5">
            {QUICK_LINKS.map(({ to, label }) => (
              <li key={to}>
                <Link to={to} className={linkClassName}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-label="Categories">
          <h2 className={`${headingClassName} font-sans`}>Categories</h2>
          <ul className="space-y-2.5">
            {CATEGORY_LINKS.map(({ to, label }) => (
              <li key={to}>
                <Link to={to} className={linkClassName}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="col-span-2 lg:col-span-1">
          <h2 className={`${headingClassName} font-sans`}>Get in Touch</h2>
          <ul className="space-y-3 text-slate-400">
            <li>
              <a href={`mailto:${SHOP_EMAIL}`} className={`${linkClassName} inline-flex items-center gap-2`}>
                <Mail aria-hidden="true" className="size-4 text-accent-300" />
                {SHOP_EMAIL}
              </a>
            </li>
            <li>
              <a
                href={`tel:${SHOP_PHONE_E164}`}
                className={`${linkClassName} inline-flex items-center gap-2`}
              >
                <Phone aria-hidden="true" className="size-4 text-accent-300" />
                {SHOP_PHONE}
              </a>
            </li>
            <li className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-300" />
              <span>{formatShortAddress()}</span>
            </li>
          </ul>
        </div>
      </div>

      <div className="mx-auto mt-10 flex max-w-7xl flex-col gap-3 border-t border-white/10 px-4 pt-6 text-slate-400 sm:px-6 md:flex-row md:items-center md:justify-between">
        <p>
          © {new Date().getFullYear()} {SHOP_NAME}. All rights reserved. Prices in Indian rupees (₹).
        </p>
        <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
          <button type="button" onClick={requestSettings} className={linkClassName}>
            Cookie Settings
          </button>
          <p>
            Designed &amp; developed with{' '}
            <Heart
              aria-hidden="true"
              className="inline size-3.5 fill-accent-400 align-[-2px] text-accent-400"
            />
            <span className="sr-only">love</span> by{' '}
            <a
              href={DEVELOPER_CREDIT.url}
              target="_blank"
              rel="noopener noreferrer"
              className={`${linkClassName} font-semibold text-slate-300`}
            >
              {DEVELOPER_CREDIT.name}
            </a>
          </p>
        </div>
      </div>
    </footer>
  )
}
