import config from '@payload-config'
import { REST_GET, REST_POST } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as routePost } from '@/app/(payload)/api/[...slug]/route'
import { tapLogLines } from '@/cms/logging/log-tap'

import { bootPayload } from './payload'

const STAFF_EMAIL = 'quiet-logs-staff@example.com'
const PASSWORD = 'quiet logs password'

const restGet = REST_GET(config)
const restPost = REST_POST(config)

let payload: Payload
let lines: string[] = []
let stopTap: () => void = () => {}

beforeAll(async () => {
  payload = await bootPayload()
  await payload.create({ collection: 'users', data: { email: STAFF_EMAIL, password: PASSWORD, roles: ['admin'] } })
  stopTap = tapLogLines((line) => lines.push(line))
})

afterAll(() => stopTap())

/** The log lines written while `work` ran. */
async function logged(work: () => Promise<unknown>): Promise<string[]> {
  lines = []
  await work()
  // pino writes synchronously into the destination; give Payload's after-response work a tick.
  await new Promise((resolve) => setTimeout(resolve, 50))
  return lines
}

const slugOf = (path: string) => new URL(path, 'http://localhost').pathname.replace(/^\/api\//, '').split('/')

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await restGet(new Request(`http://localhost:3000${path}`, { headers }), {
    params: Promise.resolve({ slug: slugOf(path) }),
  })
  return response.status
}

async function post(
  path: string,
  body: unknown,
  handler: typeof routePost = restPost,
  headers: Record<string, string> = {},
) {
  const response = await handler(
    new Request(`http://localhost:3000${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ slug: slugOf(path) }) },
  )
  return response.status
}

function expectQuiet(written: string[], maxLines: number) {
  expect(written.length).toBeLessThanOrEqual(maxLines)
  for (const line of written) {
    expect(line).not.toMatch(/"stack"|\n\s+at /)
    expect(line).not.toMatch(/@example\.com|example%40/i)
    expect(line).not.toMatch(/[0-9a-f]{40}|eyJ[\w-]+\./)
    expect(line).not.toMatch(/\?[\w[\]%]+=/)
    expect(line).not.toContain(PASSWORD)
  }
}

describe('a refused request (issue 15 row 11, logging)', () => {
  it('logs at most one line, no stack trace: anonymous 403', async () => {
    let status = 0
    const written = await logged(async () => (status = await get('/api/users')))
    expect(status).toBe(403)
    expectQuiet(written, 1)
  })

  it('logs at most one line, no stack trace: 404', async () => {
    let status = 0
    const written = await logged(async () => (status = await get('/api/pages/987654')))
    expect(status).toBe(404)
    expectQuiet(written, 1)
  })

  it('logs at most one line, no stack trace, no query parameters: 400 on a bad query', async () => {
    let status = 0
    const written = await logged(
      async () => (status = await get(`/api/pages?where[nosuchfield][equals]=${encodeURIComponent(STAFF_EMAIL)}`)),
    )
    expect(status).toBe(400)
    expectQuiet(written, 1)
  })

  it('logs at most one line, no stack trace, no e-mail: 401 on a wrong password', async () => {
    let status = 0
    const written = await logged(
      async () =>
        (status = await post('/api/users/login', { email: STAFF_EMAIL, password: 'wrong' }, routePost, {
          'x-vegur-address-chain': '192.0.2.77',
        })),
    )
    expect(status).toBe(401)
    expectQuiet(written, 1)
  })

  it('logs one info line with the status for any other 4xx error (forgot-password without an e-mail)', async () => {
    let status = 0
    const written = await logged(async () => (status = await post('/api/users/forgot-password', {})))
    expect(status).toBe(400)
    expectQuiet(written, 1)
    expect(JSON.parse(written[0] ?? '{}')).toMatchObject({ level: 30, msg: '400 Missing email.' })
  })

  it('logs one info line by status even when the class name is minified (the production build)', async () => {
    // `next build` renames Payload's Forbidden to e.g. `i`, which `loggingLevels` no longer matches.
    const minified = Object.assign(new Error('You are not allowed to perform this action.'), { name: 'i', status: 403 })
    const written = await logged(async () => payload.logger.error({ err: minified }))
    expectQuiet(written, 1)
    expect(JSON.parse(written[0] ?? '{}')).toMatchObject({
      level: 30,
      msg: '403 You are not allowed to perform this action.',
    })
  })
})

describe('log lines (issue 15 row 1, logging)', () => {
  it('hold no e-mail address or token while a password reset is sent', async () => {
    let status = 0
    const written = await logged(
      async () => (status = await post('/api/users/forgot-password', { email: STAFF_EMAIL })),
    )
    expect(status).toBe(200)
    expectQuiet(written, 2)
  })

  it('hold no query parameters, e-mail addresses or tokens when a query fails', async () => {
    const failedQuery = new Error(
      `Failed query: update "users" set "reset_password_token" = ? where "users"."email" = ?\nparams: 0123456789abcdef0123456789abcdef01234567,${STAFF_EMAIL}`,
    )
    const written = await logged(async () => {
      payload.logger.error({ err: failedQuery, msg: `reset for ${STAFF_EMAIL} via /admin/reset?token=abc failed` })
    })
    expect(written).toHaveLength(1)
    const line = JSON.parse(written[0] ?? '{}') as { msg: string; err: { message: string } }
    expect(line.err.message).toBe(
      'Failed query: update "users" set "reset_password_token" = ? where "users"."email" = ?\nparams: [redacted]',
    )
    expect(line.msg).toBe('reset for [email] via /admin/reset?[query] failed')
  })

  it('say in one line, with a code, that the database could not answer: no statement, no stack', async () => {
    const dropped = Object.assign(new Error('Failed query: select "id" from "users" where "email" = $1\nparams: x'), {
      cause: new Error('Connection terminated unexpectedly'),
    })
    const written = await logged(async () => {
      payload.logger.error({ err: dropped, msg: 'Error: cannot begin transaction: Connection terminated unexpectedly' })
      payload.logger.error(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))
    })
    expect(written.map((line) => JSON.parse(line) as { level: number; msg: string })).toMatchObject([
      { level: 50, msg: '[database] unavailable (connection-terminated)' },
      { level: 50, msg: '[database] unavailable (ECONNREFUSED)' },
    ])
    expect(written.join('')).not.toMatch(/select|stack|127\.0\.0\.1/)
  })
})
