/**
 * CSV for spreadsheets (RFC 4180: comma-separated, CRLF, quoted where needed). A cell that a
 * spreadsheet would run as a formula (it starts with =, +, -, @, a tab or a carriage return) gets
 * a leading apostrophe: some cells hold what visitors typed, such as their searches.
 */
const FORMULA_START = /^[=+\-@\t\r]/

export function csvCell(value: string | number) {
  if (typeof value === 'number') return String(value)
  const safe = FORMULA_START.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

export function toCsv(rows: readonly (readonly (string | number)[])[]) {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}
