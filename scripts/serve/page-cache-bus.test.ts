import { EventEmitter } from 'node:events'

import { describe, expect, it } from 'vitest'

import { purgeChannel, sharedPurge } from './page-cache-bus.mjs'

/** An in-memory stand-in for Redis pub/sub: every connection hears what any publishes. */
function fakeRedis() {
  const hub = new EventEmitter()
  const connectTo = () => {
    const events = new EventEmitter()
    const channels = new Set<string>()
    hub.on('message', (channel: string, message: string) => {
      if (channels.has(channel)) events.emit('message', channel, message)
    })
    return {
      on: (event: 'message', listener: (channel: string, message: string) => void) => events.on(event, listener),
      subscribe: async (channel: string) => void channels.add(channel),
      publish: async (channel: string, message: string) => void hub.emit('message', channel, message),
      disconnect: () => hub.removeAllListeners(),
    }
  }
  return { connectTo }
}

describe('the page cache purged on every app server', () => {
  it('empties this server’s cache and every other one, each once', async () => {
    const { connectTo } = fakeRedis()
    const purged = { a: 0, b: 0 }
    const url = 'redis://127.0.0.1:6379/3'
    const a = sharedPurge({ redisUrl: url, purgeHere: () => (purged.a += 1), connectTo })
    sharedPurge({ redisUrl: url, purgeHere: () => (purged.b += 1), connectTo })
    await new Promise((resolve) => setImmediate(resolve))
    a.purge()
    await new Promise((resolve) => setImmediate(resolve))
    expect(purged).toEqual({ a: 1, b: 1 })
  })

  it('uses a channel per Redis database, as pub/sub ignores them', () => {
    expect(purgeChannel('redis://127.0.0.1:6379')).toBe('vegur:page-cache:purge:0')
    expect(purgeChannel('redis://:secret@127.0.0.1:6379/7')).toBe('vegur:page-cache:purge:7')
  })
})
