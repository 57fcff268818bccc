const CATEGORY_LABELS: Record<string, string> = {
  figures: 'Figures',
  keychain: 'KeyChains',
  keychains: 'KeyChains',
  qposket: 'Q Posket',
  clothing: 'Clothing',
  accessories: 'Accessories',
  other: 'Other',
  uncategorized: 'Uncategorized',
}

/** A category slug as shoppers read it: "qposket" → "Q Posket". */
export function categoryLabel(slug: string): string {
  return (
    CATEGORY_LABELS[slug] ?? slug.replace(/[-_]+/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase())
  )
}
