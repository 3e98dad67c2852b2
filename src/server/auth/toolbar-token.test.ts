import { describe, expect, it } from 'vitest'

import { issueToolbarToken, toolbarTokenUser } from './toolbar-token'

const key = Buffer.alloc(32, 3)
const NOW = new Date('2026-11-24T10:00:00Z')
const after = (seconds: number) => new Date(NOW.getTime() + seconds * 1000)

describe('toolbar tokens', () => {
  it('name the staff member they were issued to for 15 minutes', () => {
    const { token, expiresInSeconds } = issueToolbarToken({ key, userId: 42, now: NOW })
    expect(expiresInSeconds).toBe(900)
    expect(toolbarTokenUser({ key, token, now: NOW })).toBe('42')
    expect(toolbarTokenUser({ key, token, now: after(899) })).toBe('42')
  })

  it('expire after 15 minutes', () => {
    const { token } = issueToolbarToken({ key, userId: 42, now: NOW })
    expect(toolbarTokenUser({ key, token, now: after(900) })).toBeUndefined()
  })

  it('refuse a forged, changed, foreign or missing token', () => {
    const { token } = issueToolbarToken({ key, userId: 42, now: NOW })
    const [, signature] = token.split('.')
    const forged = `${Buffer.from(JSON.stringify({ sub: '1', exp: 9_999_999_999 })).toString('base64url')}.${signature}`
    expect(toolbarTokenUser({ key, token: forged, now: NOW })).toBeUndefined()
    expect(toolbarTokenUser({ key: Buffer.alloc(32, 4), token, now: NOW })).toBeUndefined()
    expect(toolbarTokenUser({ key, token: null, now: NOW })).toBeUndefined()
    expect(toolbarTokenUser({ key, token: 'x'.repeat(600), now: NOW })).toBeUndefined()
  })
})
