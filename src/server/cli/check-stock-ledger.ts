import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { countProducts, type StockLedgerDifference, stockLedgerDifferences } from '../modules/products'

export type StockCheck = { products: number; differences: StockLedgerDifference[] }

/** Every product's ledger against its stock: the products counted, and those whose ledger does not add up. */
export async function checkStockLedger(db: Kysely<Database>): Promise<StockCheck> {
  const [products, differences] = await Promise.all([countProducts(db), stockLedgerDifferences(db)])
  return { products, differences }
}

/** What the command prints: one line when all is well, else one line per product (or variant) that differs. */
export function formatStockCheck({ products, differences }: StockCheck): string {
  const counted = `${products.toLocaleString('en-IN')} product${products === 1 ? '' : 's'}`
  if (differences.length === 0) return `Stock ledger adds up for all ${counted}.`
  const lines = differences.map((difference) =>
    difference.variantId === undefined
      ? `  ${difference.productId} "${difference.name}": stock ${difference.stock}, movements add up to ${difference.ledgerSum}, the latest left ${difference.latestStockAfter ?? 'nothing (no movement)'}${difference.variantSum === undefined ? '' : `, its variants hold ${difference.variantSum}`}`
      : `  ${difference.productId} variant ${difference.variantId} "${difference.name}": stock ${difference.stock}, its movements add up to ${difference.ledgerSum}`,
  )
  return [
    `Stock ledger differs for ${differences.length.toLocaleString('en-IN')} of ${counted}:`,
    ...lines,
  ].join('\n')
}
