// The one CSV writer of the shop's exports (orders, catalogue): RFC 4180 records ended by CRLF, a field holding
// a comma, quote or line break quoted, the file started by a UTF-8 byte-order mark — without it spreadsheet
// programs read ₹, ★ and "Gojō" as another encoding — and no cell left to run as a formula.
import { stringify, type Options } from 'csv-stringify/sync'

/** Text, a number, or nothing (an empty cell). */
export type CsvCell = string | number | null | undefined

/**
 * A spreadsheet runs a cell starting with one of these as a formula (CSV injection): `=HYPERLINK(…)` in a
 * customer's name would become a live link in the accountant's sheet. Tab and carriage return start one in
 * some programs too, and Apple Numbers folds the full-width forms into the ASCII ones.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/

/** -5 or -5.00: a spreadsheet reads it as the number it is, and nothing in it can run. */
const NEGATIVE_NUMBER = /^-\d+(\.\d+)?$/

/**
 * Whether a cell needs the escaping apostrophe. Behind apostrophes already there: a cell that starts with
 * `'=` is escaped too, so that reading a cell back (`unescapeCsvFormula`) never takes its own apostrophe off.
 */
function needsFormulaEscape(text: string): boolean {
  const rest = text.replace(/^'+/, '')
  return FORMULA_START.test(rest) && !NEGATIVE_NUMBER.test(rest)
}

/** The OWASP way: a leading apostrophe, which a spreadsheet shows as text instead of running the cell. */
export function escapeCsvFormula(text: string): string {
  return needsFormulaEscape(text) ? `'${text}` : text
}

/** A cell as written before `escapeCsvFormula`: the import reads back what the export wrote. */
export function unescapeCsvFormula(text: string): string {
  return text.startsWith("'") && needsFormulaEscape(text.slice(1)) ? text.slice(1) : text
}

// Only text is escaped: a number cell (an item count, -5) is never a formula and stays a number.
const WRITER_OPTIONS: Options = {
  record_delimiter: '\r\n',
  // Given a record delimiter, csv-stringify would quote only a cell holding that whole delimiter: a lone line
  // break (a description's) must be quoted too, or it would end the record.
  quote_record_delimiter: true,
  cast: { string: escapeCsvFormula },
}

/** The start of a file: the byte-order mark and the header row. */
export function csvHeader(columns: readonly string[]): string {
  return stringify([], { ...WRITER_OPTIONS, bom: true, header: true, columns: [...columns] })
}

/** Records, one line each. */
export function csvRecords(records: readonly (readonly CsvCell[])[]): string {
  return stringify(records as CsvCell[][], WRITER_OPTIONS)
}
