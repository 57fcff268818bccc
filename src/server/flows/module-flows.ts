import type { FastifyInstance } from 'fastify'
import { revokeAllSessionsOf } from '../modules/auth'
import type { MailContext } from '../modules/mail'
import { ADMIN_CANCELLABLE, cancelOrder } from './cancellation'
import type { Lifecycle } from './lifecycle-context'
import { launchMails } from './launches'
import { announceReleaseDate } from './preorder-dates'
import type { PlacementRoutesOptions } from './placement.routes'
import { markReturnedToOrigin } from './return-to-origin'
import { withDeliveryGuess } from './shipping'
import { changeOrderStatus } from './status-change'
import { countReturnedParcels, type OrderRoutesOptions, returnedParcelsOf } from '../modules/orders'
import type { LaunchMails, ProductRoutesOptions, ReleaseDateChanged } from '../modules/products'
import { notifyBackInStock, waitForProductInstead } from '../modules/stock-alerts'
import type { ProfileRoutesOptions } from '../modules/users'
import { type CashOnDeliveryRoutesOptions, keptCodRules } from '../modules/cash-on-delivery'
import { keptShippingRates } from '../modules/delivery'

/*
 * The flows that cross modules against the direction of their imports, composed in one place. A module that has
 * something to tell (a product's release date moved, its stock came back, an account lost its access) or to ask
 * (cancel an order with its refund) names it as an option of its routes; this file says which module answers.
 * So products never imports stock-alerts or order-lifecycle, users never imports auth or orders, cash-on-delivery
 * never imports orders, and orders never imports order-lifecycle (module-dependencies.test.ts keeps it so).
 */

export type ModuleFlows = {
  products: Pick<ProductRoutesOptions, 'releaseDateChanged' | 'backInStock' | 'variantsRemoved'> & {
    launch: LaunchMails
  }
  orders: OrderRoutesOptions
  placement: Pick<PlacementRoutesOptions, 'codRules' | 'shippingRates'>
  users: ProfileRoutesOptions
  cashOnDelivery: Pick<CashOnDeliveryRoutesOptions, 'countReturnedParcels' | 'codRules'>
}

export function composeModuleFlows(
  app: FastifyInstance,
  context: { lifecycle: Lifecycle; secret: string; clock: () => Date; shopState: string },
): ModuleFlows {
  // One reading of the cash-on-delivery rules for checkout and the cart's question, kept until a change.
  const codRules = keptCodRules(app.changes)
  // One reading of the shipping charges for every order placed (the raffles' winners' too), kept until a change.
  const shippingRates = keptShippingRates(app.changes)
  return {
    products: {
      // The request's own origin: the route has just read it for its mail context.
      releaseDateChanged: announcingReleaseDates({
        mail: () => app.backgroundMailContext(),
        secret: context.secret,
        clock: context.clock,
      }),
      backInStock: async (trx, mail, product) => {
        await notifyBackInStock(trx, mail, product)
      },
      variantsRemoved: async (trx, productId, keptVariantIds) => {
        await waitForProductInstead(trx, productId, keptVariantIds)
      },
      // A save that launches a product at once mails as the launch timer does.
      launch: launchMails(() => app.backgroundMailContext(), context.clock),
    },
    orders: {
      cancelOrder: (orderId, mail, actor, canRefund) =>
        cancelOrder(
          context.lifecycle,
          {
            orderId,
            reason: null,
            from: ADMIN_CANCELLABLE,
            canRefund,
            audit: { actor, action: 'order.status' },
          },
          mail,
        ),
      returnToOrigin: (orderId, restock, actor) =>
        markReturnedToOrigin(app.db, orderId, restock, context.clock(), actor, 'admin'),
      changeStatus: async (orderId, change, mail, actor, action) =>
        changeOrderStatus(
          app.db,
          orderId,
          await withDeliveryGuess(
            { db: app.db, shopState: context.shopState, clock: context.clock },
            orderId,
            change,
          ),
          mail,
          actor,
          context.clock,
          action,
        ),
    },
    placement: { codRules, shippingRates },
    users: { endSessionsOf: revokeAllSessionsOf, returnedParcelsOf },
    cashOnDelivery: { countReturnedParcels, codRules },
  }
}

/**
 * A moved release date mails the pre-orders' buyers (order-lifecycle), in the product update's transaction: for
 * the admin form and for `catalogue:import`, which has no request and so names its own mail context.
 */
export function announcingReleaseDates(context: {
  mail: () => MailContext
  secret: string
  clock: () => Date
}): ReleaseDateChanged {
  return async (trx, change) => {
    await announceReleaseDate(trx, change, {
      mail: context.mail(),
      secret: context.secret,
      now: context.clock(),
    })
  }
}
