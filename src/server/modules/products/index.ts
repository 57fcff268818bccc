/*
 * The products module's public face: what the flows, the app and other modules may use of it. Nothing outside
 * the module imports its other files (module-dependencies.test.ts); inside it, its files import each other.
 */
export {
  catalogueCsvText,
  CatalogueFileError,
  asNewProductInput,
  catalogueRowRefusals,
  checkCatalogueRow,
  productToCatalogueRecord,
  productToCatalogueRecords,
  readCatalogueCsv,
} from './catalogue-csv'
export {
  catalogueHasVariants,
  type CatalogueProduct,
  findCatalogueProduct,
  findSkuOwners,
  listProductsInIdOrder,
  overwriteProductFromCatalogue,
  overwriteVariantsFromCatalogue,
} from './catalogue-products'
export {
  catalogueStockMovedReason,
  type CatalogueVariantRow,
  planVariantGrid,
  type RowRefusal,
} from './catalogue-variants'
export {
  earlyAccessOpensAt,
  launchDueProducts,
  type LaunchMails,
  nextLaunchMoment,
  openDueEarlyAccess,
} from './launches'
export { endPreorder, lockPreorderTerms, type PreorderTerms } from './preorder-products'
export type { ReleaseDateChange, ReleaseDateChanged } from './preorder-terms'
export { lowStockProducts, productFigures } from './product-figures'
export { lockProductForRating, recordRating } from './product-ratings'
export {
  countProducts,
  findProduct,
  findProducts,
  hasAnyProduct,
  isShownToShoppers,
  listProductChanges,
  productExists,
} from './product-reads'
export { createSeedProducts, type SeedProduct } from './product-seed'
export {
  findProductsForOrder,
  findVariantsForOrder,
  returnStock,
  type StockCause,
  type StockLine,
  takeStock,
} from './product-stock'
export { createProduct } from './product-writes'
export { findVariantStocks } from './variant-rows'
export { productRoutes, type ProductRoutesOptions } from './products.routes'
export { findSeriesSummary, listSeriesChanges } from './series'
export { type StockLedgerDifference, stockLedgerDifferences } from './stock-ledger'
