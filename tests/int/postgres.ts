import { randomBytes } from 'node:crypto'

import pg from 'pg'

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL')
  return url
}

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

/** A new empty database next to TEST_DATABASE_URL's, for one test file. */
export async function createTestDatabase(): Promise<string> {
  const name = `vegur_test_${randomBytes(6).toString('hex')}`
  await withAdmin((client) => client.query(`CREATE DATABASE ${name}`))
  const url = new URL(adminUrl())
  url.pathname = `/${name}`
  return url.toString()
}

export async function dropTestDatabase(databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1)
  if (!/^vegur_test_[0-9a-f]+$/.test(name)) throw new Error(`Refusing to drop ${name}`)
  await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
}
