import type { ProductStatus } from '@common/schemas/product'

/** A product's status as the admin reads it, in the form's select and the products list. */
export const PRODUCT_STATUS_LABELS: Record<ProductStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  live: 'Live',
  archived: 'Archived',
}
