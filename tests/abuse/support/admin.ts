import { jsonOf, send, type Answer } from './client'

/** The demo's seeded administrator (README). */
const ADMIN = { email: 'admin@vegur.is', password: 'vegur-demo-2026' }

let token: Promise<string> | undefined

/** Payload's REST API as the demo administrator (JWT from /api/users/login, once per test file). */
export async function asAdmin(request: { method?: string; path: string; body?: unknown }): Promise<Answer> {
  token ??= login()
  return send({
    method: request.method ?? 'GET',
    path: request.path,
    headers: {
      authorization: `JWT ${await token}`,
      ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    from: '127.0.0.2',
  })
}

async function login(): Promise<string> {
  const answer = await send({
    method: 'POST',
    path: '/api/users/login',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
    from: '127.0.0.2',
  })
  const json = jsonOf<{ token?: string }>(answer)
  if (answer.status !== 200 || !json?.token) throw new Error(`admin login failed: ${answer.status}`)
  return json.token
}

/** How many documents of a collection there are now (as the administrator sees them). */
export async function countOf(collection: string): Promise<number> {
  const answer = await asAdmin({ path: `/api/${collection}/count` })
  const json = jsonOf<{ totalDocs?: number }>(answer)
  if (answer.status !== 200 || typeof json?.totalDocs !== 'number')
    throw new Error(`count ${collection}: ${answer.status}`)
  return json.totalDocs
}

/** Creates a document through the REST API and answers its id. */
export async function create(collection: string, data: unknown): Promise<number> {
  const answer = await asAdmin({ method: 'POST', path: `/api/${collection}`, body: data })
  const json = jsonOf<{ doc?: { id?: number } }>(answer)
  if (answer.status !== 201 || typeof json?.doc?.id !== 'number') {
    throw new Error(`create ${collection}: ${answer.status} ${answer.body.toString('utf8').slice(0, 300)}`)
  }
  return json.doc.id
}
