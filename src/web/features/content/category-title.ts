/** "q-posket" → "Q Posket", "keychains" → "Keychains": a category slug as a title. */
export function titleCaseCategory(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ')
}
