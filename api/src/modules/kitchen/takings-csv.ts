/**
 * RFC 4180 text for a spreadsheet: a cell with a comma, a quote or a line break is quoted
 * (its quotes doubled), lines end CRLF. A text cell that a spreadsheet would run as a
 * formula (= + - @, or a tab or carriage return before one) is kept as text with a leading
 * apostrophe: an order note or a name must never become a formula in the owner's Excel.
 */
type Cell = string | number

const FORMULA_START = /^[=+\-@\t\r]/

function csvCell(cell: Cell): string {
  if (typeof cell === 'number') return String(cell)
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** Rows of cells as one CSV file's text. */
export function csvText(rows: readonly (readonly Cell[])[]): string {
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`
}
