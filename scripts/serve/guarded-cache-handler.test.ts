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

  it('misses and skips writes while the store is down, asking it again only after a pause, with one log line', async () => {
    const { state, store } = fakeStore()
    let now = 0
    const log = vi.fn()
    const guarded = guardedHandler(store, { now: () => now, log, offForMs: 5000 })
    state.entries.set('page', { html: 'old' })
    state.isDown = true
    expect(await guarded.get('page', { implicitTags: [] })).toBeNull()
    expect(await guarded.get('page', { implicitTags: [] })).toBeNull()
    await guarded.set('page', { html: 'new' }, {})
    expect(store.get).toHaveBeenCalledTimes(1)
    expect(store.set).not.toHaveBeenCalled()
    now = 6000
    expect(await guarded.get('page', { implicitTags: [] })).toBeNull()
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
})
