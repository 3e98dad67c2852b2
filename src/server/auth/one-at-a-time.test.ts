import { describe, expect, it } from 'vitest'

import { oneAtATime } from './one-at-a-time'

function deferred() {
  let resolve = () => {}
  const promise = new Promise<void>((done) => (resolve = done))
  return { promise, resolve }
}

describe('oneAtATime', () => {
  it('runs tasks of one key in turn, in the order they came', async () => {
    const log: string[] = []
    const first = deferred()
    const a = oneAtATime('k', async () => {
      log.push('a starts')
      await first.promise
      log.push('a ends')
      return 'a'
    })
    const b = oneAtATime('k', async () => {
      log.push('b starts')
      return 'b'
    })
    await Promise.resolve()
    expect(log).toEqual(['a starts'])
    first.resolve()
    expect(await Promise.all([a, b])).toEqual(['a', 'b'])
    expect(log).toEqual(['a starts', 'a ends', 'b starts'])
  })

  it('runs tasks of other keys side by side', async () => {
    const held = deferred()
    const log: string[] = []
    const a = oneAtATime('one', async () => {
      await held.promise
      log.push('one')
    })
    await oneAtATime('other', async () => {
      log.push('other')
    })
    expect(log).toEqual(['other'])
    held.resolve()
    await a
    expect(log).toEqual(['other', 'one'])
  })

  it('runs the next task after one that failed, and gives each its own outcome', async () => {
    const failed = oneAtATime('k', async () => {
      throw new Error('no')
    })
    const next = oneAtATime('k', async () => 'ran')
    await expect(failed).rejects.toThrow('no')
    await expect(next).resolves.toBe('ran')
  })
})
