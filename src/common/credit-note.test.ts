import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  creditNoteLines,
  creditNoteSourceLines,
  creditNoteTotals,
  formatCreditNoteNumber,
} from './credit-note'
import { splitIncludedTax } from './gst'

describe('GST credit notes', () => {
  // A ₹4,999 figure at 5 % and 3 × ₹149 keychains at 18 %, within the shop's state.
  const order = splitIncludedTax({
    lines: [
      { totalPaise: 499_900, rate: 5 },
      { totalPaise: 44_700, rate: 18 },
    ],
    discountPaise: 0,
    supplyType: 'intra-state',
  }).lines

  it('a full refund reverses every line exactly', () => {
    expect(creditNoteLines(order, 544_600)).toEqual(
      order
        .map((line) => ({
          ...line,
          refundPaise: line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise,
        }))
        .map(({ discountPaise: _, ...line }) => line),
    )
  })

  it('a partial refund is shared by what each line was paid and reverses its tax in proportion', () => {
    const [figure, keychains] = creditNoteLines(order, 100_000)
    // 100,000 × 499,900 / 544,600 = 91,791.96 → 91,792; the keychains get the remaining 8,208.
    expect(figure!.refundPaise).toBe(91_792)
    expect(keychains!.refundPaise).toBe(8_208)
    expect(figure!.cgstPaise).toBe(figure!.sgstPaise)
    expect(figure!.cgstPaise).toBe(Math.round((order[0]!.cgstPaise * 91_792) / 499_900))
    expect(creditNoteTotals(order, 100_000)).toEqual({
      taxablePaise: figure!.taxablePaise + keychains!.taxablePaise,
      cgstPaise: figure!.cgstPaise + keychains!.cgstPaise,
      sgstPaise: figure!.sgstPaise + keychains!.sgstPaise,
      igstPaise: 0,
    })
  })

  it('adds up to the refund exactly, whatever the amounts', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            total: fc.integer({ min: 1, max: 5_000_000 }),
            rate: fc.constantFrom(0, 5, 12, 18, 28),
          }),
          {
            minLength: 1,
            maxLength: 8,
          },
        ),
        fc.boolean(),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (lines, local, share) => {
          const source = splitIncludedTax({
            lines: lines.map((line) => ({ totalPaise: line.total, rate: line.rate })),
            discountPaise: 0,
            supplyType: local ? 'intra-state' : 'inter-state',
          }).lines
          const paid = lines.reduce((sum, line) => sum + line.total, 0)
          const refund = Math.floor(paid * share)
          const reversed = creditNoteLines(source, refund)
          const sum = reversed.reduce(
            (total, line) => total + line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise,
            0,
          )
          expect(sum).toBe(refund)
          for (const line of reversed) expect(line.taxablePaise).toBeGreaterThanOrEqual(0)
        },
      ),
    )
  })

  it('refuses more than was paid, or a fraction of a paisa', () => {
    expect(() => creditNoteLines(order, 544_601)).toThrow(RangeError)
    expect(() => creditNoteLines(order, 10.5)).toThrow(RangeError)
  })

  it('reads an order placed before tax invoices as untaxed lines', () => {
    expect(creditNoteSourceLines({ orderItems: [{ price: 1299, quantity: 2, tax: null }] })).toEqual([
      { taxablePaise: 259_800, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 },
    ])
  })

  it("reads an order's charges as lines of their own after its goods, so a full refund reverses their tax", () => {
    const tax = {
      hsnCode: '3926',
      rate: 18,
      discount: 0,
      taxableValue: 423.72,
      cgst: 38.14,
      sgst: 38.14,
      igst: 0,
    }
    const lines = creditNoteSourceLines({
      orderItems: [{ price: 500, quantity: 1, tax }],
      gst: { charges: [{ taxableValue: 41.52, cgst: 3.74, sgst: 3.74, igst: 0 }] },
    })
    expect(lines).toEqual([
      { taxablePaise: 42_372, cgstPaise: 3_814, sgstPaise: 3_814, igstPaise: 0 },
      { taxablePaise: 4_152, cgstPaise: 374, sgstPaise: 374, igstPaise: 0 },
    ])
    expect(creditNoteTotals(lines, 54_900)).toEqual({
      taxablePaise: 46_524,
      cgstPaise: 4_188,
      sgstPaise: 4_188,
      igstPaise: 0,
    })
    // Without the charge's line, the order's ₹549 could not be refunded in full.
    expect(() => creditNoteTotals(lines.slice(0, 1), 54_900)).toThrow(RangeError)
  })

  it('numbers like the invoices, in a series of its own', () => {
    expect(formatCreditNoteNumber('2026-27', 1)).toBe('AV/CN/2026-27/000001')
  })
})
