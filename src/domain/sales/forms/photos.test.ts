import { describe, expect, it } from 'vitest'

import { isAcceptedImageFormat, MAX_PHOTO_BYTES, MAX_PHOTOS, photoProblem } from './photos'

const photo = (size: number, name = 'car.jpg') => ({ name, size })

describe('photoProblem', () => {
  it('accepts up to 20 photos of at most 7 MB each', () => {
    expect(photoProblem(Array.from({ length: MAX_PHOTOS }, () => photo(MAX_PHOTO_BYTES)))).toBeNull()
    expect(photoProblem([])).toBeNull()
  })

  it('refuses a 21st photo', () => {
    expect(photoProblem(Array.from({ length: 21 }, () => photo(1000)))).toEqual({ code: 'TOO_MANY_PHOTOS', max: 20 })
  })

  it('refuses a photo one byte over 7 MB, naming it', () => {
    expect(photoProblem([photo(10), photo(MAX_PHOTO_BYTES + 1, 'big.jpg')])).toEqual({
      code: 'PHOTO_TOO_LARGE',
      name: 'big.jpg',
      maxMb: 7,
    })
  })

  it('reports too many photos before a too large one', () => {
    expect(photoProblem(Array.from({ length: 21 }, () => photo(8 * 1024 * 1024)))?.code).toBe('TOO_MANY_PHOTOS')
  })
})

describe('isAcceptedImageFormat', () => {
  it('takes photo formats and nothing else', () => {
    expect(isAcceptedImageFormat('jpeg')).toBe(true)
    expect(isAcceptedImageFormat('webp')).toBe(true)
    expect(isAcceptedImageFormat('svg')).toBe(false)
    expect(isAcceptedImageFormat('pdf')).toBe(false)
    expect(isAcceptedImageFormat(undefined)).toBe(false)
  })
})
