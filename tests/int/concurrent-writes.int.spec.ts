import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { bootPayload } from './payload'

let payload: Payload

beforeAll(async () => {
  payload = await bootPayload()
})

describe('concurrent writes', () => {
  it('all succeed: writers wait for the lock instead of failing with SQLITE_BUSY', async () => {
    const writes = Array.from({ length: 40 }, (_, index) =>
      payload.create({
        collection: 'pages',
        data: { title: `Page ${index}`, path: `/concurrent-${index}`, _status: 'published' },
      }),
    )
    const results = await Promise.allSettled(writes)
    const failures = results.filter((result) => result.status === 'rejected')
    expect(failures.map((failure) => String(failure.reason))).toEqual([])
    const { totalDocs } = await payload.count({ collection: 'pages', where: { path: { like: 'concurrent-' } } })
    expect(totalDocs).toBe(40)
  })

  it('interleave with updates and reads after transactions without losing writes', async () => {
    const { docs } = await payload.find({ collection: 'pages', limit: 10, where: { path: { like: 'concurrent-' } } })
    await Promise.all(
      docs.map((doc, index) =>
        Promise.all([
          payload.update({ collection: 'pages', id: doc.id, data: { title: `Renamed ${index}` } }),
          payload.find({ collection: 'pages', limit: 1 }),
        ]),
      ),
    )
    const { totalDocs } = await payload.count({ collection: 'pages', where: { title: { like: 'Renamed' } } })
    expect(totalDocs).toBe(docs.length)
  })
})
