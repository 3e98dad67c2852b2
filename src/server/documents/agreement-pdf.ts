import 'server-only'

import PDFDocument from 'pdfkit'

import type { AgreementSection } from '@/domain/bookings/rental-agreement'

import { PDF_FONTS } from './pdf-fonts'

const MARGIN = 50
const THUMB = { width: 150, height: 112 } as const
const THUMB_GAP = 12
const SIGNATURE_BOX = { width: 240, height: 90 } as const

/** A photo printed under the condition at pickup: a thumbnail (JPEG) and its caption. */
export type AgreementPdfPhoto = { readonly jpeg: Buffer; readonly caption: string }

/**
 * The rental agreement as an A4 PDF in DejaVu Sans (embedded: þ, ð, æ, ö, ß and ä print in any
 * viewer): the company's logo, the title, the sections, the damage photos' thumbnails after the
 * condition at pickup, and the renter's signature after the signature section.
 */
export function agreementPdf(params: {
  title: string
  sections: readonly AgreementSection[]
  photosHeading: string
  photos: readonly AgreementPdfPhoto[]
  signature: Buffer | undefined
  logo?: Buffer | null | undefined
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
  const width = doc.page.width - 2 * MARGIN
  if (params.logo) {
    doc.image(params.logo, MARGIN, MARGIN, { fit: [170, 48] })
    doc.y = MARGIN + 60
  }
  doc.font('bold').fontSize(18).text(params.title, MARGIN, doc.y, { width })
  doc.moveDown(0.6)
  for (const section of params.sections) {
    // The signature stays on one page with its heading and statement.
    ensureRoom(doc, section.id === 'signature' && params.signature ? 90 + SIGNATURE_BOX.height : 60)
    doc.font('bold').fontSize(12).text(section.heading, MARGIN, doc.y, { width })
    doc.font('regular').fontSize(10.5)
    for (const line of section.lines) doc.text(line, MARGIN, doc.y, { width })
    doc.moveDown(0.7)
    if (section.id === 'condition' && params.photos.length) drawPhotos(doc, params.photosHeading, params.photos)
    if (section.id === 'signature' && params.signature) {
      ensureRoom(doc, SIGNATURE_BOX.height + 10)
      const top = doc.y
      doc.image(params.signature, MARGIN, top, { fit: [SIGNATURE_BOX.width, SIGNATURE_BOX.height] })
      doc
        .moveTo(MARGIN, top + SIGNATURE_BOX.height + 2)
        .lineTo(MARGIN + SIGNATURE_BOX.width, top + SIGNATURE_BOX.height + 2)
        .stroke('#555555')
      doc.y = top + SIGNATURE_BOX.height + 10
    }
  }
  doc.end()
  return done
}

/** The thumbnails in rows of three, each with its caption under it; a new page when a row does not fit. */
function drawPhotos(doc: PDFKit.PDFDocument, heading: string, photos: readonly AgreementPdfPhoto[]): void {
  ensureRoom(doc, THUMB.height + 50)
  doc.font('bold').fontSize(11).text(heading, MARGIN, doc.y)
  doc.moveDown(0.3)
  const perRow = 3
  for (let start = 0; start < photos.length; start += perRow) {
    ensureRoom(doc, THUMB.height + 36)
    const top = doc.y
    let rowBottom = top
    photos.slice(start, start + perRow).forEach((photo, column) => {
      const left = MARGIN + column * (THUMB.width + THUMB_GAP)
      doc.image(photo.jpeg, left, top, { fit: [THUMB.width, THUMB.height] })
      doc.rect(left, top, THUMB.width, THUMB.height).stroke('#999999')
      doc
        .font('regular')
        .fontSize(8)
        .text(photo.caption, left, top + THUMB.height + 3, { width: THUMB.width, height: 22, ellipsis: true })
      rowBottom = Math.max(rowBottom, doc.y)
    })
    doc.y = rowBottom + 8
  }
  doc.moveDown(0.5)
}

function ensureRoom(doc: PDFKit.PDFDocument, height: number): void {
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage()
}

function collect(doc: PDFKit.PDFDocument): Promise<Uint8Array> {
  const chunks: Buffer[] = []
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))))
    doc.on('error', reject)
  })
}
