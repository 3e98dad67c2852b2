import { describe, expect, it, vi } from 'vitest'

import { lazyResolver } from './lazy-resolver'

const options = { fields: {}, shouldUseNativeValidation: false }

function counted() {
  const inner = vi.fn(async (values: { name: string }) => ({ values, errors: {} }))
  const load = vi.fn(async () => inner)
  return { inner, load, resolver: lazyResolver(load) }
}

describe('lazyResolver', () => {
  it('loads the schema resolver once, at the first check, and hands every check to it', async () => {
    const { inner, load, resolver } = counted()
    expect(load).not.toHaveBeenCalled()
    await resolver({ name: 'a' }, undefined, options)
    const result = await resolver({ name: 'b' }, undefined, options)
    expect(load).toHaveBeenCalledTimes(1)
    expect(inner).toHaveBeenCalledTimes(2)
    expect(result).toEqual({ values: { name: 'b' }, errors: {} })
  })

  it('loads once when preloaded before the first check', async () => {
    const { load, resolver } = counted()
    resolver.preload()
    resolver.preload()
    await resolver({ name: 'a' }, undefined, options)
    expect(load).toHaveBeenCalledTimes(1)
  })
})
