// Finding 6: `POST /v1/stat/view` counted every made-up fingerprint: 3,000 views in 14 s from one
// address.
import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { asAdmin } from './support/admin'
import { jsonOf, send } from './support/client'

/** The most views one address may add to the statistic in a day (src/domain/content/page-view.ts). */
const VIEWS_PER_ADDRESS = 300

async function pageHash(): Promise<{ hash: string; path: string }> {
  const answer = await send({ path: '/api/pages?limit=1&depth=0&where[path][equals]=/about' })
  const doc = jsonOf<{ docs?: { hash: string; path: string }[] }>(answer)?.docs?.[0]
  if (!doc) throw new Error('no /about page in the demo data')
  return doc
}

async function viewsOf(hash: string): Promise<number> {
  const answer = await asAdmin({ path: `/api/page-views?limit=100&depth=0&where[pageHash][equals]=${hash}` })
  return (jsonOf<{ docs?: { count: number }[] }>(answer)?.docs ?? []).reduce((sum, doc) => sum + doc.count, 0)
}

describe('page views', () => {
  it('counts made-up visitors from one address no more than the address cap', async () => {
    const { hash } = await pageHash()
    const before = await viewsOf(hash)
    const from = '127.0.6.1'
    let sent = 0
    for (let batch = 0; batch < 30; batch++) {
      await Promise.all(
        Array.from({ length: 100 }, async (_, index) => {
          const fingerprint = createHash('sha256').update(`fake-${batch}-${index}`).digest('hex')
          sent += 1
          const answer = await send({
            method: 'POST',
            path: '/v1/stat/view',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ fingerprint, hash }),
            from,
          })
          expect(answer.status).toBeLessThan(500)
        }),
      )
    }
    expect(sent).toBe(3000)
    expect((await viewsOf(hash)) - before).toBeLessThanOrEqual(VIEWS_PER_ADDRESS)
  })

  it('issues one address a limited number of visitor identities, and caps what they count', async () => {
    const { hash } = await pageHash()
    const before = await viewsOf(hash)
    const from = '127.0.6.3'
    const issued = await Promise.all(
      Array.from({ length: 400 }, () => send({ method: 'POST', path: '/v1/stat/visitor', from })),
    )
    expect(issued.some((answer) => answer.status === 429)).toBe(true)
    const visitors = issued.flatMap((answer) => jsonOf<{ data?: { visitor?: string } }>(answer)?.data?.visitor ?? [])
    for (const visitor of visitors) {
      await send({
        method: 'POST',
        path: '/v1/stat/view',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ fingerprint: visitor, hash }),
        from,
      })
    }
    expect((await viewsOf(hash)) - before).toBeLessThanOrEqual(VIEWS_PER_ADDRESS)
  })

  it('counts a visitor the server identified once per page and day', async () => {
    const { hash } = await pageHash()
    const before = await viewsOf(hash)
    const from = '127.0.6.2'
    const issued = await send({ method: 'POST', path: '/v1/stat/visitor', from })
    expect(issued.status).toBe(200)
    const visitor = jsonOf<{ data?: { visitor?: string } }>(issued)?.data?.visitor ?? ''
    for (let view = 0; view < 3; view++) {
      const answer = await send({
        method: 'POST',
        path: '/v1/stat/view',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ fingerprint: visitor, hash }),
        from,
      })
      expect(answer.status).toBe(200)
    }
    expect((await viewsOf(hash)) - before).toBe(1)
  })
})
