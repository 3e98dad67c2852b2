import type { DatabaseAdapterObj } from 'payload'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { withLazyProdMigrations } from './lazy-prod-migrations'

type Instance = { connect: () => Promise<void>; prodMigrations?: unknown[]; seen?: unknown[] }

function fakeAdapter(): DatabaseAdapterObj {
  const init = () => {
    const instance: Instance = {
      async connect(this: Instance) {
        this.seen = this.prodMigrations
      },
    }
    return instance
  }
  return { name: 'fake', defaultIDType: 'number', init } as unknown as DatabaseAdapterObj
}

async function connected(adapter: DatabaseAdapterObj): Promise<Instance> {
  const instance = adapter.init({} as Parameters<DatabaseAdapterObj['init']>[0]) as unknown as Instance
  await instance.connect()
  return instance
}

describe('withLazyProdMigrations', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('loads the migrations when a production server connects, before Payload runs them', async () => {
    vi.stubEnv('NODE_ENV', 'production')
    const migrations = [{ name: '20261122_initial' }]
    const load = vi.fn(async () => ({ migrations }))
    const instance = await connected(withLazyProdMigrations(fakeAdapter(), load))
    expect(load).toHaveBeenCalledOnce()
    expect(instance.seen).toBe(migrations)
  })

  it('never imports them elsewhere (tests, next dev, scripts)', async () => {
    vi.stubEnv('NODE_ENV', 'test')
    const load = vi.fn(async () => ({ migrations: [] }))
    const instance = await connected(withLazyProdMigrations(fakeAdapter(), load))
    expect(load).not.toHaveBeenCalled()
    expect(instance.seen).toBeUndefined()
  })
})
