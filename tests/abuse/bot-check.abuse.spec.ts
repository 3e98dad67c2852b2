// Finding 5: the built-in bot check trusted the client: a script that wrote its own `startedAt`
// (now − 8 s, hex too) and an empty honeypot passed at once, while a person who sent an offer
// within about 3 s of opening the form was told "couldn't verify you're not a robot".
import { describe, expect, it } from 'vitest'

import { jsonOf, send } from './support/client'
import { carsForSale, personFilling, STAMP_HEADER } from './support/forms'

async function offer(params: { from: string; headers?: Record<string, string>; fields?: Record<string, string> }) {
  const [carId] = await carsForSale()
  return send({
    method: 'POST',
    path: '/v1/company/send-offer',
    headers: { ...params.headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      kind: 'offer',
      car_id: String(carId),
      locale: 'en',
      name: 'Anna Jónsdóttir',
      email: 'anna@example.is',
      phone: '+354 555 1234',
      offeredPrice: '4 500 000',
      website: '',
      ...params.fields,
    }).toString(),
    from: params.from,
  })
}

describe('the built-in bot check', () => {
  it('refuses a start time the client wrote itself, in decimal or hex', async () => {
    const eightSecondsAgo = Date.now() - 8000
    for (const [from, startedAt] of [
      ['127.0.5.1', String(eightSecondsAgo)],
      ['127.0.5.2', `0x${eightSecondsAgo.toString(16)}`],
    ] as const) {
      const answer = await offer({ from, fields: { startedAt } })
      expect(answer.status).toBe(403)
      expect(jsonOf<{ error?: { code?: string } }>(answer)?.error?.code).toBe('BOT_CHECK_FAILED')
    }
  })

  it('refuses a forged or altered stamp', async () => {
    const person = await personFilling('127.0.5.3', 0)
    const stamp = person.headers[STAMP_HEADER] ?? ''
    for (const forged of ['1764000000000.abc', `${stamp.slice(0, -2)}xx`, `${stamp}.more`]) {
      const answer = await offer({ from: '127.0.5.3', headers: { [STAMP_HEADER]: forged } })
      expect(answer.status).toBe(403)
    }
  })

  it('lets a quick person through: the offer sent 1.5 s after the form was shown', async () => {
    const person = await personFilling('127.0.5.4', 1500)
    const answer = await offer({ from: '127.0.5.4', headers: person.headers, fields: person.fields })
    expect(answer.status, answer.body.toString()).toBe(200)
  })

  it('refuses a filled honeypot even with a genuine stamp', async () => {
    const person = await personFilling('127.0.5.5')
    const answer = await offer({
      from: '127.0.5.5',
      headers: person.headers,
      fields: { ...person.fields, website: 'https://spam.example' },
    })
    expect(answer.status).toBe(403)
  })
})
