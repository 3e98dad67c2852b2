import { describe, expect, it } from 'vitest'

import { pdfText } from '../../../tests/support/pdf-text'

import { renderPdf } from './pdf-document'

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1')

describe('renderPdf', () => {
  it('prints € and Icelandic letters as text a reader can copy', async () => {
    const text = await pdfText(
      await renderPdf({
        title: 'Leiguskírteini',
        sections: [
          { heading: 'Verð', lines: ['Bílaleiga: €258.30', 'Guðrún Jónsdóttir, Þórsmörk, Æðey, Ölfus, þæfing'] },
        ],
      }),
    )
    expect(text).toContain('Leiguskírteini')
    expect(text).toContain('Bílaleiga: €258.30')
    expect(text).toContain('Guðrún Jónsdóttir, Þórsmörk, Æðey, Ölfus, þæfing')
  })

  it('embeds DejaVu Sans with a Unicode map covering €, ð, þ, æ and ö', async () => {
    const pdf = latin1(
      await renderPdf({
        title: 'Leiguskírteini – Vegur',
        sections: [
          { heading: 'Verð', lines: ['Bílaleiga: €258.30', 'Guðrún Jónsdóttir, Þórsmörk, Æðey, Ölfus, þæfing'] },
        ],
        compress: false,
      }),
    )
    expect(pdf.startsWith('%PDF-')).toBe(true)
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/)
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans-Bold\b/)
    const unicodeMap = pdf.toLowerCase()
    for (const codePoint of ['20ac', '00f0', '00fe', '00e6', '00f6', '00de', '00c6', '00d6']) {
      expect(unicodeMap).toContain(`<${codePoint}>`)
    }
  })

  it('draws the QR code and breaks long text onto more pages', async () => {
    const withCode = latin1(
      await renderPdf({
        title: 'Voucher',
        sections: [{ lines: Array.from({ length: 120 }, (_, index) => `Line ${index + 1}`) }],
        code: { text: 'VGR-123456', caption: 'VGR-123456' },
        compress: false,
      }),
    )
    const plain = latin1(await renderPdf({ title: 'Voucher', sections: [{ lines: ['Line'] }], compress: false }))
    expect(withCode.match(/\/Type \/Page\b/g)?.length).toBeGreaterThanOrEqual(2)
    expect(plain.match(/\/Type \/Page\b/g)?.length).toBe(1)
    // Each dark module of the code is one rectangle (`re`); a page without a code draws none.
    expect(withCode.match(/ re\n/g)?.length ?? 0).toBeGreaterThan(100)
    expect(plain.match(/ re\n/g)?.length ?? 0).toBe(0)
  })
})
