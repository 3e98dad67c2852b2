import { describe, expect, it } from 'vitest'

import { mergeErrorTexts, unknownPlaceholders } from './error-texts'
import { ERROR_CATALOGUE, type ErrorCode } from './errors'

const FILES = Object.fromEntries(
  Object.entries(ERROR_CATALOGUE).map(([code, { message }]) => [code, `file: ${message}`]),
) as Record<ErrorCode, string>

describe('mergeErrorTexts', () => {
  it("takes the editors' text where there is one, else the message file's", () => {
    const merged = mergeErrorTexts(FILES, {
      CAR_NOT_FOUND: 'Sold, sorry!',
      BOOKING_NOT_FOUND: '  ',
      FORM_NOT_FOUND: null,
    })
    expect(merged.CAR_NOT_FOUND).toBe('Sold, sorry!')
    expect(merged.BOOKING_NOT_FOUND).toBe(FILES.BOOKING_NOT_FOUND)
    expect(merged.FORM_NOT_FOUND).toBe(FILES.FORM_NOT_FOUND)
    expect(Object.keys(merged).sort()).toEqual(Object.keys(ERROR_CATALOGUE).sort())
  })
})

describe('unknownPlaceholders', () => {
  it('accepts the placeholders the error fills and names the others', () => {
    expect(unknownPlaceholders('HTTP_ERROR', 'Villa {status} ({statusText})')).toEqual([])
    expect(unknownPlaceholders('PHOTO_TOO_LARGE', '{nmae} is over {maxMb} MB')).toEqual(['nmae'])
    expect(unknownPlaceholders('CAR_NOT_FOUND', 'Gone {id}')).toEqual(['id'])
  })
})
