import { createHash, randomBytes } from 'node:crypto'
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
  /** The booking effect sending it: its file name comes from the key, and its row is unique by it. */
  effectKey?: string | undefined
  now: Date
}): Promise<void> {
  const { effectKey } = params
  // One file per effect, whatever the try: a try after a crash between the file and its row
  // writes the same file again instead of leaving a second one.
  const name = effectKey
    ? `${params.kind}-${createHash('sha256').update(effectKey).digest('hex').slice(0, 24)}`
    : `${params.now.toISOString().replace(/[:.]/g, '-')}-${params.kind}-${randomBytes(4).toString('hex')}`
  const filePath = path.join(params.folder, `${name}.eml`)
  await mkdir(params.folder, { recursive: true })
  await writeFile(filePath, params.raw)
  await params.payload.create({
    collection: 'outbox-messages',
    data: {
      to: params.to,
      subject: params.subject,
      kind: params.kind,
      booking: params.bookingId,
      filePath,
      effectKey: effectKey ?? null,
    },
    depth: 0,
  })
}

/** Whether the outbox already keeps the message of this booking effect (sent by an earlier try). */
export async function isInOutbox(payload: Payload, effectKey: string): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'outbox-messages',
    where: { effectKey: { equals: effectKey } },
  })
  return totalDocs > 0
}
