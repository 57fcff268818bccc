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
 * What choosing `value` for `optionName`, the other options staying as `chosen`, comes to. The variant of exactly
 * that combination when the shop sells it, even sold out (the page then offers "Notify me"). Otherwise the best
 * variant with that value: one in stock before one sold out (for a pre-order, which sells whatever the stock, every
 * variant counts as in stock), then the one keeping most of the other chosen values, then the first listed.
 * Undefined only when no variant has the value at all (the value is then not offered).
 */
export function variantForValue<V extends { options: VariantOptions; stock: number }>(
  variants: readonly V[],
  chosen: VariantOptions,
  optionName: string,
  value: string,
  isPreorder = false,
): V | undefined {
  const exact = findVariantByOptions(variants, { ...chosen, [optionName]: value })
  if (exact) return exact
  let best: { variant: V; inStock: boolean; shared: number } | undefined
  for (const variant of variants) {
    if (variant.options[optionName] !== value) continue
    const inStock = isPreorder || variant.stock > 0
    const shared = Object.entries(chosen).filter(
      ([name, chosenValue]) => name !== optionName && variant.options[name] === chosenValue,
    ).length
    if (!best || (inStock && !best.inStock) || (inStock === best.inStock && shared > best.shared))
      best = { variant, inStock, shared }
  }
  return best?.variant
}
