/**
 * A GST credit note reverses the tax of the invoice it amends in proportion to what is refunded: the refund is
 * shared over the order's lines by what each was paid (largest remainder, so the shares add up exactly), and
 * inside each line the CGST, SGST or IGST is reversed in the line's own proportion, the taxable value being
 * what is left. Pure and zod-free: the server stores the totals, the credit note PDF prints the lines.
 */
import { shareDiscount } from './gst'

/** What a line of the order was paid, in paise, and the tax inside it (all 0 for an order before tax invoices). */
export type CreditNoteSourceLine = {
  taxablePaise: number
  cgstPaise: number
  sgstPaise: number
  igstPaise: number
}

export type CreditNoteLine = CreditNoteSourceLine & { refundPaise: number }

function grossOf(line: CreditNoteSourceLine): number {
  return line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise
}

/** round(value × part / whole) in whole paise, halves up, without floating point. */
function proportion(value: number, part: number, whole: number): number {
  if (whole === 0) return 0
  const numerator = BigInt(value) * BigInt(part)
  const denominator = BigInt(whole)
  return Number((2n * numerator + denominator) / (2n * denominator))
}

/**
 * An order's lines as a credit note reads them: the tax figures of each line, or for an order placed before
 * tax invoices its price with no tax; then its charges (shipping, the cash-on-delivery fee), each a line of its
 * own as on the invoice, so that a full refund gives them back and its credit note reverses their tax.
 * (Structural, so that both sides pass their own order objects.)
 */
export function creditNoteSourceLines(order: {
  orderItems: readonly {
    price: number
    quantity: number
    tax: { taxableValue: number; cgst: number; sgst: number; igst: number } | null
  }[]
  gst?: { charges: readonly { taxableValue: number; cgst: number; sgst: number; igst: number }[] } | null
}): CreditNoteSourceLine[] {
  const paise = (rupees: number) => Math.round(rupees * 100)
  const taxed = (tax: { taxableValue: number; cgst: number; sgst: number; igst: number }) => ({
    taxablePaise: paise(tax.taxableValue),
    cgstPaise: paise(tax.cgst),
    sgstPaise: paise(tax.sgst),
    igstPaise: paise(tax.igst),
  })
  return [
    ...order.orderItems.map((item) =>
      item.tax
        ? taxed(item.tax)
        : { taxablePaise: paise(item.price * item.quantity), cgstPaise: 0, sgstPaise: 0, igstPaise: 0 },
    ),
    ...(order.gst?.charges ?? []).map(taxed),
  ]
}

/** The refund's share of each line and the tax it reverses there; the lines add up to `refundPaise`. */
export function creditNoteLines(
  lines: readonly CreditNoteSourceLine[],
  refundPaise: number,
): CreditNoteLine[] {
  const grosses = lines.map(grossOf)
  const paid = grosses.reduce((sum, gross) => sum + gross, 0)
  if (!Number.isSafeInteger(refundPaise) || refundPaise < 0 || refundPaise > paid)
    throw new RangeError('A refund must be whole paise, at most what the lines were paid')
  const shares = shareDiscount(grosses, refundPaise)
  return lines.map((line, index) => {
    const share = shares[index]!
    const gross = grosses[index]!
    const cgstPaise = proportion(line.cgstPaise, share, gross)
    const sgstPaise = proportion(line.sgstPaise, share, gross)
    const igstPaise = proportion(line.igstPaise, share, gross)
    return {
      refundPaise: share,
      taxablePaise: share - cgstPaise - sgstPaise - igstPaise,
      cgstPaise,
      sgstPaise,
      igstPaise,
    }
  })
}

/** The credit note's totals: the sums of its lines. */
export function creditNoteTotals(
  lines: readonly CreditNoteSourceLine[],
  refundPaise: number,
): CreditNoteSourceLine {
  const reversed = creditNoteLines(lines, refundPaise)
  const sum = (field: keyof CreditNoteSourceLine) => reversed.reduce((total, line) => total + line[field], 0)
  return {
    taxablePaise: sum('taxablePaise'),
    cgstPaise: sum('cgstPaise'),
    sgstPaise: sum('sgstPaise'),
    igstPaise: sum('igstPaise'),
  }
}

/** The credit note series: AV/CN/2026-27/000001, numbered per financial year like the invoices. */
export const CREDIT_NOTE_PREFIX = 'AV/CN'

export function formatCreditNoteNumber(financialYear: string, sequence: number): string {
  return `${CREDIT_NOTE_PREFIX}/${financialYear}/${String(sequence).padStart(6, '0')}`
}
