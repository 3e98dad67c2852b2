import { describe, expect, it } from 'vitest'

import { LocalKeyLocks } from './local-key-locks'

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('LocalKeyLocks', () => {
  it('runs writers of one key one at a time, in arrival order, and forgets an idle key', async () => {
    const locks = new LocalKeyLocks()
    const events: string[] = []
    const write = (name: string) =>
      locks.withKeys(['car:1'], 1_000, async () => {
        events.push(`${name} in`)
        await later(5)
        events.push(`${name} out`)
        return name
      })
    const results = await Promise.all([write('a'), write('b'), write('c')])
    expect(results).toEqual([{ value: 'a' }, { value: 'b' }, { value: 'c' }])
    expect(events).toEqual(['a in', 'a out', 'b in', 'b out', 'c in', 'c out'])
    expect(locks.size).toBe(0)
  })

  it('lets writers of different keys run at once', async () => {
    const locks = new LocalKeyLocks()
    let inside = 0
    let most = 0
    const write = (key: string) =>
      locks.withKeys([key], 1_000, async () => {
        inside += 1
        most = Math.max(most, inside)
        await later(5)
        inside -= 1
      })
    await Promise.all([write('car:1'), write('car:2')])
    expect(most).toBe(2)
  })

  it('gives up without running the work when the key is not free in time, and the queue moves on', async () => {
    const locks = new LocalKeyLocks()
    let releaseFirst!: () => void
    const first = locks.withKeys(['car:1'], 1_000, () => new Promise<void>((resolve) => (releaseFirst = resolve)))
    await later(1)
    let didRun = false
    const refused = await locks.withKeys(['car:1'], 20, async () => {
      didRun = true
    })
    expect(refused).toBeUndefined()
    expect(didRun).toBe(false)
    const third = locks.withKeys(['car:1'], 1_000, async () => 'third')
    releaseFirst()
    await first
    expect(await third).toEqual({ value: 'third' })
    expect(locks.size).toBe(0)
  })

  it('does not wait for a key its own caller holds (a command inside another one)', async () => {
    const locks = new LocalKeyLocks()
    const nested = await locks.withKeys(['car:1', 'booking:7'], 100, () =>
      locks.withKeys(['booking:7'], 100, async () => 'inner ran'),
    )
    expect(nested).toEqual({ value: { value: 'inner ran' } })
  })

  it('takes keys in sorted order, so writers naming them in either order never deadlock', async () => {
    const locks = new LocalKeyLocks()
    const write = (keys: string[]) => locks.withKeys(keys, 500, () => later(5).then(() => 'done'))
    const results = await Promise.all([write(['a', 'b']), write(['b', 'a']), write(['b', 'a'])])
    expect(results).toEqual([{ value: 'done' }, { value: 'done' }, { value: 'done' }])
  })

  it('releases the keys when the work throws', async () => {
    const locks = new LocalKeyLocks()
    await expect(locks.withKeys(['car:1'], 100, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(await locks.withKeys(['car:1'], 100, async () => 'free')).toEqual({ value: 'free' })
  })
})

describe('LocalKeyLocks behind a failed holder', () => {
  it('turns away the writers that were waiting when the holder failed, and lets later ones try', async () => {
    const locks = new LocalKeyLocks({ failsWaiters: (error) => error instanceof Error && error.message === 'stalled' })
    let failHolder!: () => void
    const holder = locks.withKeys(
      ['car:1'],
      1_000,
      () => new Promise<void>((_, reject) => (failHolder = () => reject(new Error('stalled')))),
    )
    await later(1)
    let waitersRan = 0
    const waiters = [1, 2].map(() =>
      locks.withKeys(['car:1'], 1_000, async () => {
        waitersRan += 1
      }),
    )
    await later(1)
    failHolder()
    await expect(holder).rejects.toThrow('stalled')
    expect(await Promise.all(waiters)).toEqual([undefined, undefined])
    expect(waitersRan).toBe(0)
    expect(await locks.withKeys(['car:1'], 1_000, async () => 'tried')).toEqual({ value: 'tried' })
  })

  it('keeps the queue going behind a holder that failed for any other reason', async () => {
    const locks = new LocalKeyLocks({ failsWaiters: (error) => error instanceof Error && error.message === 'stalled' })
    const holder = locks.withKeys(['car:1'], 1_000, () => later(5).then(() => Promise.reject(new Error('bad input'))))
    const waiter = locks.withKeys(['car:1'], 1_000, async () => 'ran')
    await expect(holder).rejects.toThrow('bad input')
    expect(await waiter).toEqual({ value: 'ran' })
  })
})

describe('LocalKeyLocks behind a stuck holder', () => {
  it('turns away the writers that waited for a holder judged stuck, however it ended', async () => {
    const locks = new LocalKeyLocks({ isStuck: (heldMs) => heldMs > 30 })
    const holder = locks.withKeys(['car:1'], 1_000, () => later(60).then(() => 'slow but done'))
    await later(1)
    const waiter = locks.withKeys(['car:1'], 1_000, async () => 'ran')
    expect(await holder).toEqual({ value: 'slow but done' })
    expect(await waiter).toBeUndefined()
    expect(await locks.withKeys(['car:1'], 1_000, async () => 'tried')).toEqual({ value: 'tried' })
  })

  it('stops waiting once the holder is judged stuck, without waiting for it to let go', async () => {
    const locks = new LocalKeyLocks({ isStuck: (heldMs) => heldMs > 40 })
    let releaseHolder!: () => void
    const holder = locks.withKeys(['car:1'], 5_000, () => new Promise<void>((resolve) => (releaseHolder = resolve)))
    await later(1)
    const waitedFrom = performance.now()
    const waiter = await locks.withKeys(['car:1'], 5_000, async () => 'ran')
    const waitedMs = performance.now() - waitedFrom
    expect(waiter).toBeUndefined()
    expect(waitedMs).toBeLessThan(1_000)
    releaseHolder()
    await holder
    expect(await locks.withKeys(['car:1'], 1_000, async () => 'free again')).toEqual({ value: 'free again' })
    expect(locks.size).toBe(0)
  })

  it('keeps the queue going behind holders quicker than that', async () => {
    const locks = new LocalKeyLocks({ isStuck: (heldMs) => heldMs > 200 })
    const writes = [1, 2, 3].map((n) => locks.withKeys(['car:1'], 1_000, () => later(5).then(() => n)))
    expect(await Promise.all(writes)).toEqual([{ value: 1 }, { value: 2 }, { value: 3 }])
  })

  it('keeps the queue going behind a slow holder that is not judged stuck (a busy database that answers)', async () => {
    let isDatabaseSilent = false
    const locks = new LocalKeyLocks({ isStuck: (heldMs) => heldMs > 30 && isDatabaseSilent })
    const slow = locks.withKeys(['car:1'], 1_000, () => later(150).then(() => 'slow'))
    await later(1)
    const waiter = locks.withKeys(['car:1'], 1_000, async () => 'waited and ran')
    expect(await slow).toEqual({ value: 'slow' })
    expect(await waiter).toEqual({ value: 'waited and ran' })
    isDatabaseSilent = true
    const stuck = locks.withKeys(['car:1'], 1_000, () => later(150).then(() => 'stuck'))
    await later(1)
    const turnedAway = locks.withKeys(['car:1'], 1_000, async () => 'ran')
    expect(await turnedAway).toBeUndefined()
    expect(await stuck).toEqual({ value: 'stuck' })
  })
})
