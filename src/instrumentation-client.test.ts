import { config } from 'zod/v4/core'
import { describe, expect, it } from 'vitest'

describe('instrumentation-client', () => {
  it('turns on zod’s jitless parser through the global config zod reads', async () => {
    expect(config().jitless).not.toBe(true)
    await import('./instrumentation-client')
    expect(config().jitless).toBe(true)
  })
})
