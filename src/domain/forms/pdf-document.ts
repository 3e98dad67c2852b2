/** How much of a file's start and end the PDF check reads. */
export const PDF_PROBE_BYTES = 1024

/**
 * Whether a file is a PDF document by its content: it starts with the `%PDF-` signature and its
 * last kilobyte holds the cross-reference (`xref`) and the `%%EOF` marker, as every complete PDF
 * does. The same rule Payload applies when the file is stored, so a file that fails it is refused
 * (415) before anything of its form is kept.
 */
export function isPdfDocument(head: Uint8Array, tail: Uint8Array): boolean {
  const start = new TextDecoder('latin1').decode(head.subarray(0, 8))
  const end = new TextDecoder('latin1').decode(tail.subarray(Math.max(0, tail.byteLength - PDF_PROBE_BYTES)))
  return start.startsWith('%PDF-') && end.includes('%%EOF') && end.includes('xref')
}
