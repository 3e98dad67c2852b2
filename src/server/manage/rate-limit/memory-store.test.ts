import { describe, expect, it } from 'vitest'

import { createMemoryFailureStore } from './memory-store'

describe('in-process failure store', () => {
  it('counts failures inside the window only and forgets on clear', async () => {
    const store = createMemoryFailureStore()
    const window = 1000
    await store.record('k', 0, window)
    await store.record('k', 500, window)
    expect(await store.count('k', 900, window)).toBe(2)
    expect(await store.count('k', 1200, window)).toBe(1)
    expect(await store.count('other', 900, window)).toBe(0)
    await store.clear('k')
    expect(await store.count('k', 900, window)).toBe(0)
  })
})
