import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { withRequestDeadline } from '@/cms/request-deadline'
import { withWriteTransaction } from '@/server/rental/db/write-transaction'

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

  it("a request queued behind another writer's keys answers BUSY at its deadline; the holder still commits", async () => {
    const key = `test:deadline:${Date.now()}`
    let letGo: () => void = () => undefined
    const gate = new Promise<void>((resolve) => (letGo = resolve))
    let held: () => void = () => undefined
    const isHeld = new Promise<void>((resolve) => (held = resolve))
    const holder = withWriteTransaction({ payload, lockKeys: [key] }, async ({ req }) => {
      held()
      await gate
      await payload.create({ collection: 'pages', req, data: { title: 'Held', path: '/concurrent-held' } })
      return { isOk: true, value: 'committed' }
    })
    await isHeld
    const started = performance.now()
    const queued = await withRequestDeadline(300, () =>
      withWriteTransaction({ payload, lockKeys: [key] }, async () => ({ isOk: true, value: 'ran' })),
    )
    const waitedMs = performance.now() - started
    letGo()
    expect(queued.isOk ? queued.value : queued.error.code).toBe('BUSY')
    expect(waitedMs).toBeGreaterThanOrEqual(250)
    expect(waitedMs).toBeLessThan(2_000)
    const done = await holder
    expect(done.isOk && done.value).toBe('committed')
    expect(
      (await payload.count({ collection: 'pages', where: { path: { equals: '/concurrent-held' } } })).totalDocs,
    ).toBe(1)
  })
})
