import type { Kysely } from 'kysely'
import * as initial from './0001-initial'
import * as catalogueIndexes from './0002-catalogue-indexes'
import * as messages from './0003-messages'
import * as orderIdempotency from './0004-order-idempotency'
import * as adminArea from './0005-admin-area'
import * as mail from './0006-mail'
import * as sellingLimitedFigures from './0007-selling-limited-figures'
import * as gstInvoices from './0008-gst-invoices'
import * as deliverySettings from './0009-delivery-settings'
import * as productSearch from './0010-product-search'
import * as adminSearchIndexes from './0011-admin-search-indexes'
import * as orderSearchInvoiceNumbers from './0012-order-search-invoice-numbers'
import * as ordersWaitingForInvoiceNumbers from './0013-orders-waiting-for-invoice-numbers'
import * as orderLifecycle from './0014-order-lifecycle'
import * as indianPhoneNumbers from './0015-indian-phone-numbers'
import * as returns from './0016-returns'
import * as cashOnDeliveryRules from './0017-cash-on-delivery-rules'
import * as collectorsCatalogue from './0018-collectors-catalogue'
import * as accountsAndOperations from './0019-accounts-and-operations'
import * as stockLedger from './0020-stock-ledger'
import * as secondStepLimits from './0021-second-step-limits'
import * as refundHandover from './0022-refund-handover'
import * as mailRenderedWhenSent from './0023-mail-rendered-when-sent'
import * as drops from './0024-drops'
import * as raffles from './0025-raffles'
import * as shippingCharges from './0026-shipping-charges'
import * as carriersAndTimeline from './0027-carriers-and-timeline'
import * as shipments from './0028-shipments'
import * as productLabelling from './0029-product-labelling'
import * as personalData from './0030-personal-data'
import * as businessBuyers from './0031-business-buyers'
import * as productVariants from './0032-product-variants'
import type { MigrationContext } from './migration-context'

type MigrationModule = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  up: (db: Kysely<any>, context: MigrationContext) => Promise<void>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  down?: (db: Kysely<any>, context: MigrationContext) => Promise<void>
}

/** Every migration in order. A new migration is a new file added at the end of this list. */
export const migrations: Record<string, MigrationModule> = {
  '0001-initial': initial,
  '0002-catalogue-indexes': catalogueIndexes,
  '0003-messages': messages,
  '0004-order-idempotency': orderIdempotency,
  '0005-admin-area': adminArea,
  '0006-mail': mail,
  '0007-selling-limited-figures': sellingLimitedFigures,
  '0008-gst-invoices': gstInvoices,
  '0009-delivery-settings': deliverySettings,
  '0010-product-search': productSearch,
  '0011-admin-search-indexes': adminSearchIndexes,
  '0012-order-search-invoice-numbers': orderSearchInvoiceNumbers,
  '0013-orders-waiting-for-invoice-numbers': ordersWaitingForInvoiceNumbers,
  '0014-order-lifecycle': orderLifecycle,
  '0015-indian-phone-numbers': indianPhoneNumbers,
  '0016-returns': returns,
  '0017-cash-on-delivery-rules': cashOnDeliveryRules,
  '0018-collectors-catalogue': collectorsCatalogue,
  '0019-accounts-and-operations': accountsAndOperations,
  '0020-stock-ledger': stockLedger,
  '0021-second-step-limits': secondStepLimits,
  '0022-refund-handover': refundHandover,
  '0023-mail-rendered-when-sent': mailRenderedWhenSent,
  '0024-drops': drops,
  '0025-raffles': raffles,
  '0026-shipping-charges': shippingCharges,
  '0027-carriers-and-timeline': carriersAndTimeline,
  '0028-shipments': shipments,
  '0029-product-labelling': productLabelling,
  '0030-personal-data': personalData,
  '0031-business-buyers': businessBuyers,
  '0032-product-variants': productVariants,
}
