import { describe, expect, it } from 'vitest'

import { ADDRESS_CHAIN_HEADER } from '@/server/security/client-ip'
import { createRateLimiter } from '@/server/security/rate-limit'

import {
  ADMIN_LOGIN_ACCOUNT_RULE,
  ADMIN_LOGIN_FAILED_MESSAGE,
  ADMIN_LOGIN_IP_RULE,
  guardAdminLogin,
} from './admin-login-guard'

const PASSWORD = 'right password'
const STAFF = 'staff@example.com'

/** A stand-in for Payload's login: 200 for the staff password, Payload's own 401 otherwise. */
async function payloadLogin(request: Request): Promise<Response> {
  const { email, password } = (await request.json()) as { email: string; password: string }
  if (email.toLowerCase() === STAFF && password === PASSWORD) return Response.json({ token: 'jwt' })
  return Response.json({ errors: [{ message: 'The email or password provided is incorrect.' }] }, { status: 401 })
}

function loginRequest(params: { email: string; password: string; address?: string }): Request {
  return new Request('http://localhost/api/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [ADDRESS_CHAIN_HEADER]: params.address ?? '203.0.113.7' },
    body: JSON.stringify({ email: params.email, password: params.password }),
  })
}

function guard() {
  const options = {
    ipLimiter: createRateLimiter(ADMIN_LOGIN_IP_RULE, { kind: 'memory' }),
    accountLimiter: createRateLimiter(ADMIN_LOGIN_ACCOUNT_RULE, { kind: 'memory' }),
    failureFloorMs: 0,
  }
  return (params: { email: string; password: string; address?: string }) =>
    guardAdminLogin(loginRequest(params), payloadLogin, options)
}

async function answer(response: Response) {
  return { status: response.status, body: (await response.json()) as unknown }
}

describe('guardAdminLogin (issue 15 row 10)', () => {
  it('lets a right password through untouched', async () => {
    const login = guard()
    const response = await login({ email: STAFF, password: PASSWORD })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ token: 'jwt' })
  })

  it('answers a wrong password and an unknown address the same', async () => {
    const login = guard()
    const wrongPassword = await answer(await login({ email: STAFF, password: 'guess' }))
    const unknownAccount = await answer(await login({ email: 'nobody@example.com', password: 'guess' }))
    expect(wrongPassword).toEqual(unknownAccount)
    expect(wrongPassword.status).toBe(401)
    expect(wrongPassword.body).toMatchObject({
      success: false,
      error: { code: 'LOGIN_FAILED', message: ADMIN_LOGIN_FAILED_MESSAGE },
      message: ADMIN_LOGIN_FAILED_MESSAGE,
      errors: [{ message: ADMIN_LOGIN_FAILED_MESSAGE }],
    })
    // Payload's admin splits an `errors` message into a list at colons and commas.
    expect(ADMIN_LOGIN_FAILED_MESSAGE).not.toMatch(/[:,]/)
  })

  it('refuses an address after 10 failures with 429 and the same message, without asking Payload', async () => {
    const login = guard()
    for (let attempt = 0; attempt < ADMIN_LOGIN_IP_RULE.points; attempt += 1) {
      expect((await login({ email: `guess${attempt}@example.com`, password: 'guess' })).status).toBe(401)
    }
    // Even the right password is refused now: the guard does not ask Payload.
    const refused = await login({ email: STAFF, password: PASSWORD })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused.json()).toMatchObject({
      error: { code: 'TOO_MANY_ATTEMPTS', message: ADMIN_LOGIN_FAILED_MESSAGE },
    })
  })

  it('lets staff log in from their own address while another address is refused', async () => {
    const login = guard()
    for (let attempt = 0; attempt < ADMIN_LOGIN_IP_RULE.points + 5; attempt += 1) {
      await login({ email: STAFF, password: 'guess', address: '198.51.100.66' })
    }
    expect((await login({ email: STAFF, password: 'guess', address: '198.51.100.66' })).status).toBe(429)
    expect((await login({ email: STAFF, password: PASSWORD, address: '192.0.2.10' })).status).toBe(200)
  })

  it('does not count successful logins', async () => {
    const login = guard()
    for (let attempt = 0; attempt < ADMIN_LOGIN_IP_RULE.points * 2; attempt += 1) {
      expect((await login({ email: STAFF, password: PASSWORD })).status).toBe(200)
    }
  })

  it('caps guesses on one account spread over many addresses', async () => {
    const login = guard()
    const perAddress = ADMIN_LOGIN_IP_RULE.points
    const addresses = Math.ceil(ADMIN_LOGIN_ACCOUNT_RULE.points / perAddress)
    for (let address = 0; address < addresses; address += 1) {
      for (let attempt = 0; attempt < perAddress; attempt += 1) {
        await login({ email: STAFF, password: 'guess', address: `192.0.2.${address + 20}` })
      }
    }
    const refused = await login({ email: STAFF, password: 'guess', address: '192.0.2.200' })
    expect(refused.status).toBe(429)
    expect(await refused.json()).toMatchObject({ error: { message: ADMIN_LOGIN_FAILED_MESSAGE } })
  })

  it('reads the e-mail of the admin form (multipart `_payload`) for the account limit', async () => {
    const options = {
      ipLimiter: createRateLimiter(ADMIN_LOGIN_IP_RULE, { kind: 'memory' }),
      accountLimiter: createRateLimiter({ name: 'one-failure', points: 1, windowSeconds: 60 }, { kind: 'memory' }),
      failureFloorMs: 0,
    }
    const form = new FormData()
    form.set('_payload', JSON.stringify({ email: STAFF, password: 'guess' }))
    const seen: string[] = []
    const response = await guardAdminLogin(
      new Request('http://localhost/api/users/login', { method: 'POST', body: form }),
      async (request) => {
        seen.push(String((await request.formData()).get('_payload')))
        return Response.json({ errors: [{ message: 'This user is locked.' }] }, { status: 401 })
      },
      options,
    )
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ errors: [{ message: ADMIN_LOGIN_FAILED_MESSAGE }] })
    // Payload still gets the whole body.
    expect(JSON.parse(seen[0] ?? '{}')).toEqual({ email: STAFF, password: 'guess' })
    // The one failure allowed on that account is used, whatever the address.
    const next = await guardAdminLogin(
      loginRequest({ email: STAFF, password: 'guess', address: '192.0.2.99' }),
      payloadLogin,
      options,
    )
    expect(next.status).toBe(429)
  })
})
