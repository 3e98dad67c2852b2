// The one cms → server import, until the seed is handed its PDF renderer: the sample terms PDF is
// built with the vouchers' PDF builder (server/documents).
// eslint-disable-next-line boundaries/dependencies
import { renderPdf } from '@/server/documents/pdf-document'

/** A one-page A4 PDF with a bold title and text lines (the PDF builder the vouchers use). */
export async function textPdf({ title, lines }: { title: string; lines: readonly string[] }): Promise<Buffer> {
  return Buffer.from(await renderPdf({ title, sections: [{ lines }] }))
}
