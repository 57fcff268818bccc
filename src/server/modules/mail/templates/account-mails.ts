import { COLLECTION_FILTERS } from '@common/collections'
import { SHOP_DESCRIPTION, SHOP_EMAIL, SHOP_NAME } from '@common/shop-identity'
import { renderMail, type RenderedMail } from './mail-layout'

/** The collections a new shopper is pointed to, by their slugs on the listing page. */
const WELCOME_COLLECTIONS = ['new-arrivals', 'bestsellers', 'figures', 'keychains', 'qposket']

export function welcomeMail(data: { origin: string; name: string }): RenderedMail {
  const collections = COLLECTION_FILTERS.filter((filter) => WELCOME_COLLECTIONS.includes(filter.value)).map(
    (filter) => ({ label: filter.label, url: `${data.origin}/collections/${filter.value}` }),
  )
  return renderMail({
    subject: `Welcome to ${SHOP_NAME}, ${data.name}`,
    preheader: `Your ${SHOP_NAME} account is ready. Figures, keychains and more are waiting.`,
    heading: `Welcome, ${data.name}!`,
    blocks: [
      { kind: 'paragraph', text: `Thanks for joining ${SHOP_NAME}. Your account is ready.` },
      { kind: 'paragraph', text: SHOP_DESCRIPTION },
      { kind: 'button', link: { label: 'Browse the collections', url: `${data.origin}/collections` } },
      { kind: 'links', heading: 'Jump straight in', links: collections },
      {
        kind: 'note',
        text: 'With your account you can save addresses, check out faster and follow every order from your profile.',
      },
    ],
    reason: `You are receiving this e-mail because you created an account at ${SHOP_NAME} with this address.`,
    origin: data.origin,
  })
}

export function passwordResetMail(data: {
  origin: string
  name: string
  resetUrl: string
  validMinutes: number
}): RenderedMail {
  return renderMail({
    subject: `Reset your ${SHOP_NAME} password`,
    preheader: `Use this link within ${data.validMinutes} minutes to choose a new password.`,
    heading: 'Reset your password',
    blocks: [
      {
        kind: 'paragraph',
        text: `Hi ${data.name}, we received a request to reset the password for your ${SHOP_NAME} account.`,
      },
      { kind: 'button', link: { label: 'Choose a new password', url: data.resetUrl } },
      {
        kind: 'paragraph',
        text: `The link works once, for ${data.validMinutes} minutes. After that, ask for a new one on the sign-in page.`,
      },
      {
        kind: 'raw-link',
        intro: 'If the button does not work, copy this link into your browser:',
        url: data.resetUrl,
      },
      {
        kind: 'note',
        text: 'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
      },
    ],
    reason: `You are receiving this e-mail because someone asked to reset the password of the ${SHOP_NAME} account with this address.`,
    origin: data.origin,
  })
}

/**
 * The last mail to an erased account's address: what went, what the shop keeps and why, so that the person has
 * it in writing (the address itself is no longer held anywhere but in this mail's own outbox row).
 */
export function accountErasedMail(data: { origin: string; name: string; keptOrders: number }): RenderedMail {
  const kept =
    data.keptOrders === 0
      ? 'You had no orders, so nothing about you is kept.'
      : `We keep your ${data.keptOrders === 1 ? 'order' : `${data.keptOrders} orders`} with ${data.keptOrders === 1 ? 'its tax invoice' : 'their tax invoices'}, credit notes and payment records, including the delivery name, address and phone printed on the invoice: India's GST law (CGST Act section 36, rule 56) requires us to keep them for 72 months from the due date of the annual return of the year they belong to. They are used for nothing else and are deleted after that.`
  return renderMail({
    subject: `Your ${SHOP_NAME} account has been deleted`,
    preheader: 'Your account and the personal data it held have been erased.',
    heading: 'Your account has been deleted',
    blocks: [
      {
        kind: 'paragraph',
        text: `Hi ${data.name}, as you asked, we have deleted your ${SHOP_NAME} account: your name, e-mail address, saved addresses and phone numbers, sign-ins, wishlist, and the newsletter subscription and messages you made signed in. Your reviews stay on the products under "Deleted account".`,
      },
      { kind: 'paragraph', text: kept },
      {
        kind: 'note',
        text: `You can no longer sign in. You are welcome to create a new account with this address at any time. If you did not ask for this, write to us at ${SHOP_EMAIL} at once.`,
      },
    ],
    reason: `You are receiving this e-mail because the ${SHOP_NAME} account with this address was deleted.`,
    origin: data.origin,
  })
}
