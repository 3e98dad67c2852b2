import { textPdf as buildTextPdf } from '../../domain/documents/pdf'

/** A one-page A4 PDF with a bold title and text lines (the shared builder in src/domain/documents). */
export function textPdf({ title, lines }: { title: string; lines: readonly string[] }): Buffer {
  return Buffer.from(buildTextPdf({ title, sections: [{ lines }] }))
}
