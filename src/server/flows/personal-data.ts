import type { Kysely } from 'kysely'
import type { ShippingAddress } from '@common/schemas/order'
import {
  ERASED_ACCOUNT_NAME,
  type PersonalDataExport,
  STAFF_ERASURE_MESSAGE,
  WRONG_ERASURE_PASSWORD_MESSAGE,
} from '@common/schemas/personal-data'
import type { Database, UserRow } from '../db/schema'
import { writeTransaction } from '../db/write-transaction'
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../errors'
import { deleteAddressesOf, listAddresses } from '../modules/addresses'
import { auditEntriesAbout } from '../modules/audit'
import { forgetSignInsOf, sessionsOf, verifyPassword } from '../modules/auth'
import { accountErasedMail, type MailContext, queueMail } from '../modules/mail'
import { forgetMessagesOf, messagesOf } from '../modules/messages'
import { consentsOf, forgetSubscriber, ownSubscriptionOf } from '../modules/newsletter'
import { orderIdsOf, ordersOfAccount, ordersUnderwayOf } from '../modules/orders'
import { findProducts } from '../modules/products'
import { forgetRaffleEntriesOf, raffleEntriesOf } from '../modules/raffles'
import { countPendingRefunds } from '../modules/refunds'
import { countOpenReturnsOf } from '../modules/returns'
import { anonymiseReviewsOf, reviewsOf } from '../modules/reviews'
import { eraseUserRow, findUserById } from '../modules/users'
import { clearWishlistOf, wishlistEntriesOf } from '../modules/wishlist'

/**
 * A shopper's rights over their data (the Digital Personal Data Protection Act): to see all of it, in one file,
 * and to have it erased. Both cross most modules, each answering for its own tables; what erasure keeps, and why,
 * is decision 0047.
 *
 * Both take only what the shop can tie to the account itself (its id), never what merely carries its e-mail
 * address: the shop never verifies addresses, and a profile may take any address no account holds, so matching by
 * it would let anyone read or erase another person's data by taking their address. Back-in-stock requests (made
 * with an address alone, and ended by their one mail) and the outbox (the shop's record of the mails it sent,
 * kept like the orders they were about) are therefore in neither.
 */

/**
 * The account's row as stored now: the request's own may come from a session lookup kept between requests,
 * and the password and e-mail the erasure works with must be the current ones.
 */
async function currentRowOf(db: Kysely<Database>, userId: string): Promise<UserRow> {
  const user = await findUserById(db, userId)
  if (!user) throw new NotFoundError('User not found')
  return user
}

/** Everything the shop holds about the account, as its owner downloads it. */
export async function exportPersonalData(
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<PersonalDataExport> {
  const user = await currentRowOf(db, userId)
  const [
    addresses,
    orders,
    reviews,
    wishlist,
    raffleEntries,
    newsletter,
    consents,
    messages,
    sessions,
    accountChanges,
  ] = await Promise.all([
    listAddresses(db, user.id),
    ordersOfAccount(db, user.id),
    reviewsOf(db, user.id),
    wishlistEntriesOf(db, user.id),
    raffleEntriesOf(db, user.id),
    ownSubscriptionOf(db, user.id),
    consentsOf(db, user.id),
    messagesOf(db, user.id),
    sessionsOf(db, user.id),
    auditEntriesAbout(db, 'user', user.id),
  ])
  const productIds = new Set([...reviews, ...wishlist].map((entry) => entry.productId))
  const names = new Map(
    (await findProducts(db, [...productIds])).map((product) => [product._id, product.name]),
  )
  const nameOf = (productId: string) => names.get(productId) ?? null
  return {
    exportedAt: now.toISOString(),
    account: {
      _id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      createdAt: user.created_at,
      updatedAt: user.updated_at,
      twoFactorEnabled: user.totp_enabled_at !== null,
    },
    addresses,
    orders,
    reviews: reviews.map((review) => ({ ...review, productName: nameOf(review.productId) })),
    wishlist: wishlist.map((entry) => ({ ...entry, productName: nameOf(entry.productId) })),
    raffleEntries,
    newsletter,
    consents,
    messages,
    accountChanges,
    sessions,
  }
}

/** What a drawn raffle's entry keeps of the address it was entered with: nothing that names or finds anyone. */
const ERASED_ADDRESS: ShippingAddress = {
  fullName: ERASED_ACCOUNT_NAME,
  email: null,
  phone: null,
  address: '',
  addressLine1: '',
  addressLine2: null,
  city: '',
  state: null,
  postalCode: '',
  country: '',
}

/**
 * Erases a shopper's account once their password is given again, in one transaction: the account's row is
 * anonymised (its orders keep a valid owner), every sign-in ends, and what only served the person goes (saved
 * addresses, wishlist, the newsletter entries and consents the account gave, its messages, raffle entries'
 * addresses); reviews stay under "Deleted account". Orders, their invoices, credit notes and payments stay, as the
 * GST law keeps them. Refused while something is under way that erasure would cut off (an order not yet delivered
 * or cancelled, a refund being paid, a return open), and for staff and admins, whom an admin removes. A last mail
 * tells the old address what went and what stays.
 */
export async function eraseAccount(
  db: Kysely<Database>,
  userId: string,
  password: string,
  mail: MailContext,
  now: Date,
): Promise<void> {
  const user = await currentRowOf(db, userId)
  // 400, not 401, like a wrong current password: the web client signs out on a 401, which a typo must not do.
  if (!(await verifyPassword(password, user.password_hash)))
    throw new BadRequestError(WRONG_ERASURE_PASSWORD_MESSAGE)
  if (user.role !== 'user') throw new ForbiddenError(STAFF_ERASURE_MESSAGE)
  await writeTransaction(db, async (trx) => {
    const underway = await ordersUnderwayOf(trx, user.id)
    if (underway.length > 0)
      throw new ConflictError(
        `Your ${underway.length === 1 ? 'order' : 'orders'} ${underway.join(', ')} ${underway.length === 1 ? 'is' : 'are'} still on the way. You can delete your account once ${underway.length === 1 ? 'it is' : 'they are'} delivered or cancelled.`,
      )
    const orderIds = await orderIdsOf(trx, user.id)
    if ((await countPendingRefunds(trx, orderIds)) > 0)
      throw new ConflictError(
        'A refund to you is still being paid. You can delete your account once it has reached you.',
      )
    if ((await countOpenReturnsOf(trx, user.id)) > 0)
      throw new ConflictError(
        'A return you asked for is still open. You can delete your account once it is settled.',
      )
    if (!(await eraseUserRow(trx, user.id, ERASED_ACCOUNT_NAME, now.toISOString())))
      throw new ConflictError('This account has already been deleted.')
    await forgetSignInsOf(trx, user.id)
    await deleteAddressesOf(trx, user.id)
    await clearWishlistOf(trx, user.id)
    await forgetSubscriber(trx, user.id)
    await anonymiseReviewsOf(trx, user.id, ERASED_ACCOUNT_NAME)
    await forgetMessagesOf(trx, user.id)
    await forgetRaffleEntriesOf(trx, user.id, ERASED_ADDRESS)
    await queueMail(trx, mail, {
      kind: 'account-erased',
      to: user.email,
      ...accountErasedMail({ origin: mail.origin, name: user.name, keptOrders: orderIds.length }),
    })
  })
}
