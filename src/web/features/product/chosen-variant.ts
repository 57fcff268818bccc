import type { ProductVariant } from '@common/schemas/product'
import { findVariantByOptions, type VariantOptions } from '@common/variants'
import type { Product } from '../../lib/products'

/**
 * Which variant of a product with options the page shows, and the product as sold in it: pure, so that the hook,
 * the picker and the tests share the rules.
 */

/** The variant the address names; without one (or one the product no longer has), the first in stock, else the first. */
export function chosenVariant(product: Product, named: string | null): ProductVariant | undefined {
  const variants = product.options && product.options.length > 0 ? (product.variants ?? []) : []
  if (variants.length === 0) return undefined
  return (
    variants.find((variant) => variant._id === named) ??
    variants.find((variant) => variant.stock > 0) ??
    variants[0]
  )
}

/**
 * The product as sold in `variant`: its price, original price, stock, pictures (the product's when it has none of
 * its own) and limits (the product's where it sets none). The product itself without a variant.
 */
export function productInVariant(product: Product, variant: ProductVariant | undefined): Product {
  if (!variant) return product
  return {
    ...product,
    price: variant.price,
    originalPrice: variant.originalPrice,
    stock: variant.stock,
    images: variant.images.length > 0 ? variant.images : product.images,
    maxPerCustomer: variant.maxPerCustomer ?? product.maxPerCustomer,
    preorderLimit: variant.preorderLimit ?? product.preorderLimit,
  }
}

/**
 * What choosing `value` for `optionName`, the other options staying as `chosen`, comes to: the variant it would
 * choose, or undefined when the shop sells no such combination (the value is then not offered).
 */
export function variantForValue<V extends { options: VariantOptions }>(
  variants: readonly V[],
  chosen: VariantOptions,
  optionName: string,
  value: string,
): V | undefined {
  return findVariantByOptions(variants, { ...chosen, [optionName]: value })
}
