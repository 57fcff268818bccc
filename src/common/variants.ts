/**
 * Editions and variants, pure so that the product page, the admin grid, the server and the tests share them. A
 * product may offer up to three options (Edition: Standard, Deluxe); each combination of one value per option is a
 * variant, sold, stocked and limited on its own. A product without options is sold as itself.
 */

export const MAX_PRODUCT_OPTIONS = 3
export const MAX_OPTION_VALUES = 20
export const MAX_PRODUCT_VARIANTS = 100
export const MAX_OPTION_TEXT_LENGTH = 40
export const MAX_SKU_LENGTH = 64

export type ProductOption = { name: string; values: string[] }
/** One value per option, by the option's name: `{Edition: "Deluxe"}`. */
export type VariantOptions = Record<string, string>

/** What a shopper and an order line call a variant: its values in the options' order, "Deluxe" or "Red / L". */
export function variantLabel(options: readonly ProductOption[], chosen: VariantOptions): string {
  return options.map((option) => chosen[option.name] ?? '').join(' / ')
}

/** What an order line, an invoice and a mail print: the product's name and, for a variant, its label. */
export function soldItemName(productName: string, label: string | null | undefined): string {
  return label ? `${productName} — ${label}` : productName
}

/** Every combination of one value per option, in the options' order (the admin grid's "Generate"). */
export function optionCombinations(options: readonly ProductOption[]): VariantOptions[] {
  return options.reduce<VariantOptions[]>(
    (combinations, option) =>
      combinations.flatMap((combination) =>
        option.values.map((value) => ({ ...combination, [option.name]: value })),
      ),
    [{}],
  )
}

/** The variant whose values are `chosen` (every option named), or undefined. */
export function findVariantByOptions<V extends { options: VariantOptions }>(
  variants: readonly V[],
  chosen: VariantOptions,
): V | undefined {
  return variants.find((variant) =>
    Object.entries(variant.options).every(([name, value]) => chosen[name] === value),
  )
}

/** A key that names one combination whatever the order of its options (a combination is chosen once). */
export function combinationKey(options: readonly ProductOption[], chosen: VariantOptions): string {
  return JSON.stringify(options.map((option) => chosen[option.name] ?? null))
}

/** Said when a product with options comes without the variant chosen (an old cart, a script). */
export function chooseVariantMessage(name: string): string {
  return `Choose which of the options of "${name}" you want`
}
