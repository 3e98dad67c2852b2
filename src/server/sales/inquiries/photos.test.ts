import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { cleanPhotos, reencode } from './photos'

async function phonePhoto(format: 'jpeg' | 'png' | 'webp' = 'jpeg'): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: '#0a0' } })
    .toFormat(format)
    .withExif({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '64/1 8/1 0/1' } })
    .toBuffer()
}

describe('reencode', () => {
  it('turns a photo into a JPEG without EXIF (GPS gone), same size', async () => {
    const input = await phonePhoto()
    expect((await sharp(input).metadata()).exif).toBeDefined()
    const output = await reencode(input)
    const metadata = await sharp(output).metadata()
    expect(metadata).toMatchObject({ format: 'jpeg', width: 40, height: 30 })
    expect(metadata.exif).toBeUndefined()
  })

  it('takes PNG and WebP as well', async () => {
    expect(await reencode(await phonePhoto('png'))).toBeInstanceOf(Buffer)
    expect(await reencode(await phonePhoto('webp'))).toBeInstanceOf(Buffer)
  })

  it('refuses what is not a photo: text, SVG, a truncated JPEG', async () => {
    expect(await reencode(Buffer.from('hello'))).toBeUndefined()
    expect(
      await reencode(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>')),
    ).toBeUndefined()
    const jpeg = await phonePhoto()
    expect(await reencode(jpeg.subarray(0, 40))).toBeUndefined()
  })
})

describe('cleanPhotos', () => {
  it('names the file that is not a photo', async () => {
    const good = new File([new Uint8Array(await phonePhoto())], 'a.jpg')
    const bad = new File(['%PDF-1.4'], 'b.jpg')
    expect(await cleanPhotos([good, bad])).toMatchObject({
      isOk: false,
      error: { code: 'NOT_AN_IMAGE', params: { name: 'b.jpg' } },
    })
    const clean = await cleanPhotos([good])
    expect(clean.isOk && clean.value.map((photo) => photo.name)).toEqual(['trade-in-1.jpg'])
  })
})
