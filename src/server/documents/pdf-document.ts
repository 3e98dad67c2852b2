import PDFDocument from 'pdfkit'
import QRCode from 'qrcode'

import { PDF_FONTS } from './pdf-fonts'

/** One section of a PDF: an optional bold heading and its paragraphs. */
export type PdfSection = { readonly heading?: string | undefined; readonly lines: readonly string[] }

/** A code printed as a QR code in the top right corner, with a caption under it. */
export type PdfCode = { readonly text: string; readonly caption: string }

const MARGIN = 56
const QR_SIZE = 96
const LOGO_BOX = { width: 170, height: 48 } as const

/**
 * An A4 PDF in DejaVu Sans (embedded, so any Unicode letter prints): an optional logo and QR code,
 * a bold title, then sections with bold headings, on as many pages as the text needs.
 * `compress: false` keeps the streams readable for tests.
 */
export async function renderPdf(params: {
  title: string
  sections: readonly PdfSection[]
  logo?: Buffer | null | undefined
  code?: PdfCode | undefined
  compress?: boolean | undefined
}): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: params.compress ?? true,
    info: { Title: params.title },
    font: PDF_FONTS.regular,
  })
  doc.registerFont('regular', PDF_FONTS.regular)
  doc.registerFont('bold', PDF_FONTS.bold)
  const done = collect(doc)
  const textWidth = doc.page.width - 2 * MARGIN - (params.code ? QR_SIZE + 16 : 0)
  if (params.logo) {
    doc.image(params.logo, MARGIN, MARGIN, { fit: [LOGO_BOX.width, LOGO_BOX.height] })
    doc.y = MARGIN + LOGO_BOX.height + 12
  }
  if (params.code) await drawCode(doc, params.code)
  doc.font('bold').fontSize(18).text(params.title, MARGIN, doc.y, { width: textWidth })
  doc.moveDown(0.8)
  if (params.code) doc.y = Math.max(doc.y, MARGIN + QR_SIZE + 28)
  for (const section of params.sections) {
    if (section.heading) doc.font('bold').fontSize(12).text(section.heading, MARGIN)
    doc.font('regular').fontSize(11)
    for (const line of section.lines) doc.text(line, MARGIN, doc.y, { width: doc.page.width - 2 * MARGIN })
    doc.moveDown(0.8)
  }
  doc.end()
  return done
}

/** The QR code's dark modules as filled squares, right-aligned at the top, with its caption. */
async function drawCode(doc: PDFKit.PDFDocument, code: PdfCode): Promise<void> {
  const { modules } = QRCode.create(code.text, { errorCorrectionLevel: 'M' })
  const cell = QR_SIZE / modules.size
  const left = doc.page.width - MARGIN - QR_SIZE
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) doc.rect(left + column * cell, MARGIN + row * cell, cell, cell)
    }
  }
  doc.fill('#000000')
  const y = doc.y
  doc
    .font('regular')
    .fontSize(8)
    .text(code.caption, left - 24, MARGIN + QR_SIZE + 4, { width: QR_SIZE + 24, align: 'right' })
  doc.y = y
}

function collect(doc: PDFKit.PDFDocument): Promise<Uint8Array> {
  const chunks: Buffer[] = []
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))))
    doc.on('error', reject)
  })
}
