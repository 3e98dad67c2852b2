import type { DatabaseAdapterObj } from 'payload'

import { serializeWrites, type LibsqlClient } from './serialized-writes'
import { TransactionScopes } from './transaction-scope'

/**
 * Wraps Payload's SQLite adapter so that its libsql client serializes writes (see serializeWrites),
 * and each `beginTransaction` marks the async context that asked for it (see TransactionScopes).
 */
export function withSerializedWrites(adapter: DatabaseAdapterObj, busyTimeoutMs: number): DatabaseAdapterObj {
  return {
    ...adapter,
    init: (args) => {
      const instance = adapter.init(args)
      const scopes = new TransactionScopes()
      const begin = instance.beginTransaction
      if (begin) {
        // Not async: the scope must be entered in the caller's own async context.
        instance.beginTransaction = function (this: typeof instance, options) {
          scopes.enter()
          return begin.call(this, options)
        }
      }
      const connect = instance.connect
      if (!connect) return instance
      instance.connect = async function (this: typeof instance, options) {
        await connect.call(this, options)
        const client = (this as unknown as { client?: LibsqlClient }).client
        if (client) serializeWrites(client, busyTimeoutMs, scopes)
      }
      return instance
    },
  }
}
