import { describe, expect, it } from 'vitest'

import { isPdfDocument } from './pdf-document'

const bytes = (text: string) => new TextEncoder().encode(text)

describe('isPdfDocument', () => {
  it('takes a file with the signature, a cross-reference and the end marker', () => {
    const pdf = '%PDF-1.7\n1 0 obj <<>> endobj\nxref\n0 1\ntrailer <<>>\nstartxref\n9\n%%EOF\n'
    expect(isPdfDocument(bytes(pdf), bytes(pdf))).toBe(true)
  })

  it('refuses a file that only starts like a PDF, and one that does not', () => {
    expect(isPdfDocument(bytes('%PDF-1.7\nnot really'), bytes('%PDF-1.7\nnot really'))).toBe(false)
    expect(isPdfDocument(bytes('GIF89a'), bytes('xref %%EOF'))).toBe(false)
  })
})
