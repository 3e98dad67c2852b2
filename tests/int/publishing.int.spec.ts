import type { Payload, RequestContext } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { countPageView, newVisitorIdentity } from '@/server/stats/page-views'
import { issueVisitorIdentity } from '@/server/stats/visitor-identity'
import { editRedirectPath } from '@/server/toolbar/edit-redirect'

import { bootPayload } from './payload'

let payload: Payload

beforeAll(async () => {
  payload = await bootPayload()
})

const DRAFT_ONLY = 'vegur:draft-only:pages'

async function publishedPage(path: string) {
  return payload.create({ collection: 'pages', data: { title: 'Published', path, _status: 'published' } })
}

describe('publishing pages', () => {
  it('gives each page its own hash, kept on every save and not copied to a duplicate', async () => {
    const page = await publishedPage('/hash-check')
    expect(page.hash).toMatch(/^[0-9a-f]{16}$/)
    const saved = await payload.update({ collection: 'pages', id: page.id, data: { title: 'Again' } })
    expect(saved.hash).toBe(page.hash)
    const draft = await payload.update({ collection: 'pages', id: page.id, data: { title: 'Draft' }, draft: true })
    expect(draft.hash).toBe(page.hash)
    const copy = await payload.duplicate({ collection: 'pages', id: page.id, data: { path: '/hash-check-copy' } })
    expect(copy.hash).toMatch(/^[0-9a-f]{16}$/)
    expect(copy.hash).not.toBe(page.hash)
  })

  it('tells the cache hook that a draft (save draft, autosave) changes nothing visitors see, and a publish or unpublish does', async () => {
    const page = await publishedPage('/draft-flag')
    const draft: RequestContext = {}
    await payload.update({ collection: 'pages', id: page.id, data: { title: 'D' }, draft: true, context: draft })
    expect(draft[DRAFT_ONLY]).toBe(true)
    const autosave: RequestContext = {}
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { title: 'D2' },
      draft: true,
      autosave: true,
      context: autosave,
    })
    expect(autosave[DRAFT_ONLY]).toBe(true)
    const publish: RequestContext = {}
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { title: 'P', _status: 'published' },
      context: publish,
    })
    expect(publish[DRAFT_ONLY]).toBe(false)
    const unpublish: RequestContext = {}
    await payload.update({ collection: 'pages', id: page.id, data: { _status: 'draft' }, context: unpublish })
    expect(unpublish[DRAFT_ONLY]).toBe(false)
  })

  it('keeps a draft out of what visitors read until it is published', async () => {
    const page = await publishedPage('/draft-hidden')
    await payload.update({ collection: 'pages', id: page.id, data: { title: 'Draft title' }, draft: true })
    const visitor = await payload.findByID({ collection: 'pages', id: page.id, overrideAccess: false, draft: false })
    expect(visitor.title).toBe('Published')
    const editor = await payload.findByID({ collection: 'pages', id: page.id, draft: true })
    expect(editor.title).toBe('Draft title')
  })
})

describe('the toolbar edit link', () => {
  it('leads to the page with the hash, the list for a page gone, and nowhere for a malformed hash', async () => {
    const page = await publishedPage('/edit-link')
    expect(await editRedirectPath(payload, page.hash ?? null)).toBe(`/admin/collections/pages/${page.id}`)
    expect(await editRedirectPath(payload, 'ffffffffffffffff')).toBe('/admin/collections/pages')
    expect(await editRedirectPath(payload, 'model-4')).toBe('/admin/collections/car-categories/4')
    expect(await editRedirectPath(payload, '<script>')).toBeUndefined()
    // Edited from a German page, the admin opens on the German content; an unknown language is left out.
    expect(await editRedirectPath(payload, page.hash ?? null, 'de')).toBe(
      `/admin/collections/pages/${page.id}?locale=de`,
    )
    expect(await editRedirectPath(payload, 'model-4', 'xx')).toBe('/admin/collections/car-categories/4')
  })
})

describe('the page view statistic', () => {
  it('counts each visitor once per page and day, in one row per page hash and day', async () => {
    const page = await publishedPage('/counted')
    const hash = page.hash ?? ''
    const now = new Date('2026-11-24T12:00:00Z')
    const first = { fingerprint: issueVisitorIdentity(now), hash }
    const second = { fingerprint: issueVisitorIdentity(now), hash }
    const clientIp = '198.51.100.7'
    expect(await countPageView({ payload, view: first, clientIp, now })).toEqual({ counted: true })
    expect(await countPageView({ payload, view: first, clientIp, now })).toEqual({ counted: false })
    expect(await countPageView({ payload, view: second, clientIp, now })).toEqual({ counted: true })
    expect(await countPageView({ payload, view: first, clientIp, now: new Date('2026-11-25T08:00:00Z') })).toEqual({
      counted: true,
    })
    const { docs } = await payload.find({
      collection: 'page-views',
      where: { pageHash: { equals: hash } },
      sort: 'day',
    })
    expect(docs.map(({ day, count, path }) => ({ day, count: Number(count), path }))).toEqual([
      { day: '2026-11-24', count: 2, path: '/counted' },
      { day: '2026-11-25', count: 1, path: '/counted' },
    ])
  })

  it('counts nothing for a hash no published page has', async () => {
    const draft = await payload.create({
      collection: 'pages',
      data: { title: 'Hidden', path: '/not-counted' },
      draft: true,
    })
    const view = { fingerprint: issueVisitorIdentity(new Date()), hash: draft.hash ?? '' }
    expect(await countPageView({ payload, view, clientIp: '198.51.100.8', now: new Date() })).toBeUndefined()
  })

  it('counts only identities the server issued, and caps what one address adds', async () => {
    const page = await publishedPage('/capped')
    const hash = page.hash ?? ''
    const now = new Date()
    const madeUp = { fingerprint: `${'a'.repeat(40)}.${'b'.repeat(43)}`, hash }
    expect(await countPageView({ payload, view: madeUp, clientIp: '198.51.100.9', now })).toMatchObject({
      code: 'INVALID_REQUEST',
    })
    const results = []
    for (let visitor = 0; visitor < 310; visitor++) {
      const view = { fingerprint: issueVisitorIdentity(now), hash }
      results.push(await countPageView({ payload, view, clientIp: '198.51.100.10', now }))
    }
    expect(results.filter((result) => result && 'counted' in result && result.counted)).toHaveLength(300)
    expect(results.at(-1)).toMatchObject({ code: 'TOO_MANY_REQUESTS' })
    const identities = []
    for (let asked = 0; asked < 51; asked++)
      identities.push(await newVisitorIdentity({ clientIp: '198.51.100.11', now }))
    expect(identities.filter((issued) => 'visitor' in issued)).toHaveLength(50)
    expect(identities.at(-1)).toMatchObject({ code: 'TOO_MANY_REQUESTS' })
  })

  it('is readable by staff only', async () => {
    await expect(payload.find({ collection: 'page-views', overrideAccess: false })).rejects.toThrow()
  })
})
