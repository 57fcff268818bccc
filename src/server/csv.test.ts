import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'
import { csvHeader, csvRecords, escapeCsvFormula, unescapeCsvFormula } from './csv'

/** What a spreadsheet program is given: the cells of each line, the byte-order mark taken off. */
const cellsOf = (text: string) => parse(text, { bom: true, relax_column_count: true }) as string[][]

describe('CSV writer', () => {
  it('starts the file with the UTF-8 byte-order mark and the header, lines ended by CRLF', () => {
    const text = csvHeader(['Name', 'Price']) + csvRecords([['Gojō Satoru ★', '1299.50']])
    expect(text).toBe('\uFEFFName,Price\r\nGojō Satoru ★,1299.50\r\n')
    expect(Buffer.from(text, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
  })

  it('quotes a cell holding a comma, a quote or a line break, and leaves empty ones empty', () => {
    const text = csvRecords([['Doe, "Jr"', 'Line one\nline two', 'a\rb', null, undefined, '', 3]])
    expect(text).toBe('"Doe, ""Jr""","Line one\nline two","a\rb",,,,3\r\n')
    expect(cellsOf(text)).toEqual([['Doe, "Jr"', 'Line one\nline two', 'a\rb', '', '', '', '3']])
  })

  it.each([
    ['=HYPERLINK("http://x","y")', `'=HYPERLINK("http://x","y")`],
    ['+91 98765 43210', "'+91 98765 43210"],
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\tx', "'\tx"],
    ['\rx', "'\rx"],
    ['＝1+1', "'＝1+1"],
  ])('keeps %j from running as a formula: %j', (cell, written) => {
    const text = csvRecords([[cell]])
    expect(cellsOf(text)).toEqual([[written]])
    expect(unescapeCsvFormula(escapeCsvFormula(cell))).toBe(cell)
  })

  it('writes a whole cell =HYPERLINK("http://x","y") quoted, the apostrophe inside the quotes', () => {
    expect(csvRecords([['=HYPERLINK("http://x","y")', 'next']])).toBe(
      `"'=HYPERLINK(""http://x"",""y"")",next\r\n`,
    )
  })

  it('leaves numbers alone: a number cell, and text that is only a negative number, stay numbers', () => {
    expect(csvRecords([[-5, '-5', '-5.00', 0, '1299.50', 42]])).toBe('-5,-5,-5.00,0,1299.50,42\r\n')
    // Anything more than a number after the minus is escaped.
    expect(csvRecords([['-5+1', '-5e3', '- 5']])).toBe("'-5+1,'-5e3,'- 5\r\n")
  })

  it('leaves text that starts anywhere else alone, and the header is escaped like any cell', () => {
    expect(csvRecords([['Nami', 'a=b', ' =x', "It's", '']])).toBe("Nami,a=b, =x,It's,\r\n")
    expect(csvHeader(['=x'])).toBe("\uFEFF'=x\r\n")
  })

  it("reads back exactly what it wrote, a cell's own leading apostrophes included", () => {
    for (const cell of ["'=x", "''=x", "'plain", "'", "'-5", '=x', 'plain', '', "''"]) {
      const [[written]] = cellsOf(csvRecords([[cell]])) as [[string]]
      expect(unescapeCsvFormula(written)).toBe(cell)
    }
    expect(escapeCsvFormula("'=x")).toBe("''=x")
    expect(escapeCsvFormula("'plain")).toBe("'plain")
  })
})
