import { describe, expect, it } from 'vitest'

import { AsyncLock } from './async-lock'

const tick = () => new Promise((resolve) => setTimeout(resolve, 1))

describe('AsyncLock', () => {
  it('runs holders one at a time, in arrival order', async () => {
    const lock = new AsyncLock()
    const events: string[] = []
    const work = async (name: string) => {
      const release = await lock.acquire()
      events.push(`${name} in`)
      await tick()
      events.push(`${name} out`)
      release()
    }
    await Promise.all([work('a'), work('b'), work('c')])
    expect(events).toEqual(['a in', 'a out', 'b in', 'b out', 'c in', 'c out'])
  })

  it('ignores a second release', async () => {
    const lock = new AsyncLock()
    const first = await lock.acquire()
    first()
    first()
    const second = lock.acquire()
    const third = lock.acquire()
    const releaseSecond = await second
    let isThirdIn = false
    void third.then(() => {
      isThirdIn = true
    })
    await tick()
    expect(isThirdIn).toBe(false)
    releaseSecond()
    await tick()
    expect(isThirdIn).toBe(true)
  })
})
