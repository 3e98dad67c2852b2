import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import type { Upload } from '@/server/forms/streamed-form'

import { cleanPhotos, reencode } from './photos'

async function phonePhoto(format: 'jpeg' | 'png' | 'webp' = 'jpeg'): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: '#0a0' } })
    .toFormat(format)
    .withExif({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '64/1 8/1 0/1' } })
    .toBuffer()
}

const folder = mkdtempSync(path.join(tmpdir(), 'photos-test-'))
function upload(name: string, data: Buffer | string): Upload {
  const file = path.join(folder, `${name}.upload`)
  writeFileSync(file, data)
  return { field: 'photos', name, path: file, size: Buffer.byteLength(data) }
}

describe('reencode', () => {
  it('turns a photo into a JPEG without EXIF (GPS gone), same size', async () => {
    const input = await phonePhoto()
    expect((await sharp(input).metadata()).exif).toBeDefined()
    const output = await reencode(input)
    if (!output.isOk) throw new Error(output.error)
    const metadata = await sharp(output.value).metadata()
    expect(metadata).toMatchObject({ format: 'jpeg', width: 40, height: 30 })
    expect(metadata.exif).toBeUndefined()
  })

  it('takes PNG and WebP as well, from a file too', async () => {
    expect((await reencode(await phonePhoto('png'))).isOk).toBe(true)
    expect((await reencode(upload('w.webp', await phonePhoto('webp')).path)).isOk).toBe(true)
  })

  it('refuses what is not a photo: text, SVG, a truncated JPEG', async () => {
    expect(await reencode(Buffer.from('hello'))).toEqual({ isOk: false, error: 'not-a-photo' })
    expect(await reencode(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>'))).toEqual({
      isOk: false,
      error: 'not-a-photo',
    })
    const jpeg = await phonePhoto()
    expect((await reencode(jpeg.subarray(0, 40))).isOk).toBe(false)
  })

  it('refuses more than 50 megapixels from the header, without decoding', async () => {
    const huge = await sharp({ create: { width: 8000, height: 7400, channels: 3, background: '#888' } })
      .png()
      .toBuffer()
    const started = performance.now()
    expect(await reencode(huge)).toEqual({ isOk: false, error: 'too-many-pixels' })
    expect(performance.now() - started).toBeLessThan(3000)
  })

  it('decodes one photo at a time, in the order they came', async () => {
    const photo = await phonePhoto()
    const results = await Promise.all(Array.from({ length: 6 }, () => reencode(photo)))
    expect(results.every((result) => result.isOk)).toBe(true)
  })
})

describe('cleanPhotos', () => {
  it('names the file that is not a photo, or has too many pixels', async () => {
    const good = upload('a.jpg', await phonePhoto())
    expect(await cleanPhotos([good, upload('b.jpg', '%PDF-1.4')])).toMatchObject({
      isOk: false,
      error: { code: 'NOT_AN_IMAGE', params: { name: 'b.jpg' } },
    })
    const huge = await sharp({ create: { width: 8000, height: 7400, channels: 3, background: '#888' } })
      .png()
      .toBuffer()
    expect(await cleanPhotos([good, upload('huge.png', huge)])).toMatchObject({
      isOk: false,
      error: { code: 'PHOTO_TOO_MANY_PIXELS', params: { name: 'huge.png', maxMegapixels: 50 } },
    })
    const clean = await cleanPhotos([good])
    expect(clean.isOk && clean.value.map((photo) => photo.name)).toEqual(['trade-in-1.jpg'])
  })
})
