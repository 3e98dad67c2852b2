/** A one-page A4 PDF with a bold title and text lines in Helvetica (WinAnsi text, no downloads, no fonts). */
export function textPdf({ title, lines }: { title: string; lines: readonly string[] }): Buffer {
  const body = wrap(lines, 92)
  const content = [
    'BT',
    `/F2 18 Tf 56 780 Td (${escapePdf(title)}) Tj`,
    '/F1 11 Tf 0 -30 Td 15 TL',
    ...body.map((line) => `(${escapePdf(line)}) Tj T*`),
    'ET',
  ].join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ]
  let pdf = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'))
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(pdf, 'latin1')
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(pdf, 'latin1')
}

/** Escapes PDF string delimiters and keeps to Latin-1, which WinAnsi shares for letters such as þ, ð, æ. */
function escapePdf(text: string): string {
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
