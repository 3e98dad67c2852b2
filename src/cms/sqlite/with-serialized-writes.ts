import type { DatabaseAdapterObj } from 'payload'

import { serializeWrites, type LibsqlClient } from './serialized-writes'

/** Wraps Payload's SQLite adapter so that its libsql client serializes writes (see serializeWrites). */
export function withSerializedWrites(adapter: DatabaseAdapterObj, busyTimeoutMs: number): DatabaseAdapterObj {
  return {
    ...adapter,
    init: (args) => {
      const instance = adapter.init(args)
      const connect = instance.connect
      if (!connect) return instance
      instance.connect = async function (this: typeof instance, options) {
        await connect.call(this, options)
        const client = (this as unknown as { client?: LibsqlClient }).client
        if (client) serializeWrites(client, busyTimeoutMs)
      }
      return instance
    },
  }
}
