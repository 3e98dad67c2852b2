import type { DatabaseAdapterObj } from 'payload'

type Migrations = { readonly migrations: unknown[] }
type WithProdMigrations = { prodMigrations?: unknown[] }

/**
 * Payload runs the committed migrations (`prodMigrations`) when the adapter connects in production;
 * only then are they loaded. Everywhere else (tests, `next dev`, scripts) the modules of every schema
 * change since the first are never imported: about 1.5 s of each integration test file's boot.
 */
export function withLazyProdMigrations(
  adapter: DatabaseAdapterObj,
  load: () => Promise<Migrations>,
): DatabaseAdapterObj {
  return {
    ...adapter,
    init: (args) => {
      const instance = adapter.init(args)
      const connect = instance.connect
      if (!connect) return instance
      instance.connect = async function (this: typeof instance, options) {
        if (process.env.NODE_ENV === 'production') {
          ;(this as unknown as WithProdMigrations).prodMigrations = (await load()).migrations
        }
        await connect.call(this, options)
      }
      return instance
    },
  }
}
