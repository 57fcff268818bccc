import { CookieBanner } from '../../components/layout-elements/cookie-consent/cookie-banner'
import { FloatingActions } from '../../components/layout-elements/floating-actions'
import { SiteFooter } from './site-footer'

/** What every page shows once its first screen is drawn: the footer, the floating buttons and the cookie banner. */
export function LateLayoutParts() {
  return (
    <>
      <SiteFooter />
      <FloatingActions />
      <CookieBanner />
    </>
  )
}
