import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

/** The text of every page of a PDF, as a reader's copy and paste would give it (pdf.js). */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  hideArrayExtensions()
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise
  const pages: string[] = []
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
  }
  await document.cleanup()
  return pages.join('\n')
}

/**
 * drizzle-kit (loaded by Payload's schema push in the integration tests) adds an enumerable
 * `Array.prototype.random`, which pdf.js refuses to run beside; it stays, only not enumerable.
 */
function hideArrayExtensions(): void {
  for (const key of Object.keys(Array.prototype)) {
    const descriptor = Object.getOwnPropertyDescriptor(Array.prototype, key)
    if (descriptor) Object.defineProperty(Array.prototype, key, { ...descriptor, enumerable: false })
  }
}
