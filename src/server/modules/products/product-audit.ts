import type { Product } from '@common/schemas/product'

/**
 * What the activity log says of a product, in the API's names and units (prices in rupees, flags as booleans).
 * A product added or removed is told by its summary; an edit by the editable fields that changed.
 */
export function productSummary(product: Product): Record<string, unknown> {
  return {
    name: product.name,
    price: product.price,
    stock: product.stock,
    category: product.category,
    isFeatured: product.isFeatured,
    isBestSeller: product.isBestSeller,
    isNewArrival: product.isNewArrival,
    isPreorder: product.isPreorder,
    status: product.status,
  }
}

/**
 * Every field an admin form or the catalogue file sets; what the shop derives (the series' slug, the release
 * date history, the rating's review count, the times) is left out, so it never shows as a change of its own.
 */
export function editableFields(product: Product): Record<string, unknown> {
  return {
    name: product.name,
    description: product.description,
    price: product.price,
    originalPrice: product.originalPrice,
    images: product.images,
    stock: product.stock,
    maxPerCustomer: product.maxPerCustomer,
    category: product.category,
    hsnCode: product.hsnCode,
    gstRate: product.gstRate,
    tags: product.tags,
    rating: product.rating,
    isFeatured: product.isFeatured,
    isBestSeller: product.isBestSeller,
    isNewArrival: product.isNewArrival,
    details: product.details,
    features: product.features,
    series: product.series,
    character: product.character,
    manufacturer: product.manufacturer,
    line: product.line,
    scale: product.scale,
    jan: product.jan,
    isPreorder: product.isPreorder,
    releaseDate: product.releaseDate,
    preorderLimit: product.preorderLimit,
    status: product.status,
    liveAt: product.liveAt,
    teaser: product.teaser,
    earlyAccessMinutes: product.earlyAccessMinutes,
    countryOfOrigin: product.countryOfOrigin,
    importer: product.importer,
    netQuantity: product.netQuantity,
  }
}
