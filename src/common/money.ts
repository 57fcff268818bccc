/** Money is integer paise everywhere inside the shop; the API and the screens speak rupees. */

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100)
}

export function paiseToRupees(paise: number): number {
  return paise / 100
}

const rupeeFormatter = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
const wholeRupeeFormatter = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 })

/** "₹1,234.50": rupees with 2 decimals, the customer-facing format. */
export function formatRupees(rupees: number): string {
  return `₹${rupeeFormatter.format(rupees)}`
}

/** "₹1,235": the Indian number format with no decimals, used by the admin orders table. */
export function formatWholeRupees(rupees: number): string {
  return `₹${wholeRupeeFormatter.format(rupees)}`
}
