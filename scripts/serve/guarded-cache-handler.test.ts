import { describe, expect, it, vi } from 'vitest'

import { guardedHandler } from './guarded-cache-handler.mjs'

/** A store that answers, fails or stalls as the test says, and records the tags it expired. */
function fakeStore() {
  const state = { isDown: false, expired: [] as string[], entries: new Map<string, unknown>() }
  const failIfDown = () => {
    if (state.isDown) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })
  }
  return {
    state,
    store: {
      name: 'fake',
      get: vi.fn(async (key: string) => {
        failIfDown()
        return state.entries.get(key) ?? null
      }),
      set: vi.fn(async (key: string, value: unknown) => {
        failIfDown()
        state.entries.set(key, value)
      }),
      revalidateTag: vi.fn(async (tag: string) => {
        failIfDown()
        state.expired.push(tag)
      }),
      delete: vi.fn(async () => undefined),
    },
  }
}

describe('the shared cache guarded against its store failing', () => {
  it('passes reads, writes and expiries through while the store answers', async () => {
    const { state, store } = fakeStore()
    const guarded = guardedHandler(store, { log: () => {} })
    await guarded.set('page', { html: 'x' }, {})
    expect(await guarded.get('page', { implicitTags: [] })).toEqual({ html: 'x' })
    await guarded.revalidateTag('pages')
    expect(state.expired).toEqual(['pages'])
  })

  it('skips writes while the store is down, asking it again only after a pause, with one log line', async () => {
    const { state, store } = fakeStore()
    let now = 0
    const log = vi.fn()
    const guarded = guardedHandler(store, { now: () => now, log, offForMs: 5000 })
    state.entries.set('page', { html: 'old' })
    state.isDown = true
    // Never read here: nothing to answer from.
    expect(await guarded.get('page', { implicitTags: [] })).toBeNull()
    expect(await guarded.get('page', { implicitTags: [] })).toBeNull()
    await guarded.set('page', { html: 'new' }, {})
    expect(store.get).toHaveBeenCalledTimes(1)
    expect(store.set).not.toHaveBeenCalled()
    now = 6000
    // Asked again, still down: the page this server wrote meanwhile is answered from its mirror.
    expect(await guarded.get('page', { implicitTags: [] })).toEqual({ html: 'new' })
    expect(store.get).toHaveBeenCalledTimes(2)
    expect(log).toHaveBeenCalledTimes(1)
    expect(String(log.mock.calls[0]?.[0])).toContain('ECONNREFUSED')
  })

  it('expires the tags it could not expire before it reads from the store again', async () => {
    const { state, store } = fakeStore()
    let now = 0
    const guarded = guardedHandler(store, { now: () => now, log: () => {}, offForMs: 5000 })
    state.entries.set('page', { html: 'old' })
    state.isDown = true
    await guarded.revalidateTag('pages')
    await guarded.revalidateTag('fleet')
    expect(state.expired).toEqual([])
    state.isDown = false
    now = 6000
    const readsBefore = store.get.mock.invocationCallOrder.length
    await guarded.get('page', { implicitTags: [] })
    expect(state.expired).toEqual(['pages', 'fleet'])
    expect(store.revalidateTag.mock.invocationCallOrder.at(-1)).toBeLessThan(
      store.get.mock.invocationCallOrder[readsBefore] ?? Infinity,
    )
  })

  it('answers what it last read while the store is down, so a slow Redis sends no page to be rendered', async () => {
    const { state, store } = fakeStore()
    const guarded = guardedHandler(store, { log: () => {} })
    const page = { html: 'kept', lastModified: 1, tags: ['pages'] }
    state.entries.set('page', page)
    expect(await guarded.get('page', { implicitTags: [] })).toEqual(page)
    state.isDown = true
    expect(await guarded.get('page', { implicitTags: [] })).toEqual(page)
  })

  it('forgets what the store no longer has, and what a tag expired meanwhile', async () => {
    const { state, store } = fakeStore()
    let now = 100
    const guarded = guardedHandler(store, { now: () => now, log: () => {}, offForMs: 5000 })
    state.entries.set('gone', { html: 'a', lastModified: 1, tags: [] })
    state.entries.set('tagged', { html: 'b', lastModified: 1, tags: ['fleet'] })
    state.entries.set('path', { html: 'c', lastModified: 1, tags: [] })
    for (const key of ['gone', 'tagged', 'path']) await guarded.get(key, { implicitTags: [] })
    // Expired on another server: the store misses it, so the mirror must not answer it later.
    state.entries.delete('gone')
    expect(await guarded.get('gone', { implicitTags: [] })).toBeNull()
    state.isDown = true
    await guarded.revalidateTag('fleet')
    now = 200
    await guarded.revalidateTag('_N_T_/en/about')
    expect(await guarded.get('gone', { implicitTags: [] })).toBeNull()
    expect(await guarded.get('tagged', { implicitTags: [] })).toBeNull()
    expect(await guarded.get('path', { implicitTags: ['_N_T_/en/about'] })).toBeNull()
  })

  it('keeps its mirror within its size: the oldest entry goes first', async () => {
    const { state, store } = fakeStore()
    state.isDown = true
    const guarded = guardedHandler(store, { log: () => {}, mirrorMaxBytes: 1000 })
    await guarded.set('big', { html: 'x'.repeat(600), lastModified: 1, tags: [] }, {})
    await guarded.set('bigger', { html: 'y'.repeat(600), lastModified: 1, tags: [] }, {})
    expect(await guarded.get('big', { implicitTags: [] })).toBeNull()
    expect(await guarded.get('bigger', { implicitTags: [] })).toMatchObject({ html: 'y'.repeat(600) })
  })
})
