import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'

import type { OutboxMessage } from '@/payload-types'

/**
 * Writes one e-mail (the full MIME message) as an .eml file into `folder` and lists it in the
 * admin's outbox-messages collection.
 */
export async function storeInOutbox(params: {
  payload: Payload
  folder: string
  raw: Buffer
  to: string
  subject: string
  kind: OutboxMessage['kind']
  bookingId?: number
  now: Date
}): Promise<void> {
  const stamp = params.now.toISOString().replace(/[:.]/g, '-')
  const filePath = path.join(params.folder, `${stamp}-${params.kind}-${randomBytes(4).toString('hex')}.eml`)
  await mkdir(params.folder, { recursive: true })
  await writeFile(filePath, params.raw)
  await params.payload.create({
    collection: 'outbox-messages',
    data: { to: params.to, subject: params.subject, kind: params.kind, booking: params.bookingId, filePath },
    depth: 0,
  })
}
