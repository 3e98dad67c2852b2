import { describe, expect, it } from 'vitest'

import { fileKind, formatFileSize } from './file-size'

describe('formatFileSize', () => {
  it('uses megabytes with one decimal in the page language', () => {
    expect(formatFileSize(1.45 * 1024 * 1024, 'en')).toBe('1.5 MB')
    expect(formatFileSize(1.45 * 1024 * 1024, 'de')).toBe('1,5 MB')
  })

  it('uses whole kilobytes below one megabyte, and bytes below one kilobyte', () => {
    expect(formatFileSize(820 * 1024, 'en')).toBe('820 kB')
    expect(formatFileSize(512, 'en')).toBe('512 byte')
  })
})

describe('fileKind', () => {
  it('takes the extension, else the MIME subtype', () => {
    expect(fileKind({ filename: 'terms.pdf', mimeType: 'application/pdf' })).toBe('PDF')
    expect(fileKind({ filename: 'README', mimeType: 'text/plain' })).toBe('PLAIN')
    expect(fileKind({})).toBeNull()
  })
})
