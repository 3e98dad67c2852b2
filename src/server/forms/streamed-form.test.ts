import { existsSync, readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { domainError } from '@/domain/errors/errors'

import { readStreamedForm, type FormLimits } from './streamed-form'

const LIMITS: FormLimits = {
  maxBytes: 64 * 1024,
  maxFiles: 2,
  maxFileBytes: 1024,
  keepsFilesOf: (field) => field === 'photos',
  tooManyFiles: (max) => domainError('TOO_MANY_FILES', { max }),
  fileTooLarge: (name) => domainError('FILE_TOO_LARGE', { name, maxMb: 7 }),
}

function formRequest(entries: [string, string | File][], headers: Record<string, string> = {}): Request {
  const form = new FormData()
  for (const [name, value] of entries) form.append(name, value)
  return new Request('http://x/v1/form', { method: 'POST', body: form, headers })
}

describe('readStreamedForm', () => {
  it('reads the fields and keeps the files of accepted fields in temporary files, until disposed', async () => {
    const read = await readStreamedForm(
      formRequest([
        ['name', 'Guðrún'],
        ['name', 'second'],
        ['photos', new File(['abc'], 'a.jpg')],
        ['other', new File(['zzz'], 'b.jpg')],
        ['photos', new File([], '')],
      ]),
      { ...LIMITS, maxFiles: 3 },
    )
    if (!read.isOk) throw new Error(read.error.message)
    expect(read.value.fields).toEqual({ name: 'Guðrún' })
    expect(read.value.uploads.map(({ field, name, size }) => ({ field, name, size }))).toEqual([
      { field: 'photos', name: 'a.jpg', size: 3 },
    ])
    const [upload] = read.value.uploads
    expect(readFileSync(upload?.path ?? '', 'utf8')).toBe('abc')
    await read.value.dispose()
    expect(existsSync(upload?.path ?? '')).toBe(false)
  })

  it('refuses one file more than the form allows, in any field', async () => {
    const file = () => new File(['x'], 'x.png')
    const read = await readStreamedForm(
      formRequest([
        ['other', file()],
        ['photos', file()],
        ['photos', file()],
      ]),
      LIMITS,
    )
    expect(read).toMatchObject({ isOk: false, error: { code: 'TOO_MANY_FILES', params: { max: 2 } } })
  })

  it('refuses a file over its size, a field over 16 kB and a body over the limit', async () => {
    expect(
      await readStreamedForm(formRequest([['photos', new File(['x'.repeat(2000)], 'big.jpg')]]), LIMITS),
    ).toMatchObject({
      isOk: false,
      error: { code: 'FILE_TOO_LARGE', params: { name: 'big.jpg' } },
    })
    expect(await readStreamedForm(formRequest([['comment', 'x'.repeat(20_000)]]), LIMITS)).toMatchObject({
      isOk: false,
      error: { code: 'REQUEST_TOO_LARGE' },
    })
    const many = Array.from({ length: 40 }, (_, index): [string, string] => [`f${index}`, 'x'.repeat(10_000)])
    expect(await readStreamedForm(formRequest(many), LIMITS)).toMatchObject({
      isOk: false,
      error: { code: 'REQUEST_TOO_LARGE' },
    })
    expect(
      await readStreamedForm(formRequest([['a', 'b']], { 'content-length': String(10 * 1024 * 1024) }), LIMITS),
    ).toMatchObject({ isOk: false, error: { code: 'REQUEST_TOO_LARGE' } })
  })

  it('stops a text field still being sent once the text of the form passes its room', async () => {
    let sent = 0
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0)
          controller.enqueue(new TextEncoder().encode('--zz\r\nContent-Disposition: form-data; name="comment"\r\n\r\n'))
        else if (sent < 4 * 1024 * 1024) controller.enqueue(new Uint8Array(64 * 1024).fill(97))
        sent += 64 * 1024
      },
    })
    const request = new Request('http://x', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=zz' },
      body: endless,
      duplex: 'half',
    } as RequestInit)
    expect(await readStreamedForm(request, { ...LIMITS, maxBytes: 200 * 1024 * 1024 })).toMatchObject({
      isOk: false,
      error: { code: 'REQUEST_TOO_LARGE' },
    })
  })

  it('reads url-encoded forms and refuses other bodies', async () => {
    const encoded = new Request('http://x', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.is&car_id=3',
    })
    const read = await readStreamedForm(encoded, LIMITS)
    expect(read.isOk && read.value.fields).toEqual({ email: 'a@b.is', car_id: '3' })
    const json = new Request('http://x', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    expect(await readStreamedForm(json, LIMITS)).toMatchObject({ isOk: false, error: { code: 'BAD_REQUEST' } })
    const broken = new Request('http://x', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=zz' },
      body: '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end',
    })
    expect((await readStreamedForm(broken, LIMITS)).isOk).toBe(false)
  })
})
