import { describe, expect, it } from 'vitest'

import { serializeJsonLd, structuredDataOf } from './json-ld'

describe('serializeJsonLd', () => {
  it('escapes characters that could close the script element', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>', note: 'A & B' })
    expect(json).not.toContain('<')
    expect(json).not.toContain('>')
    expect(json).toBe(
      '{"name":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e","note":"A \\u0026 B"}',
    )
  })

  it('stays valid JSON with the same value', () => {
    const value = { '@context': 'https://schema.org', '@type': 'Organization', name: 'Vegur <ehf> \u2028' }
    expect(JSON.parse(serializeJsonLd(value))).toEqual(value)
  })
})

describe('structuredDataOf', () => {
  it('keeps objects and non-empty arrays', () => {
    expect(structuredDataOf({ '@type': 'FAQPage' })).toEqual({ '@type': 'FAQPage' })
    expect(structuredDataOf([{ '@type': 'A' }])).toEqual([{ '@type': 'A' }])
  })

  it('parses a JSON string', () => {
    expect(structuredDataOf('{"@type":"Place"}')).toEqual({ '@type': 'Place' })
  })

  it('drops empty, primitive and malformed values', () => {
    for (const value of [null, undefined, 3, true, '', 'not json', '"text"', {}, []]) {
      expect(structuredDataOf(value)).toBeNull()
    }
  })
})
