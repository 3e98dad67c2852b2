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

const TEMPLATE_NAME = /^vegur_test_[0-9a-f]+$/
const COPY_ATTEMPTS = 5

/**
 * A new database next to TEST_DATABASE_URL's, for one test file: empty, or a copy of `template`
 * (tests/int/global-setup.ts). Copies started at the same moment may find the template busy: retried.
 */
export async function createTestDatabase(template?: string): Promise<string> {
  const name = `vegur_test_${randomBytes(6).toString('hex')}`
  if (template !== undefined && !TEMPLATE_NAME.test(template)) throw new Error(`Not a test template: ${template}`)
  const statement = template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`
  for (let attempt = 1; ; attempt += 1) {
    try {
      await withAdmin((client) => client.query(statement))
      break
    } catch (error) {
      const isBusy = error instanceof Error && /being accessed by other users/.test(error.message)
      if (!isBusy || attempt === COPY_ATTEMPTS) throw error
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt))
    }
  }
  const url = new URL(adminUrl())
  url.pathname = `/${name}`
  return url.toString()
}

export async function dropTestDatabase(databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1)
  if (!/^vegur_test_[0-9a-f]+$/.test(name)) throw new Error(`Refusing to drop ${name}`)
  await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
}
