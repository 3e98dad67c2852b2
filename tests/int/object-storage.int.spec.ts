// Uploads kept in an S3-compatible bucket (ADR 023): a local s3rver stands in for the object store.
// The S3_* settings are read when the config loads, so they are set before Payload boots.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { LOCALES } from '@/i18n/locales'

import { bootPayload } from './payload'

const BUCKET = 'vegur-int'
const directory = mkdtempSync(path.join(tmpdir(), 'vegur-s3-int-'))
let server: S3rver
let payload: Payload

function filesInBucket(): string[] {
  return readdirSync(path.join(directory, BUCKET), { recursive: true, encoding: 'utf8' })
}

beforeAll(async () => {
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET }] })
  const { port } = await server.run()
  Object.assign(process.env, {
    S3_BUCKET: BUCKET,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  })
  payload = await bootPayload()
}, 120_000)

afterAll(async () => {
  await server?.close()
  rmSync(directory, { recursive: true, force: true })
})

async function png(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer()
}

describe('media in an S3-compatible bucket', () => {
  it('keeps an image with its sizes in the bucket, not on the disk, and its alt text in every language', async () => {
    const data = await png()
    const doc = await payload.create({
      collection: 'media',
      locale: 'en',
      data: { alt: 'A green car' },
      file: { data, mimetype: 'image/png', name: 'green-car.png', size: data.byteLength },
    })
    for (const locale of LOCALES.filter((code) => code !== 'en')) {
      await payload.update({ collection: 'media', id: doc.id, locale, data: { alt: `Green car (${locale})` } })
    }

    const stored = filesInBucket().filter((name) => name.includes('green-car'))
    expect(stored.some((name) => name.endsWith('green-car.png._S3rver_object'))).toBe(true)
    const german = await payload.findByID({ collection: 'media', id: doc.id, locale: 'de' })
    expect(german.alt).toBe('Green car (de)')
    expect(german.url).toMatch(/^\/api\/media\/file\/green-car/)
  })
})
