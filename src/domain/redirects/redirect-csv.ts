import type { RedirectRule } from './redirect-rules'

/** The header row of the redirect rules' CSV (import and export). */
export const REDIRECT_CSV_HEADER = ['oldPath', 'newPath', 'type'] as const

export type CsvRow = { readonly line: number; readonly rule: RedirectRule }
export type CsvRowProblem = { readonly line: number; readonly message: string }

/** The rules as CSV: a header row, then one rule a line (type `permanent` or `temporary`). */
export function redirectsToCsv(rules: readonly RedirectRule[]): string {
  const lines = [REDIRECT_CSV_HEADER.join(',')]
  for (const rule of rules) {
    lines.push([rule.oldPath, rule.newPath, rule.isPermanent ? 'permanent' : 'temporary'].map(csvCell).join(','))
  }
  return `${lines.join('\r\n')}\r\n`
}

/**
 * Reads a CSV of rules (the export's format; a header row is optional, the type column too:
 * permanent unless it says temporary or 302). Lines it cannot read are reported by number.
 */
export function redirectsFromCsv(text: string): { rows: CsvRow[]; problems: CsvRowProblem[] } {
  const rows: CsvRow[] = []
  const problems: CsvRowProblem[] = []
  parseCsv(text).forEach((cells, index) => {
    const line = index + 1
    const [oldPath = '', newPath = '', type = ''] = cells.map((cell) => cell.trim())
    if (index === 0 && oldPath === 'oldPath') return
    if (cells.every((cell) => cell.trim() === '')) return
    if (oldPath === '' || newPath === '') {
      problems.push({ line, message: 'Both oldPath and newPath are needed.' })
      return
    }
    const kind = type.toLowerCase()
    if (!['', 'permanent', '301', 'temporary', '302'].includes(kind)) {
      problems.push({ line, message: `Unknown type "${type}": use permanent or temporary.` })
      return
    }
    rows.push({ line, rule: { oldPath, newPath, isPermanent: kind !== 'temporary' && kind !== '302' } })
  })
  return { rows, problems }
}

function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value
}

/** RFC 4180 records: quoted cells may hold commas, quotes ("") and line breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let cells: string[] = []
  let cell = ''
  let isQuoted = false
  for (let at = 0; at < text.length; at++) {
    const char = text[at]
    if (isQuoted) {
      if (char === '"' && text[at + 1] === '"') {
        cell += '"'
        at++
      } else if (char === '"') {
        isQuoted = false
      } else {
        cell += char
      }
    } else if (char === '"') {
      isQuoted = true
    } else if (char === ',') {
      cells.push(cell)
      cell = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[at + 1] === '\n') at++
      cells.push(cell)
      records.push(cells)
      cells = []
      cell = ''
    } else {
      cell += char
    }
  }
  if (cell !== '' || cells.length > 0) {
    cells.push(cell)
    records.push(cells)
  }
  return records
}
