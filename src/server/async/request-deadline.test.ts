import { describe, expect, it } from 'vitest'

import { waitWithinRequest, withRequestDeadline } from './request-deadline'

describe('request deadline', () => {
  it('leaves a wait as it is outside a request', () => {
    expect(waitWithinRequest(5_000)).toBe(5_000)
    expect(waitWithinRequest(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY)
  })

  it('shortens a wait to what is left of the request, and follows it through awaits', async () => {
    await withRequestDeadline(1_000, async () => {
      expect(waitWithinRequest(5_000)).toBeLessThanOrEqual(1_000)
      expect(waitWithinRequest(5_000)).toBeGreaterThan(900)
      expect(waitWithinRequest(200)).toBe(200)
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(waitWithinRequest(5_000)).toBeLessThanOrEqual(950)
    })
  })

  it('is 0, never negative, once the time is up', async () => {
    await withRequestDeadline(1_000, async () => {
      expect(waitWithinRequest(5_000, performance.now() + 2_000)).toBe(0)
    })
  })

  it('keeps an outer, earlier deadline for work nested in it', async () => {
    await withRequestDeadline(500, () =>
      withRequestDeadline(10_000, async () => {
        expect(waitWithinRequest(5_000)).toBeLessThanOrEqual(500)
      }),
    )
  })

  it('belongs to its own request only', async () => {
    const seen: number[] = []
    await Promise.all([
      withRequestDeadline(300, async () => {
        await new Promise((resolve) => setTimeout(resolve, 10))
        seen.push(waitWithinRequest(60_000))
      }),
      withRequestDeadline(30_000, async () => {
        await new Promise((resolve) => setTimeout(resolve, 10))
        seen.push(waitWithinRequest(60_000))
      }),
    ])
    expect(seen.sort((a, b) => a - b)[0]).toBeLessThanOrEqual(300)
    expect(seen.sort((a, b) => a - b)[1]).toBeGreaterThan(29_000)
  })

  it('no longer bounds what the request left running once it has answered', async () => {
    let leftRunning: Promise<number> | undefined
    await withRequestDeadline(100, async () => {
      leftRunning = new Promise((resolve) => setTimeout(() => resolve(waitWithinRequest(5_000)), 150))
    })
    expect(await leftRunning).toBe(5_000)
  })
})
