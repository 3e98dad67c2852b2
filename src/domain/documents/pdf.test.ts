import { describe, expect, it } from 'vitest'

import { escapePdf, textPdf } from './pdf'

const latin1 = (bytes: Uint8Array) => String.fromCharCode(...bytes)

describe('textPdf', () => {
  it('writes a valid PDF 1.4 with a correct cross-reference table', () => {
    const text = latin1(textPdf({ title: 'Voucher ÞÓR', sections: [{ heading: 'Booking', lines: ['VG-100001'] }] }))
    expect(text.startsWith('%PDF-1.4\n')).toBe(true)
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true)
    expect(text).toContain('(Voucher \u00deÓR) Tj')
    const startxref = Number(/startxref\n(\d+)/.exec(text)?.[1])
    expect(text.slice(startxref, startxref + 4)).toBe('xref')
    const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]))
    offsets.forEach((offset, index) => expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true))
  })

  it('adds pages when the text does not fit on one', () => {
    const lines = Array.from({ length: 120 }, (_, at) => `Line ${at}`)
    const text = latin1(textPdf({ title: 'Long', sections: [{ lines }] }))
    expect(text).toMatch(/\/Count 3 >>/)
    expect(text).toContain('(Line 119) Tj')
  })

  it('escapes delimiters and replaces what WinAnsi cannot show', () => {
    expect(escapePdf('a (b) \\ c – 李')).toBe('a \\(b\\) \\\\ c - ?')
  })
})
