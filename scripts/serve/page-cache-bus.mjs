// Empties the page cache in front of Next on every app server at once (ADR 022): a purge on one
// server is published on a Redis channel; every other server empties its own on hearing it. Redis
// down loses the message, never the purge of the server itself: the others then keep an answer at
// most the page cache's 10 s. Names each message by its server so a server does not empty itself twice.
import { randomUUID } from 'node:crypto'

import { Redis } from 'ioredis'

/** The channel: pub/sub ignores Redis's database numbers, so the channel names the database. */
export function purgeChannel(redisUrl) {
  const database = Number(new URL(redisUrl).pathname.slice(1) || 0)
  return `vegur:page-cache:purge:${Number.isInteger(database) ? database : 0}`
}

function connect(url, overrides = {}) {
  const client = new Redis(url, {
    connectTimeout: 2000,
    commandTimeout: 1000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (attempt) => Math.min(attempt * 250, 5000),
    ...overrides,
  })
  client.on('error', () => {})
  return client
}

/**
 * @typedef {{
 *   subscribe(channel: string): Promise<unknown>
 *   publish(channel: string, message: string): Promise<unknown>
 *   on(event: 'message', listener: (channel: string, message: string) => void): unknown
 *   disconnect(): void
 * }} PubSubConnection
 */

/**
 * Connects to `redisUrl` and answers the purge to put on globalThis: it runs `purgeHere` and tells the
 * other servers, which run theirs. `close` ends both connections. `connectTo` is for tests.
 * @param {{ redisUrl: string, purgeHere: () => void, connectTo?: (url: string, overrides?: object) => PubSubConnection }} params
 */
export function sharedPurge({ redisUrl, purgeHere, connectTo = connect }) {
  const channel = purgeChannel(redisUrl)
  const self = randomUUID()
  const publisher = connectTo(redisUrl)
  // A subscribed connection may only listen; ioredis subscribes again after a reconnect.
  const subscriber = connectTo(redisUrl, { enableOfflineQueue: true })
  subscriber.subscribe(channel).catch(() => {})
  subscriber.on('message', (heardOn, from) => {
    if (heardOn === channel && from !== self) purgeHere()
  })
  const purge = () => {
    purgeHere()
    publisher.publish(channel, self).catch(() => {})
  }
  const close = () => {
    publisher.disconnect()
    subscriber.disconnect()
  }
  return { purge, close }
}
