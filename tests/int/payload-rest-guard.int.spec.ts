import { readdir, rm } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET, HEAD, OPTIONS, POST } from '@/app/(payload)/api/[...slug]/route'
import { env } from '@/env'

import { bootPayload } from './payload'

/**
 * Requests any visitor can send to the CMS's REST API with values of the wrong kind answered 500
 * (the database driver threw); an e-mail and password of 50 MB were read and parsed whole.
 */

const SITE = new URL(env.SITE_URL).origin
let payload: Payload
let mediaFile = ''

function call(handler: typeof HEAD, pathAndQuery: string, init: RequestInit = {}) {
  const url = new URL(`/api/${pathAndQuery}`, SITE)
  const slug = url.pathname.slice('/api/'.length).split('/').map(decodeURIComponent)
  return handler(new Request(url, init), { params: Promise.resolve({ slug }) })
}

beforeAll(async () => {
  payload = await bootPayload()
  const data = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#333' } })
    .png()
    .toBuffer()
  const media = await payload.create({
    collection: 'media',
    data: { alt: 'A test picture' },
    file: { data, mimetype: 'image/png', name: 'guard-test.png', size: data.byteLength },
  })
  mediaFile = media.filename ?? ''
})

describe('the REST guard', () => {
  it('answers ids that are no ids 404 and wrong-kind where values 400, with a message', async () => {
    for (const [query, status] of [
      ['pages/abc', 404],
      ['vehicles-for-sale/1.5', 404],
      ['pages/versions/abc', 404],
      ['pages?where[id][in]=abc', 400],
      ['pages?where[createdAt][greater_than]=notadate', 400],
      ['vehicles-for-sale?where[price][near]=1,2,3', 400],
      ['vehicles-for-sale?where[brand][equals][x]=1', 400],
      ['vehicles-for-sale?where=abc', 400],
      ['vehicles-for-sale?where[specification.year][in]=old', 400],
      ['payload-migrations', 404],
    ] as const) {
      const response = await call(GET, query)
      expect(response.status, query).toBe(status)
      const body = (await response.json()) as { errors?: { message?: string }[] }
      expect(body.errors?.[0]?.message, query).toEqual(expect.any(String))
    }
  })

  it("passes the admin's preference keys to Payload (they are no ids: `locale:0`)", async () => {
    const response = await call(GET, 'payload-preferences/locale:0')
    expect(response.status).not.toBe(404)
  })

  it('answers the migrations of Payload 404, whatever the method', async () => {
    for (const handler of [GET, OPTIONS]) expect((await call(handler, 'payload-migrations/1')).status).toBe(404)
  })

  it('lets ordinary reads through', async () => {
    for (const query of [
      'pages?limit=1',
      'pages/count',
      'vehicles-for-sale?where[price][greater_than]=1000',
      'media?where[id][in]=1,2',
    ]) {
      expect((await call(GET, query)).status, query).toBe(200)
    }
  })

  it('answers HEAD of a media file as GET does, without the body', async () => {
    const got = await call(GET, `media/file/${mediaFile}`)
    const head = await call(HEAD, `media/file/${mediaFile}`)
    expect(head.status).toBe(200)
    expect(head.headers.get('content-type')).toBe(got.headers.get('content-type'))
    expect(head.headers.get('content-type')).toMatch(/^image\//)
    expect(await head.arrayBuffer()).toHaveProperty('byteLength', 0)
    expect((await call(HEAD, 'media/file/no-such-file.png')).status).toBe(404)
  })

  it('answers a file missing from the disk 404 and a prefix that is not the file’s 403', async () => {
    expect((await call(GET, `media/file/${mediaFile}`)).status).toBe(200)
    expect((await call(GET, `media/file/${mediaFile}?prefix=media`)).status).toBe(200)
    // Media keep a storage prefix (ADR 023): Payload looks the file up under the prefix asked for,
    // so another one (or a path out of the folder) finds no file of that name there.
    expect((await call(GET, `media/file/${mediaFile}?prefix=..`)).status).toBe(403)
    expect((await call(GET, 'media/file/no-such-file.png')).status).toBe(404)
    const folder = path.join(env.DATA_DIR, 'media')
    for (const name of (await readdir(folder)).filter((file) => file.startsWith('guard-test'))) {
      await rm(path.join(folder, name))
    }
    expect((await call(GET, `media/file/${mediaFile}`)).status).toBe(404)
  })

  it('refuses a large login or password reset before reading it', async () => {
    for (const operation of ['users/login', 'users/forgot-password']) {
      const response = await call(POST, operation, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(50 * 1024 * 1024), origin: SITE },
        body: JSON.stringify({ email: 'a@b.is', password: 'x' }),
      })
      expect(response.status, operation).toBe(413)
    }
    const chunked = await call(POST, 'users/forgot-password', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: SITE },
      body: JSON.stringify({ email: `${'a'.repeat(40_000)}@b.is` }),
    })
    expect(chunked.status).toBe(413)
  })

  it('answers multipart bodies it cannot parse 400', async () => {
    for (const [type, body] of [
      ['multipart/form-data', 'no boundary at all'],
      ['multipart/form-data; boundary=zz', '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end'],
    ]) {
      const response = await call(POST, 'media', {
        method: 'POST',
        headers: { 'content-type': type ?? '', origin: SITE },
        body,
      })
      expect(response.status, body).toBe(400)
    }
  })

  it('still takes a password reset of ordinary size', async () => {
    const response = await call(POST, 'users/forgot-password', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: SITE },
      body: JSON.stringify({ email: 'nobody@example.com' }),
    })
    expect(response.status).toBe(200)
  })
})
