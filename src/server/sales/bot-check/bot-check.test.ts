import { describe, expect, it } from 'vitest'

import { builtInBotCheck } from './built-in'
import { issueFormStamp } from './form-stamp'
import { recaptchaBotCheck, SITEVERIFY_URL } from './recaptcha'

const now = new Date('2026-11-23T12:00:00Z')
const shown = issueFormStamp(new Date(now.getTime() - 10_000))
const person = (clientIp: string) => ({ token: undefined, honeypot: '', stamp: shown, clientIp, now })

describe('builtInBotCheck', () => {
  it('lets a person through and stops a filled honeypot', async () => {
    const check = builtInBotCheck()
    expect(await check.verify(person('203.0.113.1'))).toEqual({ isHuman: true })
    expect(await check.verify({ ...person('203.0.113.1'), honeypot: 'spam' })).toEqual({
      isHuman: false,
      reason: 'bot',
    })
  })

  it('refuses a missing, forged or fresh stamp, before the body and after', async () => {
    const check = builtInBotCheck()
    const fresh = issueFormStamp(new Date(now.getTime() - 200))
    for (const stamp of [null, '1764000000000', `${shown.slice(0, -3)}abc`, fresh]) {
      expect(await check.screen({ ...person('203.0.113.9'), stamp })).toEqual({ isHuman: false, reason: 'bot' })
      expect((await check.verify({ ...person('203.0.113.9'), stamp })).isHuman).toBe(false)
    }
    expect(await check.screen(person('203.0.113.9'))).toEqual({ isHuman: true })
  })

  it('refuses an address past its hourly limit (10 by default), not another address', async () => {
    const check = builtInBotCheck()
    for (let at = 0; at < 10; at += 1) expect((await check.verify(person('203.0.113.2'))).isHuman).toBe(true)
    expect(await check.verify(person('203.0.113.2'))).toMatchObject({ isHuman: false, reason: 'rate-limited' })
    expect(await check.screen(person('203.0.113.2'))).toMatchObject({ isHuman: false, reason: 'rate-limited' })
    expect((await check.verify(person('203.0.113.3'))).isHuman).toBe(true)
  })
})

describe('recaptchaBotCheck', () => {
  const answering = (body: unknown, status = 200) => {
    const calls: { url: string; body: string }[] = []
    const fetcher: typeof fetch = async (input, init) => {
      calls.push({ url: String(input), body: String(init?.body) })
      return Response.json(body, { status })
    }
    return { calls, fetcher }
  }

  it('asks siteverify with the secret, the token and the address', async () => {
    const { calls, fetcher } = answering({ success: true })
    const check = recaptchaBotCheck({ secret: 'shh', version: 'v2', fetch: fetcher })
    expect(await check.verify({ ...person('198.51.100.1'), token: 'tok' })).toEqual({ isHuman: true })
    expect(calls[0]?.url).toBe(SITEVERIFY_URL)
    expect(new URLSearchParams(calls[0]?.body)).toEqual(
      new URLSearchParams({ secret: 'shh', response: 'tok', remoteip: '198.51.100.1' }),
    )
  })

  it('refuses a missing token, a refused token, an odd answer and Google out of reach', async () => {
    const refused = recaptchaBotCheck({
      secret: 's',
      version: 'enterprise',
      fetch: answering({ success: false }).fetcher,
    })
    expect((await refused.verify({ ...person('198.51.100.2'), token: 'tok' })).isHuman).toBe(false)
    expect((await refused.verify(person('198.51.100.2'))).isHuman).toBe(false)
    const odd = recaptchaBotCheck({ secret: 's', version: 'v2', fetch: answering({ nope: 1 }).fetcher })
    expect((await odd.verify({ ...person('198.51.100.2'), token: 'tok' })).isHuman).toBe(false)
    const down = recaptchaBotCheck({
      secret: 's',
      version: 'v2',
      fetch: async () => {
        throw new TypeError('fetch failed')
      },
    })
    const errors: unknown[] = []
    const original = console.error
    console.error = (...args: unknown[]) => void errors.push(args)
    try {
      expect((await down.verify({ ...person('198.51.100.2'), token: 'tok' })).isHuman).toBe(false)
    } finally {
      console.error = original
    }
    expect(errors).toHaveLength(1)
  })
})
