import { afterEach, describe, expect, it, vi } from 'vitest'

import { isDatabaseSilentFor, statementSent, whenDatabaseSilentFor } from './database-answers'

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('database answers', () => {
  const settles: ((isAnswered: boolean) => void)[] = []
  const send = () => {
    const settle = statementSent()
    settles.push(settle)
    return settle
  }
  afterEach(() => {
    for (const settle of settles.splice(0)) settle(true)
    // One answer, so the next test starts from a database that answered.
    statementSent()(true)
  })

  it('is not silent while nothing waits for an answer, however long ago the last one came', async () => {
    send()(true)
    await later(30)
    expect(isDatabaseSilentFor(10)).toBe(false)
  })

  it('is silent once a statement has waited that long with no answer to anyone', async () => {
    send()
    expect(isDatabaseSilentFor(20)).toBe(false)
    await later(30)
    expect(isDatabaseSilentFor(20)).toBe(true)
  })

  it('is not silent while other statements are answered, though one waits long', async () => {
    send()
    for (let n = 0; n < 4; n += 1) {
      await later(10)
      send()(true)
    }
    expect(isDatabaseSilentFor(20)).toBe(false)
  })

  it('does not count a statement given up without an answer (a closed connection) as an answer', async () => {
    send()
    await later(30)
    send()(false)
    expect(isDatabaseSilentFor(20)).toBe(true)
  })

  it('stays silent after a stall for the next statement, until the server answers again', async () => {
    send()
    await later(30)
    settles[0]?.(false)
    expect(isDatabaseSilentFor(20)).toBe(false)
    send()
    expect(isDatabaseSilentFor(20)).toBe(true)
    send()(true)
    expect(isDatabaseSilentFor(20)).toBe(false)
  })

  it('settles each statement once', async () => {
    const settle = send()
    settle(true)
    settle(true)
    send()
    await later(30)
    expect(isDatabaseSilentFor(20)).toBe(true)
  })

  it('calls back once the database has gone silent, and not when it answers', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] })
    try {
      const onSilent = vi.fn()
      const stop = whenDatabaseSilentFor(1_000, onSilent)
      send()(true)
      await vi.advanceTimersByTimeAsync(2_000)
      expect(onSilent).not.toHaveBeenCalled()
      send()
      await vi.advanceTimersByTimeAsync(1_500)
      expect(onSilent).toHaveBeenCalledTimes(1)
      await vi.advanceTimersByTimeAsync(1_500)
      expect(onSilent).toHaveBeenCalledTimes(1)
      stop()
    } finally {
      vi.useRealTimers()
    }
  })
})
