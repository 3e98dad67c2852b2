/** One section of a text PDF: an optional bold heading and its lines. */
export type PdfSection = { readonly heading?: string | undefined; readonly lines: readonly string[] }

const PAGE = { width: 595, height: 842, left: 56, top: 780, bottom: 60 } as const
const LINE_HEIGHT = 15
const WRAP_WIDTH = 92

/**
 * An A4 PDF of text in Helvetica (WinAnsi text: no fonts to embed, nothing to download): a bold
 * title, then sections with bold headings, on as many pages as the text needs. Written by hand
 * (PDF 1.4, uncompressed), so the project needs no PDF library.
 */
export function textPdf(params: { title: string; sections: readonly PdfSection[] }): Uint8Array {
  const rows: { text: string; isBold: boolean }[] = params.sections.flatMap((section) => [
    ...(section.heading ? [{ text: section.heading, isBold: true }] : []),
    ...wrap(section.lines, WRAP_WIDTH).map((text) => ({ text, isBold: false })),
    { text: '', isBold: false },
  ])
  const perPage = Math.floor((PAGE.top - 30 - PAGE.bottom) / LINE_HEIGHT)
  const pages: (typeof rows)[] = []
  for (let at = 0; at < rows.length || pages.length === 0; at += perPage) pages.push(rows.slice(at, at + perPage))
  return assemble(pages.map((pageRows, index) => pageContent(index === 0 ? params.title : '', pageRows)))
}

function pageContent(title: string, rows: readonly { text: string; isBold: boolean }[]): string {
  return [
    'BT',
    `/F2 18 Tf ${PAGE.left} ${PAGE.top} Td (${escapePdf(title)}) Tj`,
    `0 -30 Td ${LINE_HEIGHT} TL`,
    ...rows.map((row) => `/${row.isBold ? 'F2' : 'F1'} 11 Tf (${escapePdf(row.text)}) Tj T*`),
    'ET',
  ].join('\n')
}

/** Catalog, page tree, two fonts, then a page and a content stream per page; xref offsets in bytes. */
function assemble(contents: readonly string[]): Uint8Array {
  const firstPage = 5
  const kids = contents.map((_, index) => `${firstPage + index * 2} 0 R`).join(' ')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${contents.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    ...contents.flatMap((content, index) => [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${firstPage + index * 2 + 1} 0 R >>`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    ]),
  ]
  let pdf = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(pdf.length)
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = pdf.length
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  // Every character is Latin-1 after escaping, so one character is one byte.
  return Uint8Array.from(pdf, (character) => character.charCodeAt(0))
}

/** Escapes PDF string delimiters and keeps to Latin-1, which WinAnsi shares for letters such as þ, ð, æ. */
export function escapePdf(text: string): string {
  return text
    .replace(/[–—]/g, '-')
    .replace(/[^\u0020-\u00ff]/g, '?')
    .replace(/([\\()])/g, '\\$1')
}

function wrap(lines: readonly string[], width: number): string[] {
  return lines.flatMap((line) => {
    const wrapped: string[] = []
    let current = ''
    for (const word of line.split(' ')) {
      if (current && current.length + word.length + 1 > width) {
        wrapped.push(current)
        current = word
      } else {
        current = current ? `${current} ${word}` : word
      }
    }
    wrapped.push(current)
    return wrapped
  })
}
