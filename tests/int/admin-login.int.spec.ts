import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST } from '@/app/(payload)/api/[...slug]/route'
import { ADMIN_LOGIN_FAILED_MESSAGE, ADMIN_LOGIN_IP_RULE } from '@/server/auth/admin-login-guard'
import { ADDRESS_CHAIN_HEADER } from '@/server/security/client-ip'

import { bootPayload } from './payload'

const ADMIN = 'login-admin@example.com'
const PASSWORD = 'a long admin password'

let payload: Payload

beforeAll(async () => {
  payload = await bootPayload()
  await payload.create({ collection: 'users', data: { email: ADMIN, password: PASSWORD, roles: ['admin'] } })
})

/** POST /api/users/login through our route (the admin's login form posts there too), from `address`. */
async function login(params: { email: string; password: string; address: string }) {
  const response = await POST(
    new Request('http://localhost:3000/api/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [ADDRESS_CHAIN_HEADER]: params.address },
      body: JSON.stringify({ email: params.email, password: params.password }),
    }),
    { params: Promise.resolve({ slug: ['users', 'login'] }) },
  )
  const body = (await response.json()) as { token?: string; errors?: { message: string }[] }
  return { status: response.status, body, retryAfter: response.headers.get('retry-after') }
}

describe('admin login (issue 15 row 10)', () => {
  it('logs staff in with the right password', async () => {
    const answer = await login({ email: ADMIN, password: PASSWORD, address: '192.0.2.1' })
    expect(answer.status).toBe(200)
    // A JSON web token: header, claims and signature.
    expect(answer.body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
  })

  it('answers a wrong password and an unknown e-mail with one generic message', async () => {
    const wrongPassword = await login({ email: ADMIN, password: 'wrong', address: '192.0.2.2' })
    const unknownEmail = await login({ email: 'no-such-staff@example.com', password: 'wrong', address: '192.0.2.2' })
    expect(wrongPassword.status).toBe(401)
    expect(unknownEmail).toEqual(wrongPassword)
    expect(wrongPassword.body.errors).toEqual([{ message: ADMIN_LOGIN_FAILED_MESSAGE }])
  })

  it('cannot be used by one address to lock staff out', async () => {
    // Five wrong passwords locked the account for 15 minutes before; the attacker now gets 429.
    const attacker = '198.51.100.23'
    const answers = []
    for (let attempt = 0; attempt < ADMIN_LOGIN_IP_RULE.points + 2; attempt += 1) {
      answers.push(await login({ email: ADMIN, password: `guess ${attempt}`, address: attacker }))
    }
    expect(answers.slice(0, ADMIN_LOGIN_IP_RULE.points).map((answer) => answer.status)).toEqual(
      Array(ADMIN_LOGIN_IP_RULE.points).fill(401),
    )
    const refused = answers.at(-1)
    expect(refused?.status).toBe(429)
    expect(Number(refused?.retryAfter)).toBeGreaterThan(0)
    expect(refused?.body.errors).toEqual([{ message: ADMIN_LOGIN_FAILED_MESSAGE }])
    // The attacker's address is refused even with the right password...
    expect((await login({ email: ADMIN, password: PASSWORD, address: attacker })).status).toBe(429)
    // ...while staff elsewhere still log in.
    expect((await login({ email: ADMIN, password: PASSWORD, address: '192.0.2.3' })).status).toBe(200)
  })
})
